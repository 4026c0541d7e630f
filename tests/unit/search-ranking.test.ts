/**
 * What the ranking knows about query words (shared/search/ranking.ts, engine.ts): a word typed as an
 * API name (capitals, snake case) is one name, and a stop word in capitals is an enum value.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  coverageOf,
  meaningfulTerms,
  namedArea,
  operationVerb,
  pageKind,
  wholeNames,
} from '../../shared/search/ranking';
import { copiesWeight, rowWeight, SearchEngine } from '../../shared/search/engine';
import type { SearchRecord } from '../../shared/search/types';

const cover = (query: string, title: string): number =>
  coverageOf(meaningfulTerms(query), wholeNames(query))(meaningfulTerms(title));

test('a title says an API name only whole, not by a word the name starts with', () => {
  // The REST schema CancelPaymentRequest does not name REQUESTED_BY_CUSTOMER, nor createStore CREATED.
  assert.equal(cover('REQUESTED_BY_CUSTOMER', 'CancelPaymentRequest'), 0);
  assert.equal(cover('CREATED', 'createStore'), 0);
  assert.equal(cover('REFUNDED', 'PaymentStatus REFUNDED'), 1);
  // Words typed as words keep their stems and typos: "payouts" is said by "Payout", "created" by "create".
  assert.equal(cover('payouts', 'Payout'), 0.9);
  assert.equal(cover('created', 'createStore'), 0.9);
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

test('within a page, a section is placed by what its heading adds to the page title', () => {
  const section = (anchor: string, heading: string, content: string): SearchRecord => ({
    id: `https://docs.pagora.com/payment-methods/apple-pay/#${anchor}`,
    url: `https://docs.pagora.com/payment-methods/apple-pay/#${anchor}`,
    lvl0: 'Guides',
    lvl1: 'Accept Apple Pay',
    lvl2: heading,
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const engine = new SearchEngine([
    section(
      'test-apple-pay',
      'Test Apple Pay',
      'Pay with a real card in test mode; on the web no certificate is needed.',
    ),
    section(
      'upload-the-certificate',
      'Upload the payment processing certificate',
      'Create the certificate signing request and upload the certificate.',
    ),
    section('refunds', 'Refunds', 'Refund an Apple Pay payment like any card payment.'),
  ]);
  const anchors = (query: string) => engine.search({ query }).hits.map((hit) => hit.url.split('#')[1]);
  // The title says "apple pay": the heading that says "certificate" comes first, not the one that repeats the title.
  assert.equal(anchors('apple pay certificate')[0], 'upload-the-certificate');
  // A query the title does not say at all is placed by the heading as before.
  assert.equal(anchors('test apple pay')[0], 'test-apple-pay');
  assert.equal(anchors('refund')[0], 'refunds');
});

test("an event's payload repeats the object it carries: the schema's row comes before the event's", () => {
  const row = (page: string, lvl1: string, anchor: string): SearchRecord => ({
    id: `https://docs.pagora.com${page}#${anchor}`,
    url: `https://docs.pagora.com${page}#${anchor}`,
    lvl0: 'REST API',
    lvl1,
    lvl2: 'Schema',
    lvl3: anchor.split('.').slice(1).join('.'),
    content: 'string. Why the payout failed, when its status is FAILED.',
    language: 'en',
    docusaurus_tag: 'docs-rest-current',
  });
  // The event's page comes first in the index, so only the ranking can put the schema's row first.
  const engine = new SearchEngine([
    row('/apis/rest/webhooks/payout-failed/', 'PAYOUT_FAILED', 'schema.data.failureReason'),
    row('/apis/rest/schemas/payout/', 'Payout', 'schema.failureReason'),
  ]);
  assert.deepEqual(
    engine.search({ query: 'failure reason' }).hits.map((hit) => new URL(hit.url).pathname),
    ['/apis/rest/schemas/payout/', '/apis/rest/webhooks/payout-failed/'],
  );
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

test('a GraphQL operation is named by what its lead says it does, as a REST operation is by its slug', () => {
  assert.equal(operationVerb('graphql-operation', "Lists the account's payments, newest first."), 'Lists');
  assert.equal(operationVerb('graphql-operation', 'Cancels a payout that is still pending.'), 'Cancels');
  // A lead that does not start with a verb (a singular query: "One payment, by its id") adds nothing.
  assert.equal(operationVerb('graphql-operation', 'One payment, by its id.'), '');
  // Other pages are named by their titles and slugs only.
  assert.equal(operationVerb('graphql-type', 'Lists of values.'), '');
  assert.equal(operationVerb('guide', 'Lists every method.'), '');
  // So the `payments` query says all of "list payments", not half of it.
  assert.equal(cover('list payments', 'payments'), 0.5);
  assert.equal(
    cover('list payments', `payments ${operationVerb('graphql-operation', "Lists the account's payments.")}`),
    0.95,
  );
});

test('a GraphQL field or argument row weighs as a REST property row; an enum value as the table that defines it', () => {
  // Before, GraphQL rows weighed twice a REST row, so `callbackUrl` listed eight GraphQL types before
  // the REST request that takes it (18th page), and "payouts" the `payouts` query's arguments first.
  const weight = (anchor: string, lvl2: string, lvl3: string, kind: Parameters<typeof rowWeight>[1]): number =>
    rowWeight({ anchor, lvl2, lvl3 }, kind);
  const restProperty = weight('schema.expireAt', 'Property', 'expireAt', 'rest-schema');
  const graphqlField = weight('expire-at', 'Fields', 'Payment.expireAt', 'graphql-type');
  const graphqlArgument = weight('status', 'Arguments', 'payouts.status', 'graphql-operation');
  const enumValue = weight('refunded', 'Values', 'PaymentStatus.REFUNDED', 'graphql-type');
  const section = weight('partial-refunds', 'Partial refunds', '', 'guide');
  assert.equal(graphqlField, restProperty);
  assert.equal(graphqlArgument, restProperty);
  assert.ok(restProperty < section, 'rows weigh less than sections');
  assert.equal(enumValue, section, 'an enum value weighs as the REST table of values, a page section');
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

test('a row repeated word for word on many pages comes after the section that explains it; a schema row keeps its weight', () => {
  const record = (
    url: string,
    lvl0: string,
    lvl1: string,
    content: string,
    lvl2?: string,
    lvl3?: string,
  ): SearchRecord => ({
    id: `https://docs.pagora.com${url}`,
    url: `https://docs.pagora.com${url}`,
    lvl0,
    lvl1,
    ...(lvl2 ? { lvl2 } : {}),
    ...(lvl3 ? { lvl3 } : {}),
    content,
    language: 'en',
    docusaurus_tag: 'docs-rest-current',
  });
  const operations = [
    'payments-create',
    'payments-get',
    'payments-cancel',
    'payments-capture',
    'refunds-create',
    'payouts-get',
  ];
  const repeated = operations.flatMap((slug) => [
    record(`/apis/rest/${slug}/`, 'REST API', slug, 'POST /v1/things Does a thing.'),
    record(
      `/apis/rest/${slug}/#response.429.header.Retry-After`,
      'REST API',
      slug,
      'Retry-After Seconds to wait before the next request. Example: 1',
      'Response 429 header',
      'Retry-After',
    ),
  ]);
  const engine = new SearchEngine([
    ...repeated,
    record('/apis/rest/', 'REST API', 'Pagora Payments API', 'The REST API.'),
    record(
      '/apis/rest/#rate-limits',
      'REST API',
      'Pagora Payments API',
      'Each account may send 100 requests per second. Past that you receive 429 with a Retry-After header: wait that many seconds, then send the request again with the same Idempotency-Key, as every retry should carry.',
      'Rate limits',
    ),
  ]);
  const first = engine.search({ query: 'Retry-After', hitsPerPage: 5 }).hits[0]?.url;
  assert.equal(first, 'https://docs.pagora.com/apis/rest/#rate-limits');
  // Two copies (a request and its schema page) are the usual pair: no less weight.
  assert.equal(copiesWeight(2), 1);
  assert.ok(copiesWeight(30) < copiesWeight(6) && copiesWeight(6) < 1);
});
