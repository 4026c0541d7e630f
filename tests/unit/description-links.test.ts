/**
 * Which links of an API description stop generation as relative (scripts/lib/description-links.ts):
 * those a reader would follow to a different place from each page the description shows on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { relativeLinkProblems, relativeLinkTargets } from '../../scripts/lib/description-links';

test('relative targets are found in every link form; site paths, anchors, queries and URLs with a scheme are not', () => {
  const markdown = [
    'See [a](../a/), [b](<b c.md>), [c](c.md "Title"), [d](${docsUrl}/d).',
    'Fine: [e](/guides/e/), [f](#f), [g](?g=1), [h](https://h.example/), [i](mailto:i@example.com), [j](//cdn.example/j).',
  ].join('\n');
  assert.deepEqual(relativeLinkTargets(markdown), ['../a/', 'b c.md', 'c.md', '${docsUrl}/d']);
});

test('links written as code are text', () => {
  const markdown = 'Write `[x](../x/)` in Markdown.\n\n```md\n[y](../y/)\n```\n\nThen [z](../z/).';
  assert.deepEqual(relativeLinkTargets(markdown), ['../z/']);
});

test('each relative target is reported once, at its first link in the source', () => {
  const text = 'a: 1\nb: |\n  see [x](../x/)\nc: again [x](../x/)\n';
  const problems = relativeLinkProblems('api.yaml', text, ['see [x](../x/)', 'again [x](../x/)']);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.line, 3);
  assert.equal(problems[0]!.column, 11);
});
