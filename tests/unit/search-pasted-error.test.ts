/**
 * A pasted error is searched as the code that names it (shared/search/pastedError.ts): an error body,
 * or one field with its value. Anything else is searched as typed. The MCP server's `explain_error`
 * (shared/errors-reference.ts) reads a pasted error with the same parser.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { explainError } from '../../shared/errors-reference';
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

test('explain_error explains the code the search lands a pasted error on, whatever its shape', () => {
  const shapes: Array<[string, string[]]> = [
    ['statusCode 105', ['105']],
    ['status code 105', ['105']],
    ['statusCode: "112"', ['112']],
    ['code: INVALID_STATUS', ['INVALID_STATUS']],
    ['refund failed with code AMOUNT_EXCEEDS_REFUNDABLE', ['AMOUNT_EXCEEDS_REFUNDABLE']],
    ['bizum payment FAILED statusCode 401', ['401', 'UNAUTHORIZED']],
    ['extensions {"type":"UNPROCESSABLE_ENTITY","code":"INVALID_STATUS"}', ['INVALID_STATUS']],
    ['{"status":422,"type":"UNPROCESSABLE_ENTITY","code":"AMOUNT_EXCEEDS_REFUNDABLE"}', ['AMOUNT_EXCEEDS_REFUNDABLE']],
    ['{"status": 400, "type": "BAD_REQUEST"}', ['BAD_REQUEST']],
    ['{ "id": "pay_1", "status": "FAILED", "statusCode": "105" }', ['105']],
    [
      '{"errors":[{"extensions":{"code":"INVALID_STATUS"}},{"extensions":{"code":"PAYMENT_TOKEN_INVALID"}}]}',
      ['INVALID_STATUS', 'PAYMENT_TOKEN_INVALID'],
    ],
    ['HTTP/1.1 401 Unauthorized', ['401', 'UNAUTHORIZED']],
  ];
  for (const [pasted, names] of shapes) {
    const rows = explainError(pasted);
    assert.deepEqual(
      rows.map((row) => ('code' in row ? row.code : row.type)),
      names,
      pasted,
    );
    assert.ok(
      pastedErrorValue(pasted)?.startsWith(names[0]!),
      `${pasted}: the search reads ${pastedErrorValue(pasted)}`,
    );
  }
});
