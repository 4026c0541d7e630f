/** The embedded index's column format gives back exactly the records it was given. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeIndex, encodeIndex } from '../../shared/search/indexFile';
import type { SearchRecord } from '../../shared/search/types';

const origin = 'https://docs.pagora.com';
const record = (path: string, fields: Partial<SearchRecord>): SearchRecord => ({
  id: origin + path,
  url: origin + path,
  lvl0: 'Guides',
  lvl1: 'Testing',
  content: '',
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  ...fields,
});

const records: SearchRecord[] = [
  record('/testing/', { content: 'Test cards, phones and IBANs.' }),
  record('/testing/#3-d-secure', { lvl2: '3-D Secure', content: 'Use 4000 0000 0000 3220 for a challenge.' }),
  record('/testing/#frictionless', { lvl2: '3-D Secure', lvl3: 'Frictionless' }),
  // A repeated anchor: the id differs from the URL.
  record('/testing/#frictionless', { id: `${origin}/testing/#frictionless~2`, lvl2: 'Wallets', lvl3: 'Frictionless' }),
  record('/apis/rest/payments-create/', {
    lvl0: 'REST API',
    lvl1: 'Create a payment',
    docusaurus_tag: 'docs-rest-current',
    content: 'Charges a card <b>now</b> & "quotes".',
  }),
];

test('records survive encoding, JSON and decoding unchanged', () => {
  const file = JSON.parse(JSON.stringify(encodeIndex(records, origin)));
  assert.deepEqual(decodeIndex(file), records);
});

test("a record's names survive the file; a file whose records define none has no names column", () => {
  const enumSchema = record('/apis/rest/schemas/paymentmethod/', {
    lvl0: 'REST API',
    lvl1: 'PaymentMethod',
    docusaurus_tag: 'docs-rest-current',
    content: 'A way to pay. Value Meaning CARD Cards.',
    names: 'CARD BIZUM SEPA_REQUEST_TO_PAY',
  });
  const file = JSON.parse(JSON.stringify(encodeIndex([...records, enumSchema], origin))) as ReturnType<
    typeof encodeIndex
  >;
  assert.deepEqual(decodeIndex(file), [...records, enumSchema]);
  assert.deepEqual(file.columns.names, [0, 0, 0, 0, 0, 'CARD BIZUM SEPA_REQUEST_TO_PAY']);
  assert.equal(encodeIndex(records, origin).columns.names, undefined);
});

test("a page's sidebar label survives the file; a file with no label has no label column", () => {
  const labelled = record('/integrations/pay-by-link/', {
    lvl1: 'Accept payments with a payment link',
    label: 'Pay by link',
    content: 'Send a link.',
  });
  const file = JSON.parse(JSON.stringify(encodeIndex([...records, labelled], origin))) as ReturnType<
    typeof encodeIndex
  >;
  assert.deepEqual(decodeIndex(file), [...records, labelled]);
  assert.deepEqual(file.columns.label, [0, 0, 0, 0, 0, 'Pay by link']);
  assert.equal(encodeIndex(records, origin).columns.label, undefined);
});

test('repeated values are stored once', () => {
  const file = encodeIndex(records, origin);
  assert.deepEqual(file.areas, ['Guides', 'REST API']);
  assert.deepEqual(file.tags, ['docs-default-current', 'docs-rest-current']);
  assert.deepEqual(file.pages, ['/testing/', '/apis/rest/payments-create/']);
  assert.deepEqual(file.columns.page, [0, 0, 0, 0, 1]);
  assert.deepEqual(file.columns.anchor, [0, '3-d-secure', 'frictionless', 'frictionless', 0]);
  // Only the one id that is not its URL is stored.
  assert.deepEqual(file.ids, { 3: `${origin}/testing/#frictionless~2` });
  assert.equal(JSON.stringify(file.columns).includes(origin), false);
});

test('a record outside the origin or in a second language is refused', () => {
  assert.throws(
    () =>
      encodeIndex([record('/x/', { url: 'https://elsewhere.example/x/', id: 'https://elsewhere.example/x/' })], origin),
    /must be under https:\/\/docs\.pagora\.com/,
  );
  assert.throws(() => encodeIndex([record('/x/', {}), record('/y/', { language: 'es' })], origin), /one language/);
});

test('an index of another version is refused, not misread', () => {
  assert.throws(() => decodeIndex({ version: 1, records: [] } as never), /Unsupported search index version 1/);
});
