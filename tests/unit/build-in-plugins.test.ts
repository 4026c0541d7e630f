/**
 * `docusaurus build` alone makes the whole site, as a host's default build command runs it: the
 * reference generation and the build-time artefacts (route check, search index, Markdown copies,
 * llms.txt, social cards) are plugins of the site config. The npm build script adds nothing but
 * the split into two processes (scripts/build.ts: bundling, then rendering with the artefacts),
 * made with core's own switches; the browser tests run against a build made this way, so their
 * search and Markdown-copy assertions prove the artefacts come from Docusaurus itself.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import config from '../../docusaurus.config';
import buildArtefactsPlugin from '../../plugins/build-artefacts';
import referenceGenerationPlugin from '../../plugins/reference-generation';
import { GENERATING_ENV } from '../../scripts/lib/generation-env';
import { root } from './support/sources';

const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

const pluginPath = (entry: unknown): unknown => (Array.isArray(entry) ? entry[0] : entry);

test('the build scripts run docusaurus build and nothing before or after it', () => {
  assert.equal(scripts.build, 'tsx scripts/build.ts');
  const split = readFileSync(path.join(root, 'scripts/build.ts'), 'utf8');
  assert.deepEqual(
    [...split.matchAll(/docusaurusBuild\(args, (\w+)\)/g)].map((match) => match[1]),
    ['BUNDLE_ONLY', 'RENDER_ONLY'],
    'scripts/build.ts runs docusaurus build twice: bundling, then the rest',
  );
  assert.equal(scripts['build:test'], 'PAGORA_TEST_BUILD=1 npm run build');
  assert.equal(scripts.start, 'docusaurus start');
});

test('the site config generates the references first and writes the artefacts in postBuild', () => {
  const plugins = config.plugins ?? [];
  assert.equal(
    pluginPath(plugins[0]!),
    './plugins/reference-generation/index.ts',
    'reference generation is the first plugin',
  );
  const artefacts = plugins.find((entry) => pluginPath(entry) === './plugins/build-artefacts/index.ts');
  assert.ok(Array.isArray(artefacts), 'plugins/build-artefacts is registered with its options');
  const context = { siteDir: root } as LoadContext;
  const plugin = buildArtefactsPlugin(context, artefacts[1] as Parameters<typeof buildArtefactsPlugin>[1]);
  assert.equal(typeof plugin.postBuild, 'function');
});

test('the sitemap hands its routes to the artefacts, in sitemap order, per base URL', async () => {
  const artefacts = (config.plugins ?? []).find((entry) => pluginPath(entry) === './plugins/build-artefacts/index.ts');
  const { sitemap } = (artefacts as [string, Parameters<typeof buildArtefactsPlugin>[1]])[1];
  const classic = (config.presets?.[0] as [string, { sitemap?: { createSitemapItems?: unknown } }])[1];
  assert.equal(classic.sitemap?.createSitemapItems, sitemap.createSitemapItems, 'the preset passes the same hook');

  const items = ['/b/', '/a/', '/c/d/'].map((route) => ({ url: `https://docs.pagora.com${route}`, lastmod: null }));
  type Params = Parameters<typeof sitemap.createSitemapItems>[0];
  const params = {
    siteConfig: { baseUrl: '/' },
    defaultCreateSitemapItems: async () => items,
  } as unknown as Params;
  const pending = sitemap.routes('/');
  assert.deepEqual(await sitemap.createSitemapItems(params), items, 'the sitemap keeps its items');
  assert.deepEqual(await pending, ['/b/', '/a/', '/c/d/']);

  const other = { ...params, siteConfig: { baseUrl: '/fr/' } } as unknown as Params;
  const french = sitemap.routes('/fr/');
  await sitemap.createSitemapItems({ ...other, defaultCreateSitemapItems: async () => items.slice(0, 1) } as Params);
  assert.deepEqual(await french, ['/b/']);
});

/** A site whose generator is `body`, with the project's node_modules (for tsx). */
function siteWithGenerator(body: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-generator-'));
  mkdirSync(path.join(dir, 'scripts'));
  writeFileSync(path.join(dir, 'scripts', 'generate-references.ts'), body);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

test('reference generation runs before the plugin returns, and a failure stops the build', () => {
  const previous = process.env[GENERATING_ENV];
  delete process.env[GENERATING_ENV];
  try {
    const working = siteWithGenerator(
      `import { writeFileSync } from 'node:fs';\nwriteFileSync('generated.txt', process.env.${GENERATING_ENV} ?? 'unset');\n`,
    );
    assert.equal(referenceGenerationPlugin({ siteDir: working } as LoadContext).name, 'pagora-reference-generation');
    assert.equal(
      readFileSync(path.join(working, 'generated.txt'), 'utf8'),
      '1',
      'generated, with the guard set for its children',
    );

    const failing = siteWithGenerator('process.exit(3);\n');
    assert.throws(
      () => referenceGenerationPlugin({ siteDir: failing } as LoadContext),
      /scripts\/generate-references\.ts failed \(exit 3\)/,
    );
    // Inside the generator's own docusaurus commands it stands aside.
    process.env[GENERATING_ENV] = '1';
    const untouched = siteWithGenerator('process.exit(3);\n');
    assert.equal(referenceGenerationPlugin({ siteDir: untouched } as LoadContext).name, 'pagora-reference-generation');
  } finally {
    if (previous === undefined) delete process.env[GENERATING_ENV];
    else process.env[GENERATING_ENV] = previous;
  }
});
