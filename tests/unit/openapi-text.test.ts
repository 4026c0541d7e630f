/** scripts/lib/openapi-text.ts: what the REST generator reads of each description. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeMarkupOutsideCode, withEscapedDescriptions } from '../../scripts/lib/openapi-text';

test('tags and braces outside code become character references; code stays as written', () => {
  assert.equal(
    escapeMarkupOutsideCode('A <img src=x onerror=alert(1)> and {x}, but `<b>{y}</b>` stays.'),
    'A &lt;img src=x onerror=alert(1)&gt; and &#123;x&#125;, but `<b>{y}</b>` stays.',
  );
  assert.equal(escapeMarkupOutsideCode('```json\n{"a": "<b>"}\n```\n<i>'), '```json\n{"a": "<b>"}\n```\n&lt;i&gt;');
  assert.equal(escapeMarkupOutsideCode('Plain text, | a table |'), 'Plain text, | a table |');
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
