/**
 * Search records: the generated REST pages' from the one REST model (scripts/lib/rest-records.ts: a
 * row is a record on its anchor that says where it lives, a nested row keeps its own text, the
 * section around keeps the rows' names), every other page's from its built HTML
 * (scripts/lib/search-records.ts); and the two index files split as the site loads them.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { recordsFromHtml } from '../../scripts/lib/search-records';
import { restRecordsByRoute } from '../../scripts/lib/rest-records';
import type { SearchRecord } from '../../shared/search/types';
import { restModel } from './support/sources';
import { SearchEngine } from '../../shared/search/engine';
import { shortLead, splitIndex } from '../../shared/search/indexSplit';
import { queryNeedsFields } from '../../src/search/localSearchClient';

/** A REST operation page as the build renders it: a parameter row and a nested request property. */
const page = `<!doctype html><html lang="en"><head><title>Create a payment | Pagora</title>
<meta name="docsearch:docusaurus_tag" content="docs-rest-current"></head><body><article>
<h1>Create a payment</h1><p>POST /payments Creates a payment and returns it. Use it for every one-off charge.</p>
<h2 id="request">Request</h2>
<ul><li><div id="param.header.Idempotency-Key" data-search-field="Idempotency-Key" data-search-group="Header parameter">
<div class="openapi-params__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">Idempotency-Key</strong><span class="openapi-schema__type">string</span></span>
<p>A unique string of your choice.</p></div></div></li></ul>
<div id="request.customer" data-search-field="customer" data-search-group="Request body"><details><summary><span class="openapi-schema__container"><strong class="openapi-schema__property">customer</strong><span class="openapi-schema__name">object</span></span></summary>
<p>The customer who pays.</p>
<div id="request.customer.email" data-search-field="customer.email" data-search-group="Request body"><div class="openapi-schema__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">email</strong><span class="openapi-schema__name">string&lt;email&gt;</span><span class="openapi-schema__required">required</span></span>
<p>Receipts go here.</p></div></div>
</details></div>
<div id="request.status" data-search-field="status" data-search-group="Request body"><p>Possible values: [<code>PENDING</code>, <code>PARTIALLY_REFUNDED</code>]</p></div>
</article></body></html>`;

/** The REST pages' records, from Pagora's own document. */
let restPages = new Map<string, SearchRecord[]>();
let records: SearchRecord[] = [];
before(async () => {
  restPages = restRecordsByRoute(await restModel());
  records = restPages.get('/apis/rest/payments-create/') ?? [];
});
const byAnchor = (anchor: string) => records.find((record) => record.url.endsWith(`#${anchor}`));

test('a "Changed on" badge is page chrome: the page record starts with the lead, not the badge', () => {
  // The badge sits above the lead of pages a changelog entry touched. In the lead it read as the
  // page's first words (snippets began "Changed on 2026-11-24") and moved "create payment" from
  // the REST operation to 7th place.
  const badged = page.replace(
    '<h1>Create a payment</h1>',
    '<h1>Create a payment</h1><p class="pagora-changed-on badge_x1Yz"><a href="/changelog/#2026-11-24-x">Changed on 2026-11-24</a></p>',
  );
  const [pageRecord] = recordsFromHtml(badged, '/apis/rest/payments-create/');
  assert.match(pageRecord!.content, /^POST \/payments Creates a payment/);
  assert.doesNotMatch(JSON.stringify(recordsFromHtml(badged, '/apis/rest/payments-create/')), /Changed on/);
});

test('each REST row is a record on its anchor, named by its path and placed by its group', () => {
  const email = byAnchor('request.customer.email');
  assert.equal(email?.lvl2, 'Request body');
  assert.equal(email?.lvl3, 'customer.email');
  assert.match(email?.content ?? '', /^email string \(email\) Email address\. Receipts/);
  assert.equal(email?.field, true);
  const header = byAnchor('param.header.Idempotency-Key');
  assert.equal(header?.lvl2, 'Header parameter');
  assert.match(header?.content ?? '', /^Idempotency-Key string A unique string/);
  assert.match(byAnchor('response.201.status')?.content ?? '', /^status PaymentStatus required/);
  // The callback posts the Payment of the 201 response: its rows are that response's, not repeated.
  assert.equal(byAnchor('callback.post-paymentStatusChanged.request.status'), undefined);
});

test("a nested object's row keeps its own text, not its properties'", () => {
  const customer = byAnchor('request.customer');
  assert.match(customer?.content ?? '', /^customer Customer The customer\. Prefills/);
  assert.ok(!customer?.content.includes('Receipts'), "the nested email's text stays on its own row");
});

test('the sections around the rows name them, and what the operation answers', () => {
  const request = byAnchor('request');
  assert.ok(request && !request.field);
  for (const text of ['Header parameters Idempotency-Key string', 'Pagora-Account string'])
    assert.ok(request.content.includes(text), text);
  assert.match(byAnchor('responses')?.content ?? '', /^201 /);
  assert.match(byAnchor('errors')?.content ?? '', /422 UNPROCESSABLE_ENTITY: PAYMENT_METHOD_UNAVAILABLE/);
});

test('the first index file has the page with its first sentence, the details file the rest and the whole page record', () => {
  const { first, details } = splitIndex(records);
  assert.deepEqual(
    first.map((record) => [record.url, record.content]),
    [
      [
        'https://docs.pagora.com/apis/rest/payments-create/',
        "POST /payments Creates a payment and returns it in status PENDING, with a url to Pagora's prebuilt payment page and a sessionId for Pagora JS.",
      ],
    ],
  );
  assert.equal(details.length, records.length);
  const guide = { ...records[0]!, url: 'https://docs.pagora.com/testing/#cards', id: 'x', lvl0: 'Guides' };
  assert.deepEqual(splitIndex([guide]), { first: [guide], details: [] });
});

test("an API overview's sections are in the first file, as a guide's are; an operation's are not", () => {
  const section = (url: string, lvl0: string) => ({
    ...records[0]!,
    url,
    id: url,
    lvl0,
    content: 'Send Idempotency-Key.',
  });
  const overview = section('https://docs.pagora.com/apis/rest/#idempotency', 'REST API');
  const graphqlOverview = section('https://docs.pagora.com/apis/graphql/#pagination', 'GraphQL API');
  const operation = section('https://docs.pagora.com/apis/rest/payments-create/#request', 'REST API');
  const { first, details } = splitIndex([overview, graphqlOverview, operation]);
  assert.deepEqual(
    first.map((record) => record.url),
    [overview.url, graphqlOverview.url],
  );
  assert.deepEqual(
    details.map((record) => record.url),
    [operation.url],
  );
});

test('a short lead is the first sentence, or the first words when no sentence ends soon', () => {
  assert.equal(shortLead('Activates a PENDING subscription. Then it charges.'), 'Activates a PENDING subscription.');
  const long = 'word '.repeat(60).trim();
  assert.ok(shortLead(long).length <= 160 && long.startsWith(shortLead(long)) && !shortLead(long).endsWith(' '));
});

test('the details file, added to an engine built from the first, replaces the short page record and finds the rows', () => {
  const { first, details } = splitIndex(records);
  const engine = new SearchEngine(first);
  assert.equal(engine.search({ query: 'three ways' }).nbHits, 0);
  assert.equal(engine.search({ query: 'Idempotency-Key' }).hits.length, 0);
  engine.addRecords(details);
  assert.equal(engine.size, records.length);
  assert.equal(
    engine.search({ query: 'three ways' }).hits[0]?.url,
    'https://docs.pagora.com/apis/rest/payments-create/',
  );
  assert.equal(
    engine.search({ query: 'email' }).hits.some((hit) => hit.url.endsWith('#request.customer.email')),
    true,
  );
});

test('a query waits for the details file when it names an identifier or finds nothing yet', () => {
  for (const query of ['orderId', 'PARTIALLY_REFUNDED', 'trialPeriodDays'])
    assert.equal(queryNeedsFields(query, 5), true, query);
  for (const query of ['refund', 'save card', 'MB WAY', '3DS', 'script src pagora.js'])
    assert.equal(queryNeedsFields(query, 5), false, query);
  assert.equal(queryNeedsFields('zzzz', 0), true);
  assert.equal(queryNeedsFields('', 0), false);
  assert.equal(queryNeedsFields('r', 0), false); // a word being typed
});

test('the values a schema or a row lists are the names of its record, never cut', () => {
  const paymentMethod = restPages.get('/apis/rest/schemas/paymentmethod/') ?? [];
  const page = paymentMethod.find((record) => !record.url.includes('#'));
  assert.ok(page?.names?.split(' ').includes('SEPA_REQUEST_TO_PAY'), 'the enum page names its values');
  // A row whose type is a short enum lists its values, as the page shows them under the row.
  const status = (restPages.get('/apis/rest/schemas/payment/') ?? []).find((record) =>
    record.url.endsWith('#schema.status'),
  );
  assert.ok(status?.names?.split(' ').includes('PARTIALLY_REFUNDED'));
  // The first file keeps no names: only the reference's details need them.
  assert.ok(splitIndex(paymentMethod).first.every((record) => record.names === undefined));
});

test('a value finds the schema that defines it first, above a row that mentions it', () => {
  const engine = new SearchEngine([...restPages.values()].flat());
  const hits = engine.search({ query: 'SEPA_REQUEST_TO_PAY', facetFilters: ['lvl0:REST API'] }).hits;
  assert.equal(new URL(hits[0]!.url).pathname, '/apis/rest/schemas/paymentmethod/');
});

/** A guide with a fact table whose rows are link targets (data/fact-tables.ts gives them anchors). */
test("a table's header names are the names of its section, and other hyphenated first cells are not", () => {
  const headers = `<!doctype html><html lang="en"><head><title>Webhook events | Pagora</title>
<meta name="docsearch:docusaurus_tag" content="docs-rest-current"></head><body><article>
<h1>Webhook events</h1><p>Events Pagora sends.</p>
<h2 id="headers">Headers</h2><table><thead><tr><th>Header<th>Meaning<tbody>
<tr><td><code>Pagora-Event-Id</code><td>ID of the event.<tr><td><code>Idempotency-Key</code><td>A key.
<tr><td>pay-by-link<td>A flow.<tr><td>3-D Secure<td>Authentication.</table>
</article></body></html>`;
  const section = recordsFromHtml(headers, '/apis/rest/webhooks/').find((record) => record.url.endsWith('#headers'));
  assert.equal(section?.names, 'Pagora-Event-Id Idempotency-Key');
});

const guide = `<!doctype html><html lang="en"><head><title>Errors | Pagora</title>
<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><article>
<h1>Errors and decline codes</h1><p>Two different things can go wrong.</p>
<h2 id="rest-errors">REST errors</h2><p>${'Every error body has a type and a code. '.repeat(20)}</p>
<table><thead><tr><th>HTTP status<th><code>type</code><th><code>code</code><th>Meaning</thead><tbody>
<tr id="error-amount-exceeds-refundable"><td><code>422</code><td><code>UNPROCESSABLE_ENTITY</code><td><code>AMOUNT_EXCEEDS_REFUNDABLE</code><td>The refund is larger than what is left.</tr>
<tr><td><code>429</code><td><code>RATE_LIMITED</code><td><code>RATE_LIMITED</code><td>Too many requests.</tr>
<tr id="error-resource-not-found"><td><code>404</code><td><code>NOT_FOUND</code><td><code>RESOURCE_NOT_FOUND</code><td>No object with this ID.</tr>
</tbody></table></article></body></html>`;

test('a guide table row with an id is a record on its anchor, named by the cell its anchor names, and its section keeps the text', () => {
  const guideRecords = recordsFromHtml(guide, '/errors/');
  const row = guideRecords.find((record) => record.url.endsWith('#error-amount-exceeds-refundable'));
  assert.equal(row?.lvl2, 'REST errors');
  assert.equal(row?.lvl3, 'AMOUNT_EXCEEDS_REFUNDABLE');
  assert.equal(
    row?.content,
    '422 UNPROCESSABLE_ENTITY AMOUNT_EXCEEDS_REFUNDABLE The refund is larger than what is left.',
  );
  assert.ok(!row?.field, 'a guide row is guide content: it stays in the first index file');
  // The section's text is cut at 600 characters, before the table: the row is found only through its record.
  const section = guideRecords.find((record) => record.url.endsWith('#rest-errors'));
  assert.ok(section && !section.content.includes('larger than what is left'));
  // A row without an id (not a link target) stays in its section only.
  assert.equal(guideRecords.filter((record) => record.lvl2 === 'REST errors').length, 3);
  // The words of the code find the row that defines it.
  const engine = new SearchEngine(guideRecords);
  const urls = engine.search({ query: 'amount exceeds refundable', hitsPerPage: 5 }).hits.map((hit) => hit.url);
  assert.equal(urls[0], 'https://docs.pagora.com/errors/#error-amount-exceeds-refundable');
});

/** A guide as the build renders it, with the docs sidebar around the article. */
const guideInSidebar = (route: string, title: string, label: string, body: string): string =>
  `<!doctype html><html lang="en"><head><title>${title} | Pagora</title>
<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<nav class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">
<li><a class="menu__link" href="/getting-started/">Getting started</a></li>
<li><a class="menu__link menu__link--active" aria-current="page" href="${route}">${label}</a></li></ul></nav>
<article><h1>${title}</h1><p>${body}</p></article></body></html>`;

test("a page's sidebar label, when not its title, names the page in the index and ranks it like its title", () => {
  const labelled = recordsFromHtml(
    guideInSidebar(
      '/pagora-js/payment-request/',
      'Apple Pay and Google Pay button',
      'Payment request button',
      'One button for both wallets, shown only where the customer can pay with one.',
    ),
    '/pagora-js/payment-request/',
  );
  assert.equal(labelled[0]?.label, 'Payment request button');
  // Sections are found under the page title; only the page's own record carries the label.
  assert.equal(labelled.filter((record) => record.label).length, 1);
  // A label that only repeats the title is not stored twice.
  const plain = recordsFromHtml(
    guideInSidebar('/guides/refunds/', 'Refunds', 'Refunds', 'Give money back.'),
    '/guides/refunds/',
  );
  assert.equal(plain[0]?.label, undefined);

  // Another page mentions every word of the label in its text: the page the sidebar names comes first.
  const mentioning = recordsFromHtml(
    guideInSidebar(
      '/payment-methods/apple-pay/',
      'Accept Apple Pay',
      'Apple Pay',
      'Add the payment request button to your checkout: a payment request button shows Apple Pay.',
    ),
    '/payment-methods/apple-pay/',
  );
  const engine = new SearchEngine([...mentioning, ...labelled]);
  const first = engine.search({ query: 'payment request button' }).hits[0];
  assert.equal(first?.url, 'https://docs.pagora.com/pagora-js/payment-request/');
  // The hit shows the page's title; the label is searched, never shown.
  assert.equal(first?.hierarchy.lvl1, 'Apple Pay and Google Pay button');
});

test("a guide's description opens its page record unless its lead says it; a generated page's does not", () => {
  const withDescription = (tag: string, description: string, lead: string): string =>
    `<!doctype html><html lang="en"><head><title>Refunds | Pagora</title>
<meta name="docsearch:docusaurus_tag" content="${tag}"><meta name="description" content="${description}"></head><body>
<article><h1>Refunds</h1><p>${lead}</p><h2 id="refund-a-payment">Refund a payment</h2><p>Call refund.</p></article></body></html>`;
  const summary = 'Give money back in full or in part, and retry a refund without refunding twice.';
  const guide = recordsFromHtml(
    withDescription('docs-default-current', summary, 'Refunds return money.'),
    '/guides/refunds/',
  );
  assert.equal(guide[0]?.content, `${summary} Refunds return money.`);
  // Only the page's own record: its sections keep their own text.
  assert.equal(guide[1]?.content, 'Call refund.');
  // A guide's task words ("refunding twice") find it through its description.
  const engine = new SearchEngine(guide);
  assert.equal(engine.search({ query: 'refunding twice' }).hits[0]?.url, 'https://docs.pagora.com/guides/refunds/');

  // A lead that already says the description is not doubled.
  const said = recordsFromHtml(
    withDescription('docs-default-current', 'Refunds return money.', 'Refunds return money. More.'),
    '/guides/refunds/',
  );
  assert.equal(said[0]?.content, 'Refunds return money. More.');
  // A generated reference page's description repeats its lead: it stays out.
  const reference = recordsFromHtml(
    withDescription('docs-graphql-current', summary, 'Lists refunds.'),
    '/apis/graphql/operations/queries/refunds/',
  );
  assert.equal(reference[0]?.content, 'Lists refunds.');
});

test("a guide row's codes are its names, kept in the first index file; a guide's tables of values name nothing", () => {
  const guideRecords = recordsFromHtml(guide, '/errors/');
  const byAnchor = (anchor: string) => guideRecords.find((record) => record.url.endsWith(`#${anchor}`));
  // Its first cell and the cell its anchor names, where written as code.
  assert.equal(byAnchor('error-amount-exceeds-refundable')?.names, '422 AMOUNT_EXCEEDS_REFUNDABLE');
  // The anchor ends with both `not-found` and `resource-not-found`: the longer names the row.
  assert.equal(byAnchor('error-resource-not-found')?.lvl3, 'RESOURCE_NOT_FOUND');
  assert.equal(byAnchor('error-resource-not-found')?.names, '404 RESOURCE_NOT_FOUND');
  assert.equal(byAnchor('rest-errors')?.names, undefined);
  const { first } = splitIndex(guideRecords);
  assert.equal(
    first.find((record) => record.url.endsWith('#error-resource-not-found'))?.names,
    '404 RESOURCE_NOT_FOUND',
  );
});
