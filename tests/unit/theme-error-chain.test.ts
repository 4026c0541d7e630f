/** The crash screen's list of messages: the error, then each `cause` (src/theme/ErrorPageContent/errorChain.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorChainMessages, maxErrorChainLength } from '../../src/theme/ErrorPageContent/errorChain';

test('an error and its chain of causes, in order', () => {
  const error = new Error('The page failed.', {
    cause: new Error('The widget failed.', { cause: new TypeError('x is undefined') }),
  });
  assert.deepEqual(errorChainMessages(error), ['The page failed.', 'The widget failed.', 'x is undefined']);
});

test('an error without cause is its message alone', () => {
  assert.deepEqual(errorChainMessages(new Error('Alone.')), ['Alone.']);
});

test('non-Error causes and thrown values are shown as text', () => {
  assert.deepEqual(errorChainMessages(new Error('Outer.', { cause: 'a string cause' })), ['Outer.', 'a string cause']);
  assert.deepEqual(errorChainMessages({ message: 'error-like', cause: 42 }), ['error-like', '42']);
  assert.deepEqual(errorChainMessages('thrown string'), ['thrown string']);
});

test('an error with an empty message shows its name', () => {
  assert.deepEqual(errorChainMessages(new RangeError('')), ['RangeError']);
});

test('a cycle of causes stops, and so does an absurdly long chain', () => {
  const a = new Error('A');
  const b = new Error('B', { cause: a });
  (a as { cause?: unknown }).cause = b;
  assert.deepEqual(errorChainMessages(a), ['A', 'B']);

  let deep = new Error('level 0');
  for (let i = 1; i < 50; i += 1) deep = new Error(`level ${i}`, { cause: deep });
  assert.equal(errorChainMessages(deep).length, maxErrorChainLength);
});
