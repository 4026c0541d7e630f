/** The MDX → Markdown conversion behind every guide's `index.md` copy (scripts/llms/mdx-to-markdown.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { apiErrorCodes } from '../../data/apiErrors';
import { statusCodes } from '../../data/statusCodes';
import { methodCapability } from '../../data/methodCapabilities';
import { mdxToMarkdown } from '../../scripts/llms/mdx-to-markdown';
import { mdxLinkResolver } from '../../scripts/llms/mdx-pages';
import { pageMarkdown, summaryLine } from '../../scripts/llms/markdown';
import { dataComponentNames } from '../../shared/data-components';

const page = (body: string): string =>
  `---\ntitle: Test your integration\ndescription: Simulate every outcome.\n---\n\n${body}`;

test('front matter becomes the title and description, and is not in the body', () => {
  const result = mdxToMarkdown(page('Intro.\n'));
  assert.equal(result.title, 'Test your integration');
  assert.equal(result.description, 'Simulate every outcome.');
  assert.equal(result.body, 'Intro.');
  assert.equal(
    pageMarkdown({ title: result.title!, description: result.description, body: result.body }),
    '# Test your integration\n\n> Simulate every outcome.\n\nIntro.\n',
  );
});

test('code tabs become labelled code blocks, in order, with the code untouched', () => {
  const source = page(
    [
      'Send the request:',
      '',
      '<Tabs groupId="code-samples">',
      '<TabItem value="curl" label="curl">',
      '',
      '```bash',
      'curl https://api.pagora.com/v1/payments \\',
      '  -H "Authorization: Bearer sk_test_51JpQx8Pagora2bT6cVw4mZr9"',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="nodejs" label="JavaScript">',
      '',
      '```js',
      "import { randomUUID } from 'node:crypto';",
      '<div id="not-jsx-in-a-code-block"></div>',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="python" label="Python">',
      '',
      '```python',
      'import requests',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="php" label="PHP">',
      '',
      '```php',
      '<?php echo "ok";',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      'Done.',
    ].join('\n'),
  );
  const { body } = mdxToMarkdown(source);
  assert.equal(
    body,
    [
      'Send the request:',
      '',
      '**curl**',
      '',
      '```bash',
      'curl https://api.pagora.com/v1/payments \\',
      '  -H "Authorization: Bearer sk_test_51JpQx8Pagora2bT6cVw4mZr9"',
      '```',
      '',
      '**JavaScript**',
      '',
      '```js',
      "import { randomUUID } from 'node:crypto';",
      '<div id="not-jsx-in-a-code-block"></div>',
      '```',
      '',
      '**Python**',
      '',
      '```python',
      'import requests',
      '```',
      '',
      '**PHP**',
      '',
      '```php',
      '<?php echo "ok";',
      '```',
      '',
      'Done.',
    ].join('\n'),
  );
  assert.doesNotMatch(body, /<\/?Tab/);
});

test('admonitions become quotes with their label, with or without a title', () => {
  const { body } = mdxToMarkdown(
    page(
      [
        ':::note',
        'The app asks for no publishable key.',
        ':::',
        '',
        ':::warning Never trust the redirect alone',
        'Anyone can type your `completeUrl` into a browser.',
        '',
        'Check the status on your server.',
        ':::',
        '',
        ':::tip',
        '- first',
        '- second',
        ':::',
      ].join('\n'),
    ),
  );
  assert.equal(
    body,
    [
      '> **Note:** The app asks for no publishable key.',
      '',
      '> **Warning: Never trust the redirect alone**',
      '>',
      '> Anyone can type your `completeUrl` into a browser.',
      '>',
      '> Check the status on your server.',
      '',
      '> **Tip:**',
      '>',
      '> - first',
      '> - second',
    ].join('\n'),
  );
});

test('an admonition keeps its code block, and nested admonitions nest', () => {
  const { body } = mdxToMarkdown(
    page(
      ['::::danger', 'Outer text.', '', ':::info', 'Inner.', ':::', '', '```bash', 'echo ":::"', '```', '::::'].join(
        '\n',
      ),
    ),
  );
  assert.equal(
    body,
    ['> **Danger:** Outer text.', '>', '> > **Info:** Inner.', '>', '> ```bash', '> echo ":::"', '> ```'].join('\n'),
  );
});

test('imports, exports, MDX comments, JSX wrappers and heading ids go; HTML blocks keep their text and links', () => {
  const { body } = mdxToMarkdown(
    page(
      [
        "import OpenApiDownload from '@site/src/components/OpenApiDownload';",
        'export const Bullet = () => <span>●</span>;',
        '',
        '{/* an editor note */}',
        '',
        '## Base URL {#base-url}',
        '',
        '<OpenApiDownload />',
        '',
        '<p>',
        '  <a className="button button--primary" href="pathname:///api/v1/openapi.json" download="pagora-openapi.json">',
        '    Download the OpenAPI document',
        '  </a>',
        '</p>',
        '',
        'Text with an inline <Badge text="x" /> badge.',
      ].join('\n'),
    ),
  );
  assert.equal(
    body,
    [
      '## Base URL',
      '',
      '[Download the OpenAPI document](https://docs.pagora.com/api/v1/openapi.json)',
      '',
      'Text with an inline  badge.',
    ].join('\n'),
  );
});

test('a page without a front matter title takes its own # heading', () => {
  const result = mdxToMarkdown('# Odoo connector\n\nText.\n');
  assert.equal(result.title, 'Odoo connector');
  assert.equal(result.body, 'Text.');
});

test('relative .mdx links become page URLs, site paths become absolute, code spans stay as written', () => {
  const siteDir = '/repo';
  const from = path.join(siteDir, 'docs/guides/payouts.mdx');
  const routeOfFile = new Map([
    [path.join(siteDir, 'docs/testing.mdx'), '/testing/'],
    [path.join(siteDir, 'docs/guides/verify-signature.mdx'), '/guides/verify-signature/'],
  ]);
  const unresolved: string[] = [];
  const resolveLink = mdxLinkResolver(from, '/guides/payouts/', routeOfFile, siteDir, (href) => unresolved.push(href));
  const { body } = mdxToMarkdown(
    page(
      [
        'See [test cards](../testing.mdx#test-cards), [signatures](./verify-signature.mdx) and [Create a payment](/apis/rest/payments-create/).',
        'Jump [below](#fees); keep `[not a link](../testing.mdx)` and [Pagora](https://www.pagora.com) as they are.',
        'Query [`events`](/apis/graphql/operations/queries/events/), see [the `v1` scheme](./verify-signature.mdx).',
        '[Missing](./nowhere.mdx)',
        '',
        '[ref]: ../testing.mdx',
      ].join('\n'),
    ),
    { resolveLink },
  );
  assert.equal(
    body,
    [
      'See [test cards](https://docs.pagora.com/testing/#test-cards), [signatures](https://docs.pagora.com/guides/verify-signature/) and [Create a payment](https://docs.pagora.com/apis/rest/payments-create/).',
      'Jump [below](https://docs.pagora.com/guides/payouts/#fees); keep `[not a link](../testing.mdx)` and [Pagora](https://www.pagora.com) as they are.',
      'Query [`events`](https://docs.pagora.com/apis/graphql/operations/queries/events/), see [the `v1` scheme](https://docs.pagora.com/guides/verify-signature/).',
      '[Missing](./nowhere.mdx)',
      '',
      '[ref]: https://docs.pagora.com/testing/',
    ].join('\n'),
  );
  assert.deepEqual(unresolved, ['./nowhere.mdx']);
});

test('the one-line summary is the first sentence, without Markdown links', () => {
  assert.equal(
    summaryLine('Creates a payment with [payments-create](/apis/rest/payments-create/). Then more.\n\n| a | b |'),
    'Creates a payment with payments-create.',
  );
  assert.ok(summaryLine('word '.repeat(100)).length <= 200);
});

test('every fact component prints its data in the Markdown copy instead of vanishing', () => {
  const names = dataComponentNames;
  assert.ok(names.length >= 8, `data elements in shared/data-components.ts: ${names.join(', ')}`);
  // The attributes each needs to say something (the rest print their whole table without any).
  const attributes: Record<string, string> = {
    Fact: 'name="callbackTimeout"',
    ScaScope: 'list="exemptions"',
    TestAccounts: 'method="bizum"',
  };
  const silent = names.filter((name) => !mdxToMarkdown(`<${name} ${attributes[name] ?? ''} />\n`).body.trim());
  assert.deepEqual(silent, [], 'components whose copy prints nothing');
});

test('the errors reference copy lists every error code and statusCode from the data, and filters as the page does', () => {
  const errors = mdxToMarkdown('<ApiErrors />\n\n<StatusCodes />\n').body;
  for (const errorCode of apiErrorCodes) assert.match(errors, new RegExp(`\\| \`${errorCode.code}\` \\|`));
  for (const fact of statusCodes) assert.match(errors, new RegExp(`^\\| \`${fact.code}\` \\|`, 'm'));
  assert.match(errors, /\| Test data \|/);

  const retried = mdxToMarkdown('<StatusCodes filter="subscription-retry" withTestData={false} />\n').body;
  const rows = retried.split('\n').filter((line) => /^\| `\d{3}` \|/.test(line));
  assert.deepEqual(
    rows.map((row) => /`(\d{3})`/.exec(row)?.[1]),
    statusCodes.filter((fact) => fact.retriedBySubscriptions).map((fact) => fact.code),
  );
  assert.doesNotMatch(retried, /Test data/);

  const bizum = mdxToMarkdown('<MethodCapabilities method="BIZUM" />\n').body;
  assert.match(
    bizum,
    new RegExp(`\\(\`supportsRefunds\`\\): ${methodCapability('BIZUM').supportsRefunds ? 'Yes' : 'No'}\\.`),
  );
});
