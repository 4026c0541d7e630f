/**
 * A pasted error is searched as the code that names it (shared/search/pastedError.ts): an error body,
 * or one field with its value. Anything else is searched as typed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pastedErrorValue } from '../../shared/search/pastedError';

test('an error body is searched as its most specific code', () => {
  assert.equal(
    pastedErrorValue('{"status":422,"type":"UNPROCESSABLE_ENTITY","code":"AMOUNT_EXCEEDS_REFUNDABLE","message":"x"}'),
    'AMOUNT_EXCEEDS_REFUNDABLE',
  );
  assert.equal(pastedErrorValue('{"status": 400, "type": "BAD_REQUEST"}'), 'BAD_REQUEST');
  assert.equal(pastedErrorValue('{ "id": "pay_1", "status": "FAILED", "statusCode": "105" }'), '105');
});

test('a field with its value is searched as the value', () => {
  assert.equal(pastedErrorValue('statusCode 105'), '105');
  assert.equal(pastedErrorValue('status code 105'), '105');
  assert.equal(pastedErrorValue('code: INVALID_STATUS'), 'INVALID_STATUS');
});

test('part of an error body, or a code only an error names among other words, is searched as the code', () => {
  assert.equal(
    pastedErrorValue('extensions {"type":"UNPROCESSABLE_ENTITY","code":"INVALID_STATUS"}'),
    'INVALID_STATUS',
  );
  assert.equal(pastedErrorValue('statusCode 112 statusMessage authentication required'), '112');
  assert.equal(pastedErrorValue('bizum payment FAILED statusCode 401'), '401');
  assert.equal(pastedErrorValue('refund failed with code AMOUNT_EXCEEDS_REFUNDABLE'), 'AMOUNT_EXCEEDS_REFUNDABLE');
});

test('an HTTP status line is searched without its protocol', () => {
  assert.equal(pastedErrorValue('HTTP/1.1 429 Too Many Requests'), '429 Too Many Requests');
  assert.equal(pastedErrorValue('HTTP/2 409'), '409');
  assert.equal(pastedErrorValue('http 401 unauthorized'), '401 unauthorized');
});

test('questions and words are searched as typed', () => {
  for (const query of [
    'payment status',
    'status failed',
    'what does status FAILED mean',
    'why HTTP 429',
    'refund status',
  ]) {
    assert.equal(pastedErrorValue(query), undefined, query);
  }
});
