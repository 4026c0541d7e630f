/**
 * What a reader sees marked in search hits (the modal and the search page share shared/search/highlight.ts):
 * whole query terms, prefixes at word starts only for terms of three characters or more, never stop words,
 * and a snippet cut with one ellipsis.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { highlight, snippet } from '../../shared/search/highlight';

const marked = (value: string): string[] => [...value.matchAll(/<mark>([^<]*)<\/mark>/g)].map((match) => match[1]!);

test('stop words are never marked, inside other words or alone', () => {
  const { value } = highlight('An API lists all input in a table. I agree.', ['a', 'i', 'in', 'an', 'the']);
  assert.deepEqual(marked(value), []);
});

test('a term of one or two letters is marked only as a whole word', () => {
  assert.deepEqual(marked(highlight('Scan the QR code; qrcode is one word.', ['qr']).value), ['QR']);
  assert.deepEqual(marked(highlight('EU and euro payments', ['eu']).value), ['EU']);
});

test('a term of three letters or more is marked whole and as the start of a word, not inside one', () => {
  assert.deepEqual(marked(highlight('Refunds: refund a prepayment', ['ref']).value), ['Ref', 'ref']);
  assert.deepEqual(marked(highlight('Capture and captured', ['capture']).value), ['Capture', 'capture']);
});

test('a snippet cut at both ends has one ellipsis at each end', () => {
  const words = Array.from({ length: 80 }, (_, index) => `word${index}`);
  words[40] = 'chargeback';
  const { value } = snippet(words.join(' '), ['chargeback']);
  assert.match(value, /^… /);
  assert.match(value, / …$/);
  assert.doesNotMatch(value, /……|…\s*…/);
});

test('a snippet keeps the word its first match is in whole, with single spaces', () => {
  assert.equal(
    snippet('<script src="x"></script> loads it', ['script']).value,
    '&lt;<mark>script</mark> src=&quot;x&quot;&gt;&lt;/<mark>script</mark>&gt; loads it',
  );
  assert.equal(snippet('Add the script tag', ['script']).value, 'Add the <mark>script</mark> tag');
});
