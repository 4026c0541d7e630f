/**
 * Our patch of @graphql-markdown/printer-legacy (patches/, applied by patch-package on install)
 * builds the schema map once per schema instead of once per relation section of every type page,
 * which made GraphQL generation grow with the cube of the schema. The test runs the real generator
 * (`docusaurus graphql-to-doc` with our options and formatter) on our schema twice in a scratch site:
 * as installed, and with the patch reversed (tests/unit/support/graphql-markdown-probe.cjs swaps the
 * shipped relation.js in); the pages must be byte-identical and the patched run must build the map
 * once per schema.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './support/sources';

const patchDir = path.join(root, 'patches');
const patchFile = readdirSync(patchDir).find((file) => file.startsWith('@graphql-markdown+printer-legacy+'));
const relationPath = 'node_modules/@graphql-markdown/printer-legacy/dist/relation.js';
const probe = path.join(root, 'tests/unit/support/graphql-markdown-probe.cjs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-gqlmd-patch-'));

interface Run {
  pages: Map<string, string>;
  schemaMaps: number;
}
const runs: Partial<Record<'patched' | 'shipped', Run>> = {};

function listFiles(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(folder, relative) : [relative];
  });
}

/** The shipped relation.js: the installed (patched) file with our patch reversed by `git apply -R`. */
function shippedRelationSource(): string {
  const mirror = path.join(dir, 'unpatched');
  mkdirSync(path.dirname(path.join(mirror, relationPath)), { recursive: true });
  copyFileSync(path.join(root, relationPath), path.join(mirror, relationPath));
  const reversed = spawnSync('git', ['apply', '-R', path.join(patchDir, patchFile!)], {
    cwd: mirror,
    encoding: 'utf8',
  });
  assert.equal(
    reversed.status,
    0,
    `${patchFile} does not reverse on the installed ${relationPath}: is it applied (npm ci runs patch-package)?\n${reversed.stderr}`,
  );
  const file = path.join(mirror, 'relation.shipped.js');
  writeFileSync(file, readFileSync(path.join(mirror, relationPath), 'utf8'));
  return file;
}

function generate(variant: 'patched' | 'shipped', relationSource?: string): Run {
  const site = path.join(dir, variant);
  for (const folder of ['graphql', 'apis/graphql']) mkdirSync(path.join(site, folder), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  copyFileSync(path.join(root, 'graphql/schema.graphql'), path.join(site, 'graphql/schema.graphql'));
  writeFileSync(path.join(site, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    path.join(site, 'docusaurus.config.ts'),
    `import { graphqlMarkdownOptions } from ${JSON.stringify(path.join(root, 'config/graphql'))};
export default { title: 'Patch check', url: 'https://docs.pagora.com', baseUrl: '/',
  plugins: [['@graphql-markdown/docusaurus', graphqlMarkdownOptions]] };
`,
  );
  const countFile = path.join(dir, `${variant}.schema-maps`);
  const result = spawnSync(path.join(site, 'node_modules/.bin/docusaurus'), ['graphql-to-doc'], {
    cwd: site,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${probe}`.trim(),
      PAGORA_SCHEMA_MAP_COUNT_FILE: countFile,
      ...(relationSource ? { PAGORA_GRAPHQL_RELATION_SOURCE: relationSource } : {}),
    },
  });
  assert.equal(result.status, 0, `graphql-to-doc (${variant}) failed:\n${result.stdout}${result.stderr}`);
  const output = path.join(site, 'apis/graphql');
  const pages = new Map(listFiles(output).map((file) => [file, readFileSync(path.join(output, file), 'utf8')]));
  return { pages, schemaMaps: Number(readFileSync(countFile, 'utf8')) };
}

before(() => {
  assert.ok(patchFile, `no @graphql-markdown/printer-legacy patch in ${patchDir}`);
  runs.patched = generate('patched');
  runs.shipped = generate('shipped', shippedRelationSource());
});

test('the patched generator writes the same pages, byte for byte, as the shipped one', () => {
  const { patched, shipped } = runs as Required<typeof runs>;
  assert.ok(shipped.pages.size > 200, `the shipped generator wrote ${shipped.pages.size} pages`);
  assert.deepEqual([...patched.pages.keys()].sort(), [...shipped.pages.keys()].sort());
  const withRelations = [...shipped.pages.values()].filter((page) => /Member Of|Returned By|Implemented By/.test(page));
  assert.ok(withRelations.length > 100, `${withRelations.length} pages show relations`);
  for (const [file, page] of shipped.pages) assert.equal(patched.pages.get(file), page, file);
});

test('the patched generator builds the schema map once per schema, not per type page', () => {
  const { patched, shipped } = runs as Required<typeof runs>;
  assert.ok(
    shipped.schemaMaps > shipped.pages.size,
    `shipped: ${shipped.schemaMaps} schema maps for ${shipped.pages.size} pages`,
  );
  assert.ok(patched.schemaMaps <= 2, `patched: ${patched.schemaMaps} schema maps`);
});
