/**
 * plugins/route-chunks: the client manifest learns, for each lazy import, the chunks of its group, so
 * core's lookup by module path finds a route's chunks; what the add-on wrote is kept. That core's
 * lookup then lists them in each page is checked in the browser (tests/e2e/page-loading.spec.ts).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  readClientManifest,
  withRequestOrigins,
  type ChunkGroupLike,
  type ClientManifest,
} from '../../plugins/route-chunks/manifest-origins';

const js = (file: string) => ({ js: [{ file, hash: 'h', publicPath: `/${file}` }] });

// As the add-on writes it under Rspack: origins keyed by chunk id only.
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: { main: ['7', 'main'], '12': ['12', '40'], '40': ['40'] },
  assets: {
    main: js('assets/js/main.aa.js'),
    '7': js('assets/js/runtime~main.bb.js'),
    '12': js('assets/js/5e95c892.cc.js'),
    '40': js('assets/js/40.dd.js'),
    '41': js('assets/js/41.ee.js'),
  },
};

const group = (requests: Array<string | undefined>, ids: Array<string | number>, initial = false): ChunkGroupLike => ({
  isInitial: () => initial,
  origins: requests.map((request) => ({ request })),
  chunks: ids.map((id) => ({ id, ids: [id] })),
});

test('a lazy import is keyed by its request, with every chunk of its group that has files', () => {
  const result = withRequestOrigins(manifest, [
    group(['@site/docs/testing.mdx'], [12, 40, 'no-files']),
    group([undefined], [41]),
    group(['./entry'], ['main', 7], true),
  ]);
  assert.deepEqual(result.origins['@site/docs/testing.mdx'], ['12', '40']);
  assert.equal(result.origins['./entry'], undefined, 'an initial group is the entry, already listed');
  assert.equal(Object.keys(result.origins).length, Object.keys(manifest.origins).length + 1);
});

test("the add-on's own keys are kept, even when a request has the same name", () => {
  const result = withRequestOrigins(manifest, [group(['main'], [41]), group(['12'], [41])]);
  assert.deepEqual(result.origins, manifest.origins);
});

test('a manifest of another shape stops the build with its file name', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-route-chunks-'));
  const file = path.join(dir, 'client-manifest.json');
  writeFileSync(file, JSON.stringify({ entrypoints: ['main'], chunks: {} }));
  assert.throws(
    () => readClientManifest(file),
    new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} no longer has`),
  );
  writeFileSync(file, '{');
  assert.throws(() => readClientManifest(file), /cannot read the client manifest .*client-manifest\.json/);
});
