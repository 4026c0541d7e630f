/**
 * The OpenAPI document is parsed, and its REST model built, once per process while the file stays
 * the same (scripts/lib/openapi-source.ts `openApiOfFile`, `restModelOfFile`): the readers of one
 * process (generation, the guide checks, the changelog badges, the search index and llms artefacts),
 * each a plugin Docusaurus loads with its own copy of the modules, share them; an edited file gets new ones.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mock, test } from 'node:test';
import yaml from 'js-yaml';
import { loadFreshModule } from '@docusaurus/utils';
import { openApiOfFile, restModelOfFile } from '../../scripts/lib/openapi-source';
import { readApiVocabulary } from '../../plugins/facts-check/guide-checks';
import { changedPages } from '../../scripts/changelog/pages';
import { loadEntries } from '../../scripts/changelog/entries';
import { root } from './support/code-files';

test('the REST model of one OpenAPI file is built once while the file stays the same', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-rest-model-'));
  try {
    const file = path.join(dir, 'openapi.yaml');
    copyFileSync(path.join(root, 'openapi', 'openapi.yaml'), file);
    const first = await restModelOfFile(file);
    assert.equal(await restModelOfFile(file), first);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^info:\n/m, 'info:\n  x-edited: true\n'));
    const edited = await restModelOfFile(file);
    assert.notEqual(edited, first);
    assert.equal((edited.document.info as Record<string, unknown>)['x-edited'], true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the guide checks, the changelog badges and the REST model of one process share one parse', async () => {
  const file = path.join(root, 'openapi', 'openapi.yaml');
  const text = readFileSync(file, 'utf8');
  const load = mock.method(yaml, 'load');
  try {
    readApiVocabulary(root);
    assert.ok(Object.keys(changedPages(loadEntries(path.join(root, 'tests/fixtures/changelog')), root)).length > 0);
    const model = await restModelOfFile(path.relative(process.cwd(), file));
    assert.equal(openApiOfFile(file), openApiOfFile(path.relative(process.cwd(), file)));
    // A copy of the module as Docusaurus loads it for another plugin.
    const fresh = (await loadFreshModule(path.join(root, 'scripts/lib/openapi-source.ts'))) as {
      restModelOfFile: typeof restModelOfFile;
    };
    assert.equal(await fresh.restModelOfFile(file), model);
    assert.ok(model.operations().length > 0);
    assert.equal(load.mock.calls.filter((call) => call.arguments[0] === text).length, 1);
  } finally {
    load.mock.restore();
  }
});
