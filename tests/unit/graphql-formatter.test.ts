/** The hook scripts/lib/graphql-formatter.mjs adds to graphql-markdown: heading levels and meta descriptions. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  beforeComposePageTypeHook,
  plainDescription,
  raiseHeadings,
  withDescription,
} from '../../scripts/lib/graphql-formatter.mjs';
import type { Section } from '../../scripts/lib/graphql-formatter.mjs';

test('section and field headings move up one level, code blocks untouched', () => {
  const markdown = [
    '### Fields',
    '',
    '#### Payment.id',
    '',
    '```graphql',
    '### not a heading',
    '```',
    '##### arg',
  ].join('\n');
  assert.equal(
    raiseHeadings(markdown),
    ['## Fields', '', '### Payment.id', '', '```graphql', '### not a heading', '```', '#### arg'].join('\n'),
  );
  assert.equal(raiseHeadings('## Already h2'), '## Already h2');
});

test('the meta description is the first paragraph as plain text, braces kept', () => {
  assert.equal(
    plainDescription(
      'Activates a `PENDING` subscription. Same as REST `POST /subscriptions/{subscriptionId}/activate`.\n\nMore.',
    ),
    'Activates a PENDING subscription. Same as REST POST /subscriptions/{subscriptionId}/activate.',
  );
  assert.equal(plainDescription('See [the guide](/guides/x/) for *details*.'), 'See the guide for details.');
  assert.equal(plainDescription(undefined), '');
  assert.ok(plainDescription('word '.repeat(200)).length <= 300);
  // The site's one Markdown-to-text function (shared/markdown-text.mjs): a name keeps its underscores.
  assert.equal(
    plainDescription('SUCCEEDED to `PARTIALLY_REFUNDED`; _APPLE_PAY_ fills card.'),
    'SUCCEEDED to PARTIALLY_REFUNDED; APPLE_PAY fills card.',
  );
  assert.match(plainDescription('word '.repeat(200)), /word…$/);
});

test('the description goes into the front matter as a quoted YAML scalar', () => {
  const frontMatter = '---\nid: payment\ntitle: Payment\n---';
  assert.equal(
    withDescription(frontMatter, 'Says "hi": <script>{x}</script>'),
    '---\nid: payment\ntitle: Payment\ndescription: "Says \\"hi\\": <script>{x}</script>"\n---',
  );
  assert.equal(withDescription(frontMatter, ''), frontMatter);
});

test('the hook rewrites the sections of a page in place', () => {
  const sections: Record<string, Section> = {
    header: { content: '---\nid: pay\ntitle: pay\n---' },
    code: { content: '```graphql\n### kept\n```' },
    metadata: { title: 'Arguments', level: 3, content: '#### pay.input\n\nThe input.' },
  };
  beforeComposePageTypeHook({ data: { sections, type: { description: 'Pays `{amount}`.' } } });
  assert.deepEqual(sections.metadata, { title: 'Arguments', level: 2, content: '### pay.input\n\nThe input.' });
  assert.deepEqual(sections.code, { content: '```graphql\n### kept\n```' });
  assert.equal(
    (sections.header as { content: string }).content,
    '---\nid: pay\ntitle: pay\ndescription: "Pays {amount}."\n---',
  );
});
