/**
 * `npm start`: saving a source regenerates the references and touches only the pages whose text
 * changed (the docs plugins reload once per file event); a bad source names its line and changes
 * nothing (plugins/reference-generation/regenerate-on-save.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import referenceGenerationPlugin from '../../plugins/reference-generation';
import { serialRegenerator, sourcesToWatch } from '../../plugins/reference-generation/regenerate-on-save';
import { root } from './support/sources';

test('saving the OpenAPI document in the dev server rewrites only the changed pages, and a bad one changes nothing', async () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'pagora-regenerate-test-'));
  mkdirSync(path.join(site, 'openapi'));
  const openapi = path.join(site, 'openapi', 'openapi.yaml');
  copyFileSync(path.join(root, 'tests/fixtures/api-shapes/legacy.openapi.yaml'), openapi);
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  const previous = process.cwd();
  process.chdir(site);
  try {
    const plugin = await referenceGenerationPlugin({
      siteDir: site,
      currentBundler: { name: 'rspack' },
    } as unknown as LoadContext);
    assert.ok(plugin.getPathsToWatch!().includes(path.join(site, 'openapi')), 'the dev server watches openapi/');
    assert.deepEqual(sourcesToWatch(site).slice(0, 2), [path.join(site, 'openapi'), path.join(site, 'graphql')]);
    await plugin.loadContent!(); // the first load: the factory has just generated
    const page = (name: string) => path.join(site, 'apis/rest', name);
    const handWritten = page('index.mdx');
    writeFileSync(handWritten, '# Written by hand\n');
    const untouched = statSync(page('upload-photo.api.mdx')).mtimeMs;

    writeFileSync(
      openapi,
      readFileSync(openapi, 'utf8').replace('summary: Register an animal', 'summary: Enrol an animal'),
    );
    await plugin.loadContent!();
    assert.match(readFileSync(page('create-pet.api.mdx'), 'utf8'), /title: "?Enrol an animal/);
    assert.equal(statSync(page('upload-photo.api.mdx')).mtimeMs, untouched, 'an unchanged page is not written again');
    assert.equal(readFileSync(handWritten, 'utf8'), '# Written by hand\n');

    const good = readFileSync(openapi, 'utf8');
    const before = readFileSync(page('create-pet.api.mdx'), 'utf8');
    writeFileSync(openapi, `${good}\n  bad: [unclosed\n`);
    await assert.rejects(async () => plugin.loadContent!(), /openapi\/openapi\.yaml:\d+:\d+: YAML does not parse/);
    assert.equal(readFileSync(page('create-pet.api.mdx'), 'utf8'), before, 'the previous pages are kept');

    // The file events of one save make one run, not one each.
    writeFileSync(openapi, good);
    const regenerate = serialRegenerator(site);
    const runs = [regenerate(), regenerate(), regenerate()];
    assert.equal(new Set(runs).size, 1);
    await runs[0];
  } finally {
    process.chdir(previous);
  }
});
