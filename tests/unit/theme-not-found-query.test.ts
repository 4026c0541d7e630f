/** The not-found page's search box is prefilled from the path (src/theme/NotFound/Content/pathWords.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchQueryFromPath } from '../../src/theme/NotFound/Content/pathWords';

test('path segments and word separators become words', () => {
  assert.equal(searchQueryFromPath('/guides/refund-a-payment/'), 'guides refund a payment');
  assert.equal(searchQueryFromPath('/apis/rest/payments_create'), 'apis rest payments create');
});

test('file extensions, index pages and duplicates are dropped; case is folded', () => {
  assert.equal(searchQueryFromPath('/Payouts/index.html'), 'payouts');
  assert.equal(searchQueryFromPath('/docs/Payouts/payouts.md'), 'docs payouts');
});

test('percent-encoded paths are decoded, and broken encodings do not throw', () => {
  assert.equal(searchQueryFromPath('/gu%C3%ADas/pago%20con%20tarjeta/'), 'guías pago con tarjeta');
  assert.equal(searchQueryFromPath('/bad%E0%A4%A/path/'), 'bade0a4a path');
});

test('the base URL is not part of the query; the root gives an empty query', () => {
  assert.equal(searchQueryFromPath('/docs-site/webhooks/', '/docs-site/'), 'webhooks');
  assert.equal(searchQueryFromPath('/'), '');
});
