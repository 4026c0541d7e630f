/**
 * Queries readers type, varied on purpose: single words, phrases, API identifiers in both
 * spellings, words with typos (fuzzy matching) and words the index does not contain.
 */
export const readerQueries: string[] = [
  'refund',
  'create a payment',
  'capture authorized payment',
  'cancel subscription',
  'webhook signature',
  'verify webhook signature',
  'test cards',
  '3-D Secure',
  'idempotency key',
  'payouts settlements bank account',
  'apple pay domain',
  'bizum',
  'payments-create',
  'createPayment',
  'PaymentStatus enum',
  'createStore mutation',
  'currency',
  'metadata',
  'pagination',
  'error codes',
  'WooCommerce plugin',
  'Shopify hide payment methods',
  'network tokens',
  'pay by link SMS',
  'QR code payments',
  'sequenceId merchant initiated',
  'chargeback alerts',
  'subscripton',
  'refnud',
  'authorisation',
  'kubernetes',
  'sk_test',
];

/**
 * What the modal searches while a reader types a query: one search per keystroke (each prefix).
 * Returns at least `minimum` queries.
 */
export function keystrokeQueries(queries: string[] = readerQueries): string[] {
  return queries.flatMap((query) => Array.from({ length: query.length }, (_, index) => query.slice(0, index + 1)).filter((prefix) => prefix.trim() !== ''));
}
