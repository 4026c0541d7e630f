/**
 * Held-out questions phrased as integrators phrase them (issue 43): tasks and problems in their own
 * words, pasted errors, Spanish and Portuguese, and the concepts of the two API landing pages.
 *
 * Written on 2026-11-25 by the lead, from the pages' titles and headings and the errors reference,
 * before any ranking change of the day, without running the ranking on them; no ranking change was
 * made in the session that wrote them. They are held out: never read one by one while tuning, only
 * as the aggregate the relevance spec and `npm run bench` print, and never tuned on.
 *
 * Each answer is the page (or, for a code, the errors reference's row) a reader wants first.
 */
import type { RelevanceCase } from './queries';

export const integratorCases: RelevanceCase[] = [
  // Tasks, in a reader's words.
  { query: 'take the money now but charge the card later when I ship', expect: '/payment-methods/card/', kind: 'task' },
  { query: 'pay my sellers as a marketplace', expect: '/pagora-connect/', kind: 'task' },
  { query: 'where do I get my secret key', expect: '/getting-started/', kind: 'task' },
  { query: 'charge a customer again every month', expect: '/subscriptions/integration/', kind: 'task' },
  { query: 'give back part of an order amount', expect: '/guides/refunds/', kind: 'task' },
  { query: 'send a customer a link to pay by whatsapp', expect: '/integrations/pay-by-link/', kind: 'task' },
  { query: 'keep card details for the next purchase', expect: '/guides/save-payment-method/', kind: 'task' },
  { query: 'when does the money arrive in my bank account', expect: '/guides/payouts/', kind: 'task' },
  { query: 'move my stored cards from my old payment provider', expect: '/guides/migrate-tokens/', kind: 'task' },
  { query: 'show a qr code at the till', expect: '/integrations/use-qr-payments/', kind: 'task' },
  { query: 'let shop staff see only their own store', expect: '/guides/team-access/', kind: 'task' },
  {
    query: 'add apple pay button to checkout page',
    expect: ['/payment-methods/apple-pay/', '/pagora-js/payment-request/'],
    kind: 'task',
  },
  { query: 'use the card form on my own checkout page', expect: '/integrations/build-custom-checkout/', kind: 'task' },
  // Problems and symptoms.
  { query: 'my webhook signature check fails', expect: '/guides/verify-signature/', kind: 'task' },
  { query: 'webhooks arrive in the wrong order', expect: '/apis/rest/webhooks/', kind: 'task' },
  { query: 'request timed out, will retrying charge the customer twice', expect: '/apis/rest/', kind: 'task' },
  { query: 'customer disputed the payment with their bank', expect: '/guides/chargebacks/', kind: 'task' },
  {
    query: 'too many requests error when calling the api',
    expect: ['/apis/rest/', '/errors/#error-type-rate-limited'],
    kind: 'task',
  },
  { query: 'my server missed a callback, will pagora send it again', expect: '/apis/rest/webhooks/', kind: 'task' },
  { query: 'stop fraudsters testing stolen cards on my shop', expect: '/guides/payment-rules/', kind: 'task' },
  { query: 'card declined should I retry', expect: '/errors/#retrying-declined-payments', kind: 'task' },
  // Pasted errors: a code alone, a statusCode with its field, a whole error body.
  { query: 'IDEMPOTENCY_KEY_REUSED', expect: '/errors/#error-idempotency-key-reused', kind: 'identifier' },
  { query: 'AMOUNT_EXCEEDS_REFUNDABLE', expect: '/errors/#error-amount-exceeds-refundable', kind: 'identifier' },
  { query: 'statusCode 106', expect: '/errors/#status-code-106', kind: 'identifier' },
  { query: '"statusCode": "112"', expect: '/errors/#status-code-112', kind: 'identifier' },
  { query: 'status code 402 payment', expect: '/errors/#status-code-402', kind: 'identifier' },
  {
    query:
      '{"status":409,"type":"IDEMPOTENCY_CONFLICT","code":"IDEMPOTENCY_KEY_REUSED","message":"This key was used with another body."}',
    expect: '/errors/#error-idempotency-key-reused',
    kind: 'identifier',
  },
  {
    query: '{"status":422,"type":"UNPROCESSABLE_ENTITY","code":"INVALID_STATUS"}',
    expect: '/errors/#error-invalid-status',
    kind: 'identifier',
  },
  { query: '401 UNAUTHORIZED INVALID_API_KEY', expect: '/errors/#error-invalid-api-key', kind: 'identifier' },
  { query: 'PHONE_NOT_ENROLLED bizum', expect: '/errors/#error-phone-not-enrolled', kind: 'identifier' },
  { query: 'error 503 PROCESSOR_UNAVAILABLE', expect: '/errors/#error-processor-unavailable', kind: 'identifier' },
  // Spanish and Portuguese, as typed.
  { query: 'como devolver un pago', expect: '/guides/refunds/', kind: 'spanish-portuguese' },
  { query: 'tarjetas de prueba', expect: '/testing/', kind: 'spanish-portuguese' },
  { query: 'pagar con bizum en mi tienda online', expect: '/payment-methods/bizum/', kind: 'spanish-portuguese' },
  { query: 'verificar la firma del webhook', expect: '/guides/verify-signature/', kind: 'spanish-portuguese' },
  { query: 'suscripciones cobro mensual', expect: '/subscriptions/integration/', kind: 'spanish-portuguese' },
  { query: 'contracargos', expect: '/guides/chargebacks/', kind: 'spanish-portuguese' },
  {
    query: 'pagamento mbway',
    expect: ['/payment-methods/overview/', '/e-commerce/shopify/pagora-mbway/'],
    kind: 'spanish-portuguese',
  },
  {
    query: 'referencia multibanco',
    expect: ['/payment-methods/overview/', '/e-commerce/shopify/pagora-multibanco/'],
    kind: 'spanish-portuguese',
  },
  // The REST and GraphQL landing pages' concepts, in plain words.
  { query: 'which url do I send api requests to', expect: '/apis/rest/', kind: 'topic' },
  { query: 'act on behalf of a connected account header', expect: ['/apis/rest/', '/pagora-connect/'], kind: 'topic' },
  { query: 'how many requests per second can I make', expect: '/apis/rest/', kind: 'topic' },
  { query: 'how do I authenticate api calls', expect: '/apis/rest/', kind: 'topic' },
  { query: 'graphql endpoint url', expect: '/apis/graphql/', kind: 'topic' },
  { query: 'graphql pagination cursor', expect: '/apis/graphql/', kind: 'topic' },
  { query: 'graphql errors extensions code', expect: ['/apis/graphql/', '/errors/#graphql-errors'], kind: 'topic' },
  { query: 'subscribe to live payment updates over graphql', expect: '/apis/graphql/', kind: 'topic' },
];
