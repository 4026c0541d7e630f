/**
 * Ejected theme components stay diffable: each is byte-identical to the installed upstream file
 * except inside `CUSTOM:` … `CUSTOM END` blocks, so an upgrade is "copy the new upstream file,
 * re-apply the blocks". The copies are excluded from Prettier (.prettierignore) for that reason.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './support/couplings';
import { unmarkedChanges } from './support/custom-blocks';

/** Our copy → the upstream file it was ejected from (one list: `src/theme/ejected-copies.json`; UPGRADING.md names the same pairs). */
export const ejectedCopies: Record<string, string> = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(path.join(root, 'src/theme/ejected-copies.json'), 'utf8')) as Record<string, string>,
  ).filter(([copy]) => copy !== '//'),
);

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

for (const [copy, upstream] of Object.entries(ejectedCopies)) {
  test(`${copy} differs from ${upstream} only in CUSTOM blocks`, () => {
    assert.deepEqual(unmarkedChanges(read(upstream), read(copy)), []);
  });
}

test('the ejected copies are excluded from Prettier', () => {
  const ignored = read('.prettierignore').split('\n');
  for (const copy of Object.keys(ejectedCopies)) assert.ok(ignored.includes(copy), `${copy} is not in .prettierignore`);
});

test('an unmarked change, addition or removal is reported, a marked one is not', () => {
  const upstream = ['import a;', 'const x = 1;', 'const y = 2;', 'export default x;'].join('\n');
  const marked = ['import a;', '// CUSTOM: why', 'const x = 3;', '// CUSTOM END', 'const y = 2;', 'export default x;'];
  assert.deepEqual(unmarkedChanges(upstream, marked.join('\n')), []);
  assert.deepEqual(unmarkedChanges(upstream, upstream), []);
  assert.match(unmarkedChanges(upstream, upstream.replace('2', '5')).join('\n'), /line 3: differs .*const y = 5/);
  assert.match(unmarkedChanges(upstream, upstream.replace('const y = 2;\n', '')).join('\n'), /line 3: differs/);
  assert.match(unmarkedChanges(upstream, `${upstream}\n// extra`).join('\n'), /line 5: differs .*extra/);
  assert.match(unmarkedChanges(upstream, ['// CUSTOM: open', upstream].join('\n')).join('\n'), /never ends/);
  // A block replaces upstream lines only where it stands.
  const moved = ['import a;', 'const y = 2;', '// CUSTOM: why', '// CUSTOM END', 'export default x;'];
  assert.match(unmarkedChanges(upstream, moved.join('\n')).join('\n'), /line 2: differs/);
});
