/**
 * Inline HTML in API descriptions (shared/description-html.ts): a safe subset read as the Markdown it
 * means, everything else left to show as text, so pages, meta descriptions, search records and
 * Markdown copies carry no tags. The built pages: api-shapes.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { htmlToMarkdown } from '../../shared/description-html';
import { RestModel, type Json } from '../../shared/rest-model/model';
import { restRecordsByRoute } from '../../scripts/lib/rest-records';
import { root } from './support/sources';

test('paragraphs, links, code, lists, emphasis and breaks become Markdown', () => {
  assert.equal(
    htmlToMarkdown(
      '<p>Creates a <a href="https://x.test/a?b=1&amp;c=2">payment</a>.</p><p>Then <code>a &lt; b</code> <b>now</b>.</p>',
    ),
    'Creates a [payment](https://x.test/a?b=1&c=2).\n\nThen `a < b` **now**.',
  );
  assert.equal(
    htmlToMarkdown(
      'Read <em>this</em><br>then:\n<ul>\n  <li>one</li>\n  <li>two<ol><li>inner</li></ol></li>\n</ul>After.',
    ),
    'Read *this*  \nthen:\n\n- one\n- two\n  1. inner\n\nAfter.',
  );
  assert.equal(htmlToMarkdown('<pre><code>{\n  "a": "&lt;b&gt;"\n}</code></pre>'), '```\n{\n  "a": "<b>"\n}\n```');
});

test('other tags, unsafe link targets, code and unclosed tags stay as written', () => {
  for (const text of [
    '<script>alert(1)</script> <img src=x> <span>s</span>',
    '`<b>code</b>` and\n```\n<p>x</p>\n```',
    'No HTML {x}',
  ])
    assert.equal(htmlToMarkdown(text), text);
  assert.equal(htmlToMarkdown('<a href="javascript:alert(1)">click</a> <em>open'), 'click <em>open');
});

test('an HTML description is titled, described and indexed as plain text', async () => {
  const document = yaml.load(readFileSync(path.join(root, 'tests/fixtures/api-shapes/shapes.openapi.yaml'), 'utf8'));
  const model = await RestModel.of(document as Json);
  const notes = model.operations().find((entry) => entry.id === 'list-notes')!;
  assert.equal(notes.title, 'Lists the notes on an account, newest first');
  assert.match(
    notes.operation.description!,
    /^Lists the notes on an account, newest first\.\n\nFilter them with `since`/,
  );
  const records = restRecordsByRoute(model).get('/apis/rest/list-notes/') ?? [];
  assert.ok(records.length > 0, 'the page has search records');
  for (const record of records)
    assert.doesNotMatch(JSON.stringify(record), /<\/?(p|code|b|em|ul|li|a)\b/, 'no tags in search text');
});
