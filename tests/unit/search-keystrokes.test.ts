/**
 * What the engine does with a query as the reader types it (shared/search/engine.ts, synonyms.ts):
 * a two-letter last word is looked for in names, not spread over every text; synonyms never
 * double a phrase; facet filters and highlights follow DocSearch's rules.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine, facetTest } from '../../shared/search/engine';
import { synonymVariants } from '../../shared/search/synonyms';
import type { SearchRecord } from '../../shared/search/types';

function page(slug: string, title: string, content: string, tag = 'docs-default-current'): SearchRecord {
  const url = `https://docs.pagora.com/${slug}/`;
  return { id: url, url, lvl0: 'Guides', lvl1: title, content, language: 'en', docusaurus_tag: tag };
}

const records = [
  page('refunds', 'Refunds', 'Return money to the customer after a capture.'),
  page('subscriptions', 'Subscriptions', 'Charge a customer on a schedule; each recurring charge is a payment.'),
  page('qr-payments', 'In-store payments', 'Show a QR code at the till.'),
  page('settlements', 'Settlements', 'Money arrives in your bank account every day.', 'docs-rest-current'),
];
const urls = (engine: SearchEngine, query: string): string[] =>
  engine.search({ query }).hits.map((hit) => hit.url.replace('https://docs.pagora.com', ''));

test('a two-letter last word finds pages and sections named by it, not every text that has a word starting so', () => {
  const engine = new SearchEngine(records);
  // "re…": Refunds is named by it; Subscriptions only says "recurring" in its text.
  assert.deepEqual(urls(engine, 're'), ['/refunds/']);
  // The third letter searches the text too.
  assert.ok(urls(engine, 'rec').includes('/subscriptions/'));
  // A two-letter word that is whole in the text is still found there.
  assert.deepEqual(urls(engine, 'QR'), ['/qr-payments/']);
  // Earlier words are not being typed: only the last word is narrowed.
  assert.deepEqual(urls(engine, 'customer re'), ['/refunds/']);
});

test('a synonym phrase inside a longer one of its group is replaced as the longer one', () => {
  assert.deepEqual(synonymVariants('QR code pay'), ['qr pay']);
  assert.deepEqual(synonymVariants('pay with QR'), ['pay with qr code']);
  const emv = synonymVariants('EMV 3DS');
  assert.ok(emv.includes('3 d secure'));
  assert.ok(!emv.some((variant) => variant.startsWith('emv ') && variant !== 'emv 3ds'), emv.join(', '));
});

test('a synonym the query already says elsewhere is not repeated', () => {
  const variants = synonymVariants('3-D Secure SCA');
  assert.ok(variants.includes('3ds sca'));
  assert.ok(!variants.some((variant) => /\bsca sca\b|3 d secure 3 d secure/.test(variant)), variants.join(', '));
});

test('facet filters: entries AND, nested arrays OR, a leading minus negates', () => {
  const [guide, , , rest] = records;
  const inDocs = facetTest([
    'language:en',
    ['docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-graphql-current'],
  ]);
  assert.equal(inDocs(guide!), true);
  assert.equal(inDocs(rest!), false);
  assert.equal(facetTest('-docusaurus_tag:docs-rest-current')(rest!), false);
  assert.equal(facetTest([[]])(rest!), true);
  assert.equal(facetTest(undefined)(rest!), true);
  const engine = new SearchEngine(records);
  const filtered = engine.search({ query: 'money', facetFilters: ['docusaurus_tag:docs-rest-current'] });
  assert.deepEqual(
    filtered.hits.map((hit) => hit.url),
    ['https://docs.pagora.com/settlements/'],
  );
  assert.equal(filtered.nbHits, 1);
});

test('each hit highlights the words it matched, prefixes expanded', () => {
  const engine = new SearchEngine(records);
  const [hit] = engine.search({ query: 'subscr' }).hits;
  assert.equal(hit?.hierarchy.lvl1, 'Subscriptions');
  assert.equal(hit?._highlightResult.hierarchy.lvl1?.value, '<mark>Subscriptions</mark>');
});
