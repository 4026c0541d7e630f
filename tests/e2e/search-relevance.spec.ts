/**
 * Relevance of the embedded index, measured on the built index itself (no browser needed):
 * for queries a reader would type, the expected page is among the top three pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { SearchEngine } from '../../src/search/engine';
import { decodeIndex, type SearchIndexFile } from '../../src/search/indexFile';
import { buildDir } from './support/build';

const cases: Array<[query: string, expectedPage: string]> = [
  ['create a payment', '/apis/rest/payments-create/'],
  ['refund a payment', '/apis/rest/payments-refund/'],
  ['capture authorized payment', '/apis/rest/payments-capture/'],
  ['cancel subscription', '/apis/rest/subscriptions-cancel/'],
  ['pause subscription', '/apis/rest/subscriptions-pause/'],
  ['validate bizum phone', '/apis/rest/bizum-validate-phone/'],
  ['register apple pay domain', '/apis/rest/apple-pay-domain-register/'],
  ['test cards', '/testing/'],
  ['3-D Secure challenge test card', '/testing/'],
  ['verify webhook signature', '/guides/verify-signature/'],
  ['HMAC signature timestamp tolerance', '/guides/verify-signature/'],
  ['save card for later payments', '/guides/save-payment-method/'],
  ['sequenceId merchant initiated', '/guides/save-payment-method/'],
  ['cardholder name', '/guides/send-cardholder-name/'],
  ['chargeback alerts Ethoca Verifi', '/guides/ethoca-verifi/'],
  ['migrate saved cards from another provider', '/guides/migrate-tokens/'],
  ['payouts settlements bank account', '/guides/payouts/'],
  ['stores and points of sale', '/guides/managing-stores/'],
  ['WooCommerce plugin', '/e-commerce/woocommerce/'],
  ['PrestaShop module', '/e-commerce/prestashop/'],
  ['Shopify hide payment methods', '/e-commerce/shopify/hide-payment-methods/'],
  ['Multibanco Shopify', '/e-commerce/shopify/pagora-multibanco/'],
  ['Odoo connector reconcile', '/accounting/odoo/'],
  ['EURM stablecoin', '/eurm-stablecoin/'],
  ['connected accounts platform', '/pagora-connect/'],
  ['network tokens', '/channel-tokenization/'],
  ['payment modal', '/integrations/use-payment-modal/'],
  ['pay by link SMS', '/integrations/pay-by-link/'],
  ['QR code payments', '/integrations/use-qr-payments/'],
  ['Pagora JS card form', '/pagora-js/overview/'],
  ['PagoraError codes', '/pagora-js/reference/'],
  ['SEPA Request-to-Pay', '/payment-methods/sepa-request-to-pay/'],
  ['createStore mutation', '/apis/graphql/operations/mutations/create-store/'],
  ['PaymentStatus enum', '/apis/graphql/types/enums/payment-status/'],
];

test('the expected page is in the top three for at least 90% of reader queries', () => {
  const records = decodeIndex(
    JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as SearchIndexFile,
  );
  const engine = new SearchEngine(records);
  const misses: string[] = [];
  for (const [query, expected] of cases) {
    const pages: string[] = [];
    for (const hit of engine.search({ query, hitsPerPage: 50 }).hits) {
      const pagePath = new URL(hit.url).pathname;
      if (!pages.includes(pagePath)) pages.push(pagePath);
    }
    if (!pages.slice(0, 3).includes(expected))
      misses.push(`${query} → ${expected} (got ${pages.slice(0, 3).join(', ')})`);
  }
  const hitRate = (cases.length - misses.length) / cases.length;
  expect(cases.length).toBeGreaterThanOrEqual(25);
  expect(hitRate, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
});

test('the engine built in slices (as pages build it) answers exactly as the one built at once', async () => {
  const records = decodeIndex(
    JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as SearchIndexFile,
  );
  const atOnce = new SearchEngine(records);
  // A slice budget of 0 ms yields after every record: the most interleaved build possible.
  const sliced = await SearchEngine.create(records, { sliceMs: 0 });
  expect(sliced.size).toBe(records.length);
  for (const [query] of cases) {
    const ids = (engine: SearchEngine) => engine.search({ query, hitsPerPage: 20 }).hits.map((hit) => hit.objectID);
    expect(ids(sliced), query).toEqual(ids(atOnce));
  }
});
