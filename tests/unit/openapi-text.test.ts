/** scripts/lib/openapi-text.ts: what the REST generator reads of each description. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeMarkupForMdx, escapeMarkupOutsideCode, withEscapedDescriptions } from '../../scripts/lib/openapi-text';

test('tags and braces outside code become character references; code stays as written', () => {
  assert.equal(
    escapeMarkupOutsideCode('A <img src=x onerror=alert(1)> and {x}, but `<b>{y}</b>` stays.'),
    'A &lt;img src=x onerror=alert(1)&gt; and &#123;x&#125;, but `<b>{y}</b>` stays.',
  );
  assert.equal(escapeMarkupOutsideCode('```json\n{"a": "<b>"}\n```\n<i>'), '```json\n{"a": "<b>"}\n```\n&lt;i&gt;');
  assert.equal(escapeMarkupOutsideCode('Plain text, | a table |'), 'Plain text, | a table |');
});

// A bare URL's link ends at a `<` but runs on over `&lt;`: the empty fragment ends it where the `<` did.
// The built page (api-shapes.test.ts, the Hostile operation) is the check that GFM and Docusaurus agree.
test('a blockquote stays a blockquote: markers that start a line are kept, any other > is escaped', () => {
  const note = 'Sent once.\n\n> **Note:** a <b> here\n> and > there.\n\n   >> nested\n\n```\n> in code\n```';
  const escaped =
    'Sent once.\n\n> **Note:** a &lt;b&gt; here\n> and &gt; there.\n\n   >> nested\n\n```\n> in code\n```';
  assert.equal(escapeMarkupOutsideCode(note), escaped);
  assert.equal(escapeMarkupForMdx(note), escaped);
  assert.equal(
    escapeMarkupOutsideCode('`code` > text'),
    '`code` &gt; text',
    'a > after a code span is not at a line start',
  );
});

test('for MDX, an escaped < after a bare URL or www. domain is preceded by an empty fragment, and no other', () => {
  assert.equal(
    escapeMarkupForMdx('Use <code>www.example.com</code> or https://example.com/a?b=1&c=2<br>.'),
    'Use &lt;code&gt;www.example.com<></>&lt;/code&gt; or https://example.com/a?b=1&c=2<></>&lt;br&gt;.',
  );
  assert.equal(escapeMarkupForMdx('<b>www</b> a<b> {x}'), escapeMarkupOutsideCode('<b>www</b> a<b> {x}'));
  assert.equal(escapeMarkupForMdx('`www.example.com<b>` stays'), '`www.example.com<b>` stays');
  assert.equal(escapeMarkupForMdx('www.example.com<i><b>'), 'www.example.com<></>&lt;i&gt;&lt;b&gt;');
});

test('descriptions, summaries and enum descriptions are escaped anywhere in the document', () => {
  const document = {
    info: { title: 'T <b>', description: '<script>' },
    paths: { '/x': { post: { summary: '{s}', parameters: [{ name: 'a<b', description: '<p>' }] } } },
    components: { schemas: { E: { enum: ['A'], 'x-enumDescriptions': { A: '<i>' }, example: '<kept>' } } },
  };
  assert.deepEqual(withEscapedDescriptions(document), {
    info: { title: 'T <b>', description: '&lt;script&gt;' },
    paths: { '/x': { post: { summary: '&#123;s&#125;', parameters: [{ name: 'a<b', description: '&lt;p&gt;' }] } } },
    components: { schemas: { E: { enum: ['A'], 'x-enumDescriptions': { A: '&lt;i&gt;' }, example: '<kept>' } } },
  });
});
