/**
 * What the ranking knows about query words and pages (shared/search/ranking.ts, engine.ts): a stop
 * word in capitals is an enum value, rows weigh less than sections, repeats less than what they repeat.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { meaningfulTerms, namedArea, pageKind, platformOf } from '../../shared/search/ranking';
import { copiesWeight, rowWeight, SearchEngine } from '../../shared/search/engine';
import type { SearchRecord } from '../../shared/search/types';

test('a verb of looking for something, or "as", is not the topic of the question', () => {
  assert.deepEqual(meaningfulTerms('where do I find my secret key'), ['secret', 'key']);
  assert.deepEqual(meaningfulTerms('where can I see payouts'), ['payouts']);
  assert.deepEqual(meaningfulTerms('take payments as a marketplace'), ['take', 'payments', 'marketplace']);
});

test('a stop word in capitals is a name: IN is searched, in is not', () => {
  assert.deepEqual(meaningfulTerms('IN'), ['in']);
  assert.deepEqual(meaningfulTerms('pay in EUR'), ['pay', 'eur']);
  const record = (anchor: string, lvl3: string, content: string): SearchRecord => ({
    id: `https://docs.pagora.com/apis/graphql/types/enums/payment-rule-operator/#${anchor}`,
    url: `https://docs.pagora.com/apis/graphql/types/enums/payment-rule-operator/#${anchor}`,
    lvl0: 'GraphQL API',
    lvl1: 'PaymentRuleOperator',
    lvl2: 'Values',
    lvl3,
    content,
    language: 'en',
    docusaurus_tag: 'docs-graphql-current',
  });
  const engine = new SearchEngine([
    record('in', 'PaymentRuleOperator.IN', 'The value is in the list.'),
    record('equals', 'PaymentRuleOperator.EQUALS', 'The value equals the one given.'),
  ]);
  assert.equal(engine.search({ query: 'IN' }).hits[0]?.url.endsWith('#in'), true);
  assert.equal(
    engine.search({ query: 'in' }).hits[0]?.url.endsWith('#in'),
    true,
    'a query of stop words only is searched as typed',
  );
  assert.equal(engine.search({ query: 'equals in' }).hits[0]?.url.endsWith('#equals'), true);
});

test('a webhook event page is a tag-like reference page; the webhooks overview is an API overview', () => {
  assert.equal(pageKind('/apis/rest/webhooks/payout-failed/', 'A payout failed.'), 'rest-event');
  assert.equal(pageKind('/apis/rest/webhooks/', 'Pagora tells your server…'), 'api-overview');
});

test("a query that names an API finds that API's pages, which seldom say its name", () => {
  const page = (url: string, lvl0: string, lvl1: string, content: string, tag: string): SearchRecord => ({
    id: `https://docs.pagora.com${url}`,
    url: `https://docs.pagora.com${url}`,
    lvl0,
    lvl1,
    content,
    language: 'en',
    docusaurus_tag: tag,
  });
  const engine = new SearchEngine([
    page(
      '/apis/rest/payment-methods-get/',
      'REST API',
      'List available payment methods',
      'GET /payment-methods Lists the payment methods for an amount.',
      'docs-rest-current',
    ),
    page(
      '/apis/graphql/operations/queries/payments/',
      'GraphQL API',
      'payments',
      "Lists the account's payments, newest first.",
      'docs-graphql-current',
    ),
    page(
      '/apis/graphql/',
      'GraphQL API',
      'Pagora GraphQL API',
      'One endpoint for queries and mutations.',
      'docs-graphql-current',
    ),
    page(
      '/changelog/',
      'Pagora',
      'API changelog',
      'The GraphQL API and the REST API list payments alike.',
      'docs-default-current',
    ),
  ]);
  const pages = (query: string): string[] => engine.search({ query }).hits.map((hit) => new URL(hit.url).pathname);
  const first = (query: string): string | undefined => pages(query)[0];
  // No word of "graphql" on the payments query's page: it is found by the rest of the query, and
  // comes before the changelog, which says every word but is not the GraphQL reference.
  const listed = pages('list payments graphql');
  assert.ok(listed.includes('/apis/graphql/operations/queries/payments/'), listed.join(', '));
  assert.ok(
    listed.indexOf('/apis/graphql/operations/queries/payments/') < listed.indexOf('/changelog/'),
    listed.join(', '),
  );
  // "GraphQL API" is the name whole, not a query for "api".
  assert.equal(first('graphql api'), '/apis/graphql/');
  // "rest" alone is a word ("the rest"), not the REST API's name.
  assert.deepEqual(namedArea('refund the rest'), null);
  assert.deepEqual(namedArea('rest api errors'), { tag: 'docs-rest-current', rest: 'errors' });
});

test('a row of either API weighs as any other row, less than a section', () => {
  // Before, GraphQL rows weighed twice a REST row, so `callbackUrl` listed eight GraphQL types before
  // the REST request that takes it (18th page), and "payouts" the `payouts` query's arguments first.
  const restProperty = rowWeight({ anchor: 'schema.expireAt', lvl3: 'expireAt' });
  const graphqlField = rowWeight({ anchor: 'expire-at', lvl3: 'Payment.expireAt' });
  const graphqlArgument = rowWeight({ anchor: 'status', lvl3: 'payouts.status' });
  const section = rowWeight({ anchor: 'partial-refunds', lvl3: '' });
  assert.equal(graphqlField, restProperty);
  assert.equal(graphqlArgument, restProperty);
  assert.ok(restProperty < section, 'rows weigh less than sections');
});

test('a changelog entry comes after the guide that explains its topic; the changelog itself answers questions about changes', () => {
  const record = (url: string, lvl1: string, content: string, lvl2?: string): SearchRecord => ({
    id: `https://docs.pagora.com${url}`,
    url: `https://docs.pagora.com${url}`,
    lvl0: url.startsWith('/changelog/') ? 'Pagora' : 'Guides',
    lvl1,
    ...(lvl2 ? { lvl2 } : {}),
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const engine = new SearchEngine([
    record(
      '/changelog/',
      'API changelog',
      'Every change to the REST and GraphQL APIs, newest first. Breaking changes are marked.',
    ),
    record(
      '/changelog/#2026-11-24-subscription-outcomes',
      'API changelog',
      'What happens when a subscription payment fails on resume or activation is now stated.',
      'Subscription payment failures stated',
    ),
    record('/subscriptions/integration/', 'Subscriptions', 'Charge customers on a schedule.'),
    record(
      '/subscriptions/integration/#failed-payments-and-retries',
      'Subscriptions',
      'What happens when a subscription payment fails: it becomes past due, and Pagora retries it on the days of its schedule.',
      'Failed payments and retries',
    ),
  ]);
  const pages = (query: string): string[] => [
    ...new Set(engine.search({ query }).hits.map((hit) => new URL(hit.url).pathname)),
  ];
  assert.deepEqual(pages('what happens when a subscription payment fails')[0], '/subscriptions/integration/');
  assert.deepEqual(pages('breaking changes')[0], '/changelog/');
  assert.deepEqual(pages('api changelog')[0], '/changelog/');
  assert.equal(pageKind('/changelog/', ''), 'changelog');
});

test('a row repeated word for word on many pages weighs less than one said once', () => {
  const row = (slug: string, example: string): SearchRecord => ({
    id: `https://docs.pagora.com/apis/rest/${slug}/#response.429.header.Retry-After`,
    url: `https://docs.pagora.com/apis/rest/${slug}/#response.429.header.Retry-After`,
    lvl0: 'REST API',
    lvl1: slug,
    lvl2: 'Response 429 header',
    lvl3: 'Retry-After',
    content: `Retry-After Seconds to wait before the next request. Example: ${example}`,
    language: 'en',
    docusaurus_tag: 'docs-rest-current',
  });
  // The site's 429 header is repeated on about 30 operations; one row says it once (another example).
  const repeated = Array.from({ length: 30 }, (_, index) => row(`operation-${index}`, '1'));
  const engine = new SearchEngine([...repeated, row('once', '2')]);
  const first = engine.search({ query: 'Retry-After', hitsPerPage: 5 }).hits[0]?.url;
  assert.equal(first, 'https://docs.pagora.com/apis/rest/once/#response.429.header.Retry-After');
  // Two copies (a request and its schema page) are the usual pair: no less weight.
  assert.equal(copiesWeight(2), 1);
  assert.ok(copiesWeight(30) < copiesWeight(6) && copiesWeight(6) < 1);
});

test('a camelCase name in running text is a name: its words are not said there', () => {
  const record = (url: string, lvl1: string, content: string, lvl2?: string): SearchRecord => ({
    id: `https://docs.pagora.com${url}`,
    url: `https://docs.pagora.com${url}`,
    lvl0: 'Guides',
    lvl1,
    ...(lvl2 ? { lvl2 } : {}),
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const engine = new SearchEngine([
    record('/guides/rotate/#call', 'Rotation', 'Call rollWebhookSigningSecret with an overlap period.', 'Call it'),
    record('/guides/other/#note', 'Other', 'Nothing about it here.', 'Note'),
  ]);
  const urls = (query: string) => engine.search({ query }).hits.map((hit) => hit.url.split('#')[1]);
  // The name's words in the text are a name, not prose: "signing secret" is not said there.
  assert.deepEqual(urls('signing secret'), []);
  // The name itself is found, typed whole.
  assert.deepEqual(urls('rollWebhookSigningSecret'), ['call']);
});

test('a page whose title answers the query is listed from its top, not from its best section', () => {
  const record = (url: string, lvl1: string, content: string, lvl2?: string): SearchRecord => ({
    id: `https://docs.pagora.com${url}`,
    url: `https://docs.pagora.com${url}`,
    lvl0: 'Guides',
    lvl1,
    ...(lvl2 ? { lvl2 } : {}),
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const engine = new SearchEngine([
    record('/guides/refunds/', 'Refunds', 'Give money back to a customer.'),
    record(
      '/guides/refunds/#retry',
      'Refunds',
      'Retry a refund with the same key, so the refund is not made twice.',
      'Retry a refund',
    ),
  ]);
  assert.equal(engine.search({ query: 'refund' }).hits[0]?.url, 'https://docs.pagora.com/guides/refunds/');
});

test("a schema's own property row keeps its weight among its copies: the values it defines are found there first", () => {
  const row = (page: string, lvl1: string, anchor: string, lvl2: string): SearchRecord => ({
    id: `https://docs.pagora.com${page}#${anchor}`,
    url: `https://docs.pagora.com${page}#${anchor}`,
    lvl0: 'REST API',
    lvl1,
    lvl2,
    lvl3: 'type',
    content: 'type string required Possible values: NOT_FOUND, RATE_LIMITED, INTERNAL_ERROR',
    names: 'NOT_FOUND RATE_LIMITED INTERNAL_ERROR',
    language: 'en',
    docusaurus_tag: 'docs-rest-current',
  });
  const responses = Array.from({ length: 30 }, (_, index) =>
    row(`/apis/rest/operation-${index}/`, `Operation ${index}`, 'response.429.type', 'Response 429'),
  );
  const engine = new SearchEngine([
    ...responses,
    row('/apis/rest/schemas/apiexception/', 'ApiException', 'schema.type', 'Schema'),
  ]);
  const first = engine.search({ query: 'RATE_LIMITED' }).hits[0]?.url;
  assert.equal(first, 'https://docs.pagora.com/apis/rest/schemas/apiexception/#schema.type');
});

/** A record at `url` (a site path): a guide's unless `fields` say otherwise. */
function siteRecord(url: string, fields: Pick<SearchRecord, 'lvl1' | 'content'> & Partial<SearchRecord>): SearchRecord {
  const full = `https://docs.pagora.com${url}`;
  return { id: full, url: full, lvl0: 'Guides', language: 'en', docusaurus_tag: 'docs-default-current', ...fields };
}

test("a shop platform's page answers questions that name the platform; others find the page for everyone first", () => {
  // The same words, listed plug-in first: only the platform tells the two pages apart.
  const text = 'The customer approves MB WAY payments in the MB WAY app on their phone.';
  const engine = new SearchEngine([
    siteRecord('/e-commerce/shopify/pagora-mbway/', { lvl1: 'Pagora MB WAY for Shopify', content: text }),
    siteRecord('/payment-methods/mb-way/', { lvl1: 'Pagora MB WAY for Portugal', content: text }),
  ]);
  const first = (query: string) => new URL(engine.search({ query }).hits[0]!.url).pathname;
  assert.equal(first('mb way payments approved on the phone'), '/payment-methods/mb-way/');
  assert.equal(first('mb way'), '/payment-methods/mb-way/');
  assert.equal(first('mb way payments shopify'), '/e-commerce/shopify/pagora-mbway/');
  assert.equal(first('shopfy mb way'), '/e-commerce/shopify/pagora-mbway/', 'a typo of the name still names it');
  assert.equal(platformOf('/e-commerce/adobe-commerce/'), 'adobe');
  assert.equal(platformOf('/payment-methods/mb-way/'), undefined);
});

test('a question is answered first where its words stand side by side, as the reader put them', () => {
  // The same words, the same length, the page that scatters them listed first.
  const engine = new SearchEngine([
    siteRecord('/scattered/', { lvl1: 'Dashboard keys', content: 'the key shows secret in the dashboard' }),
    siteRecord('/together/', { lvl1: 'Dashboard keys', content: 'the secret key shows in the dashboard' }),
  ]);
  const first = (query: string) => new URL(engine.search({ query }).hits[0]!.url).pathname;
  assert.equal(first('where is my secret key in the dashboard'), '/together/');
  // Two words are a name or a topic, not a question: both pages say them, and record order stands.
  assert.equal(first('secret key'), '/scattered/');
});

test('three digits that a row names as a code ask where it is defined; any other number is a word', () => {
  const engine = new SearchEngine([
    siteRecord('/apis/rest/#rate-limits', {
      lvl0: 'REST API',
      lvl1: 'Pagora Payments API',
      lvl2: 'Rate limits',
      content: 'Send up to 100 requests per second; past that you receive 429.',
      docusaurus_tag: 'docs-rest-current',
    }),
    siteRecord('/errors/#error-type-rate-limited', {
      lvl1: 'Errors and decline codes',
      lvl2: 'REST errors',
      lvl3: 'RATE_LIMITED',
      content: '429 RATE_LIMITED Wait, then retry.',
      names: '429 RATE_LIMITED',
    }),
    siteRecord('/apis/graphql/types/objects/representative/#ownership-percentage', {
      lvl0: 'GraphQL API',
      lvl1: 'Representative',
      lvl2: 'Fields',
      lvl3: 'Representative.ownershipPercentage',
      content: 'Share of the company owned, from 0 to 100.',
      docusaurus_tag: 'docs-graphql-current',
    }),
  ]);
  const first = (query: string) => engine.search({ query }).hits[0]?.url.replace('https://docs.pagora.com', '');
  // 429 is named by the errors row: that row answers, not the overview that mentions it.
  assert.equal(first('429'), '/errors/#error-type-rate-limited');
  // No row names 100: the overview's section, which says what it means, before a field that mentions it.
  assert.equal(first('100'), '/apis/rest/#rate-limits');
});
