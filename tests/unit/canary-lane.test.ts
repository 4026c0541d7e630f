/** The canary lane's choices from the registry, its reading of test logs and its known workarounds (scripts/canary/). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { failingTests, newestCommonCanary, newestNodeFor } from '../../scripts/canary/versions';
import { applyEdit, staleEdits, workarounds } from '../../scripts/canary/workarounds';
import { root } from './support/sources';

test('the newest 4.0 canary every package publishes is chosen, by build number, not string order', () => {
  const core = ['3.10.2', '4.0.0-canary-999', '4.0.0-canary-6822', '4.0.0-canary-6808', '4.0.0'];
  assert.equal(newestCommonCanary([core]), '4.0.0-canary-6822');
  assert.equal(newestCommonCanary([core, ['4.0.0-canary-999', '4.0.0-canary-6808']]), '4.0.0-canary-6808');
  assert.equal(newestCommonCanary([core, ['3.10.2']]), undefined);
});

test('the newest Node the canary accepts is chosen', () => {
  const versions = ['22.12.0', '24.14.0', '24.20.0', '24.21.0', '26.10.0'];
  assert.equal(newestNodeFor(versions, '>=24.21 <25'), '24.21.0');
  assert.equal(newestNodeFor(versions, '>=24.21'), '24.21.0', 'the lowest accepted major, newest release');
  assert.equal(newestNodeFor(versions, '>=27'), undefined);
});

test('failing tests are read from node:test and Playwright logs', () => {
  const log = [
    'ok 1 - fine',
    'not ok 2 - the swap still finds its target',
    '    not ok 3 - nested failure',
    '  1) [chromium] › tests/e2e/search.spec.ts:10:3 › search opens ────',
    '✖ src/theme/SearchPage/index.tsx differs only in CUSTOM blocks (0.82ms)',
    '✔ a passing one (0.1ms)',
    '✖ failing tests:',
  ].join('\n');
  assert.deepEqual(failingTests(log), [
    'the swap still finds its target',
    'nested failure',
    'src/theme/SearchPage/index.tsx differs only in CUSTOM blocks',
    '[chromium] › tests/e2e/search.spec.ts:10:3 › search opens ────',
  ]);
});

test('every known Docusaurus 4 workaround still fits the checkout (a stale one would leave the lane without figures)', () => {
  const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
  for (const workaround of workarounds) {
    assert.deepEqual(staleEdits(read, workaround), [], workaround.id);
    assert.ok(workaround.edits.length > 0 || workaround.env, `${workaround.id} changes nothing`);
  }
});

test('a workaround edit replaces its text once, literally, and a missing or repeated text is stale', () => {
  const edit = { file: 'a.ts', find: "from 'x';\n", replace: "from 'y'; // $& kept literally\n" };
  assert.equal(applyEdit("import a from 'x';\n", edit), "import a from 'y'; // $& kept literally\n");
  const workaround = { id: 'w', breaks: '', edits: [edit] };
  assert.deepEqual(
    staleEdits(() => "import a from 'x';\n", workaround),
    [],
  );
  assert.equal(staleEdits(() => "import a from 'z';\n", workaround).length, 1);
  assert.equal(staleEdits(() => "from 'x';\nfrom 'x';\n", workaround).length, 1);
});
