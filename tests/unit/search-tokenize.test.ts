import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tokenize, withoutClitics } from '../../shared/search/tokenize';

/** The engine's original, Unicode-only definition: the reference the ASCII fast path must match. */
function tokenizeUnicode(input: string): string[] {
  const text = withoutClitics(input);
  const words = text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  const parts = words.flatMap((word) => {
    const split = word.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
    return split.length > 1 ? [word, ...split] : [word];
  });
  const hyphenated = text.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? [];
  return [...parts, ...hyphenated];
}

const docsDir = path.join(import.meta.dirname, '..', '..', 'docs');

function guideLines(): string[] {
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));
  return files.flatMap((file) => readFileSync(path.join(docsDir, file), 'utf8').split('\n'));
}

test('splits words, camelCase parts and hyphenated compounds', () => {
  assert.deepEqual(tokenize('Call createPayment, then payments-create.'), [
    'Call',
    'createPayment',
    'create',
    'Payment',
    'then',
    'payments',
    'create',
    'payments-create',
  ]);
  assert.deepEqual(tokenize('pay_2NfQ8 año-fiscal Ñandú'), [
    'pay_2NfQ8',
    'pay_2Nf',
    'Q8',
    'año',
    'fiscal',
    'Ñandú',
    'año-fiscal',
  ]);
  assert.deepEqual(tokenize(' — '), []);
});

test("English clitics are not terms: a query with a possessive asks for the word, not for an 's'", () => {
  assert.deepEqual(tokenize("last month's settlements"), ['last', 'month', 'settlements']);
  assert.deepEqual(tokenize("Pagora’s fees; you don't pay, they're paid"), [
    'Pagora',
    'fees',
    'you',
    'don',
    'pay',
    'they',
    'paid',
  ]);
  // Not a clitic: a quoted letter in code, an apostrophe inside a word in another language.
  assert.deepEqual(tokenize("split('s') l'adresse"), ['split', 's', 'l', 'adresse']);
});

test('the ASCII fast path gives exactly the terms of the Unicode definition', () => {
  const cases = [
    ...guideLines(),
    'snake_case_word x-y-z a--b -lead trail- HTTPServer getHTTPResponse v2-beta_1',
    'Pagamento em Portugal: MB WAY, referência Multibanco; Bizum en España',
    '',
  ];
  assert.ok(cases.length > 1000, 'the guides are read');
  for (const text of cases) assert.deepEqual(tokenize(text), tokenizeUnicode(text), text);
});

test('in running text a snake-case code is also its words; in titles, headings, names and queries it stays whole', () => {
  assert.deepEqual(tokenize('422 AMOUNT_EXCEEDS_REFUNDABLE', 'content'), [
    '422',
    'AMOUNT_EXCEEDS_REFUNDABLE',
    'AMOUNT',
    'EXCEEDS',
    'REFUNDABLE',
  ]);
  // An id with a digit after `_` (`pay_2NfQ8`) is split like any code: its parts are rare terms, harmless.
  for (const field of ['title', 'heading', 'pageTitle', 'names', undefined]) {
    assert.deepEqual(tokenize('PARTIALLY_REFUNDED', field), ['PARTIALLY_REFUNDED'], String(field));
  }
  assert.deepEqual(tokenize('_leading and trailing_', 'content'), ['_leading', 'and', 'trailing_']);
});

test('in running text a camelCase name stays whole; in titles, headings, names and queries it is also its parts', () => {
  assert.deepEqual(tokenize('Call rollWebhookSigningSecret(input)', 'content'), [
    'Call',
    'rollWebhookSigningSecret',
    'input',
  ]);
  for (const field of ['title', 'heading', 'pageTitle', 'names', undefined]) {
    assert.deepEqual(tokenize('retryWebhookDelivery', field), ['retryWebhookDelivery', 'retry', 'Webhook', 'Delivery']);
  }
});
