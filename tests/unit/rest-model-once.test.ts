/**
 * The REST model is built once per content of the OpenAPI file (scripts/lib/openapi-source.ts
 * `restModelOfFile`): the search index and the llms artefacts of one build share it, and an edited
 * file gets a new one.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { restModelOfFile } from '../../scripts/lib/openapi-source';
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
