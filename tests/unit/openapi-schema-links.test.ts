import { test } from 'node:test';
import assert from 'node:assert/strict';
import { schemaLinksSection, schemaTitlesIn } from '../../config/openapi-schema-links';

test('collects named schemas once each, through cycles, skipping examples', () => {
  const payment: Record<string, unknown> = {
    title: 'Payment',
    properties: { currency: { title: 'Currency', enum: ['EUR'] } },
  };
  payment.self = payment;
  const body = {
    content: {
      'application/json': {
        schema: { title: 'RefundPaymentRequest', properties: { payment } },
        example: { title: 'Address' },
      },
    },
  };
  const names = new Set(['Payment', 'Currency', 'RefundPaymentRequest', 'Address']);
  assert.deepEqual(schemaTitlesIn([body, { 200: payment }], names), ['RefundPaymentRequest', 'Payment', 'Currency']);
});

test('ignores titles that are not component schemas and renders links to schema pages', () => {
  assert.deepEqual(schemaTitlesIn({ title: 'Inline thing' }, new Set(['Payment'])), []);
  assert.equal(schemaLinksSection([]), '');
  assert.match(schemaLinksSection(['Payment']), /\[Payment\]\(\/apis\/rest\/schemas\/payment\/\)/);
});
