/**
 * The engine's index built at build time (shared/search/engineIndex.ts, written into the details file
 * by scripts/build-search-index.ts) answers exactly as an engine that indexes every record itself,
 * so the browser can load it instead of indexing ~11,000 records while a reader waits.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { recordsFromHtml } from '../../scripts/lib/search-records';
import { indexFiles } from '../../scripts/build-search-index';
import { SearchEngine } from '../../shared/search/engine';
import { encodeEngineIndex, loadEngineIndex, type EncodedEngineIndex } from '../../shared/search/engineIndex';
import { decodeIndex, type ParsedIndexFile, type SearchIndexFile } from '../../shared/search/indexFile';
import { joinDetails, partsOf, splitDetails, type DetailsManifest } from '../../shared/search/detailsFiles';
import { gzipSync } from 'node:zlib';
import { joinIndexFiles } from '../../shared/search/indexSplit';
import type { SearchRecord } from '../../shared/search/types';

const html = (tag: string, body: string): string =>
  `<!doctype html><html lang="en"><head><title>x | Pagora</title><meta name="docsearch:docusaurus_tag" content="${tag}"></head><body><article>${body}</article></body></html>`;

/** A guide, a REST operation with rows, and a GraphQL enum with its values: the kinds the index holds. */
const records: SearchRecord[] = [
  ...recordsFromHtml(
    html(
      'docs-default-current',
      `<h1>Refunds</h1><p>Refund a captured payment in full or in part. A partial refund leaves the payment PARTIALLY_REFUNDED.</p>
<h2 id="partial-refunds">Partial refunds</h2><p>Send an amount lower than the captured amount; refund again until the payment is REFUNDED.</p>
<h2 id="refund-status">Refund status</h2><p>A refund is pending until the card scheme confirms it, usually within a day.</p>`,
    ),
    '/refunds/',
  ),
  ...recordsFromHtml(
    html(
      'docs-rest-current',
      `<h1>Refund a payment</h1><p>POST /payments/{paymentId}/refunds Refunds a captured payment, in full or in part.</p>
<h2 id="request">Request</h2>
<div id="param.path.paymentId" data-search-field="paymentId" data-search-group="Path parameter"><p>paymentId string required The payment to refund.</p></div>
<div id="request.amount" data-search-field="amount" data-search-group="Request body"><p>amount integer The amount to refund in minor units; the whole remaining amount when left out.</p></div>
<div id="response.201.status" data-search-field="status" data-search-group="Response 201"><p>status string Possible values: [REFUNDED, PARTIALLY_REFUNDED]</p></div>`,
    ),
    '/apis/rest/payments-refund/',
  ),
  ...recordsFromHtml(
    html(
      'docs-graphql-current',
      `<h1>PaymentStatus</h1><p>Where a payment stands, from authorisation to refund.</p>
<h2 id="values">Values</h2>
<h3 id="refunded"><code>PaymentStatus.<b>REFUNDED</b></code></h3><p>The whole captured amount was refunded.</p>
<h3 id="partially-refunded"><code>PaymentStatus.<b>PARTIALLY_REFUNDED</b></code></h3><p>Part of the captured amount was refunded; more can be refunded.</p>`,
    ),
    '/apis/graphql/types/enums/payment-status/',
  ),
];

/** Every word of the records, with prefixes, typos and phrases: what readers type. */
const queries = [
  ...new Set(
    records.flatMap((record) => `${record.lvl1} ${record.lvl3 ?? ''} ${record.content}`.split(/[\s[\],.;:]+/)),
  ),
]
  .filter((word) => word.length > 1)
  .flatMap((word) => [word, word.slice(0, 3), `${word}x`])
  .concat(['refund a payment', 'partial refund status', 'PARTIALLY_REFUNDED', 'paymentId', 'refnd']);

/** The files as the build writes them, read back through JSON as the browser reads them (the details joined). */
function builtFiles(): { first: SearchIndexFile; details: ParsedIndexFile } {
  const { first, details } = indexFiles(records);
  const manifest = JSON.parse(JSON.stringify(details.manifest)) as DetailsManifest;
  return { first: JSON.parse(JSON.stringify(first)) as SearchIndexFile, details: joinDetails(manifest, details.parts) };
}

const ranking = (engine: SearchEngine, query: string) =>
  engine.rank(query).map((scored) => `${scored.record.id} ${scored.score}`);

test('the first file, then the details file with its build-time index, answers as an engine that indexed both', () => {
  const { first, details } = builtFiles();
  assert.ok(details.engine, 'the details file carries the index built for it');
  const loaded = new SearchEngine(decodeIndex(first), { stamp: first.stamp });
  loaded.addIndexFile(details);
  const indexedHere = new SearchEngine(joinIndexFiles(decodeIndex(first), details.records));
  assert.equal(loaded.size, indexedHere.size);
  for (const query of queries) assert.deepEqual(ranking(loaded, query), ranking(indexedHere, query), query);
  // The rows are found through the loaded index: the enum value lands on its row.
  assert.equal(
    loaded.search({ query: 'PARTIALLY_REFUNDED' }).hits[0]?.url,
    'https://docs.pagora.com/apis/graphql/types/enums/payment-status/#partially-refunded',
  );
});

test('an index built for another first file (an older one still cached) is not used: the records are indexed here', () => {
  const { first, details } = builtFiles();
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  try {
    const stale = new SearchEngine(decodeIndex(first), { stamp: 'an-older-first-file' });
    stale.addIndexFile(details);
    // Every record searchable, each row found by its own words.
    assert.equal(stale.size, joinIndexFiles(decodeIndex(first), details.records).length);
    for (const record of details.records.filter((candidate) => candidate.lvl3)) {
      const hits = stale.search({ query: record.lvl3!.split('.').at(-1)!, hitsPerPage: 50 }).hits;
      assert.ok(
        hits.some((hit) => hit.url === record.url),
        record.url,
      );
    }
  } finally {
    console.warn = warn;
  }
  assert.match(warnings.join('\n'), /built for another first file/);
});

/** A loaded index as MiniSearch's `toJSON` gives it, its terms keyed (the order of a radix tree's walk aside). */
const loadedAsObject = (encoded: EncodedEngineIndex) => {
  const plain = loadEngineIndex(encoded, { idField: 'key', fields: Object.keys(encoded.fieldIds) }).toJSON();
  return { ...plain, index: Object.fromEntries(plain.index) };
};

// Also the guard of the coupling to MiniSearch's `_index` (UPGRADING.md): a change of how it keeps postings fails here.
test('the encoded index loads into exactly the index MiniSearch built', () => {
  const index = new MiniSearch<{ key: number; text: string; title: string }>({
    idField: 'key',
    fields: ['title', 'text'],
  });
  index.addAll([
    { key: 0, title: 'Refunds', text: 'refund refund a payment' },
    { key: 1, title: '', text: 'partial refund of a payment' },
    { key: 2, title: 'Payment status', text: '' },
  ]);
  const json = index.toJSON();
  assert.deepEqual(loadedAsObject(JSON.parse(JSON.stringify(encodeEngineIndex(json, 'stamp')))), {
    ...json,
    index: Object.fromEntries(json.index),
  });
});

test('a term in a million records encodes and loads (no spread of an array that grows with the API)', () => {
  // At 210,384 records `encodeEngineIndex` overflowed the stack on a spread of one term's postings (issue 75).
  const documents = 1_000_000;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const postings: Record<string, number> = {};
  for (let key = 0; key < documents; key++) {
    documentIds[key] = key;
    fieldLength[key] = [1 + (key % 3)];
    postings[key] = 1 + (key % 2);
  }
  const json: AsPlainObject = {
    documentCount: documents,
    nextId: documents,
    documentIds,
    fieldIds: { text: 0 },
    fieldLength,
    averageFieldLength: [2],
    storedFields: {},
    dirtCount: 0,
    index: [['payment', { 0: postings }]],
    serializationVersion: 2,
  };
  const loaded = loadEngineIndex(encodeEngineIndex(json, 'stamp'), { idField: 'key', fields: ['text'] }).toJSON();
  assert.equal(loaded.fieldLength[documents - 1]![0], fieldLength[documents - 1]![0]);
  const [term, fields] = loaded.index[0]!;
  assert.equal(term, 'payment');
  assert.equal(Object.keys(fields[0]!).length, documents);
  assert.equal(fields[0]![documents - 1], postings[documents - 1]);
});

test('an index with removed documents is refused: its keys would not be the records', () => {
  const index = new MiniSearch<{ key: number; text: string }>({ idField: 'key', fields: ['text'] });
  index.addAll([
    { key: 0, text: 'one' },
    { key: 1, text: 'two' },
  ]);
  index.discard(0);
  assert.throws(() => encodeEngineIndex(index.toJSON(), 'stamp'), /document 0 is not the record with key 0/);
});

test('the files are the same for the same records (the build is deterministic)', () => {
  const files = () => {
    const { first, details } = indexFiles(records);
    return JSON.stringify([first, details.manifest, [...details.parts]]);
  };
  assert.equal(files(), files());
});

test('the details cut into many parts (terms cut across shards too) join back to the same records and ranking', () => {
  const { first, details } = builtFiles();
  const split = indexFiles(records, { chunkRecords: 2, shardChars: 40 }).details;
  assert.ok(split.manifest.records.length > 2 && split.manifest.terms.length > 10, 'many parts');
  const joined = joinDetails(JSON.parse(JSON.stringify(split.manifest)) as DetailsManifest, split.parts);
  assert.deepEqual(joined.records, details.records);
  assert.deepEqual(loadedAsObject(joined.engine!), loadedAsObject(details.engine!));
  const loaded = new SearchEngine(decodeIndex(first), { stamp: first.stamp });
  loaded.addIndexFile(joined);
  const whole = new SearchEngine(decodeIndex(first), { stamp: first.stamp });
  whole.addIndexFile(details);
  for (const query of queries) assert.deepEqual(ranking(loaded, query), ranking(whole, query), query);
});

test('no details part grows with the API: at four times the records, more parts of the same bounded size', () => {
  const fieldIds = { title: 0, content: 1 };
  /** `documents` rows that all say "payment" (one term's postings grow with the API) and a word of their own. */
  const partsFor = (documents: number) => {
    const rows: SearchRecord[] = [];
    const fieldLength: number[] = [];
    const postings: number[][] = [[3, documents, 0].concat(new Array<number>(documents - 1).fill(1))];
    const terms = ['payment'];
    for (let key = 0; key < documents; key++) {
      rows.push({
        id: `https://docs.pagora.com/apis/rest/p/#row-${key}`,
        url: `https://docs.pagora.com/apis/rest/p/#row-${key}`,
        lvl0: 'REST API',
        lvl1: 'P',
        lvl3: `field${key}`,
        content: `payment field${key} `.repeat(8),
        language: 'en',
        docusaurus_tag: 'docs-rest-current',
      });
      fieldLength.push(1, 2);
      terms.push(`field${key}`);
      postings.push([1, 1, key, 8, 3, 1, key]);
    }
    const engine = {
      first: 'stamp',
      documentCount: documents,
      fieldIds,
      averageFieldLength: [1, 2],
      fieldLength,
      terms,
      postings,
    };
    const { manifest, parts } = splitDetails(rows, rows, engine, 'https://docs.pagora.com');
    const sizes = [...parts.values()].map((json) => gzipSync(json).length);
    return { count: partsOf(manifest).length, largest: sizes.reduce((a, b) => Math.max(a, b), 0) };
  };
  const once = partsFor(20_000);
  const fourTimes = partsFor(80_000);
  assert.ok(fourTimes.count >= 3 * once.count, `${once.count} parts, then ${fourTimes.count}`);
  for (const { largest } of [once, fourTimes]) assert.ok(largest <= 80_000, `largest part ${largest} bytes gzip`);
});
