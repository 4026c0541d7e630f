/**
 * The search relevance suite: queries a reader types, each with the page that answers it (and, for
 * API fields and enum values, the row's anchor). Written from the reader's side before the ranking
 * was tuned; the ranking is tuned against the whole set, never one query at a time.
 *
 * `expect` is a site path (`/guides/payouts/`) or a path with the row's anchor
 * (`/apis/rest/schemas/payment/#orderId`). A list means any of them answers the query: a field
 * defined in several places (a REST schema and its GraphQL twin) is answered by any of its rows.
 */
export type RelevanceKind =
  'topic' | 'task' | 'operation' | 'identifier' | 'field' | 'enum' | 'typo' | 'synonym' | 'spanish-portuguese';

export interface RelevanceCase {
  query: string;
  expect: string | string[];
  kind: RelevanceKind;
  /** Searched within one reference only, as the search page's area filter does (`areaFilters`). */
  area?: 'rest' | 'graphql';
}

/** The facet filter an area sends: the docs instance's tag, as contextual search filters it. */
export function areaFilters(area: RelevanceCase['area']): string[][] | undefined {
  return area ? [[`docusaurus_tag:docs-${area}-current`]] : undefined;
}

// The GraphQL field cases were written before REST rows had anchors; each now also accepts the REST
// rows that define the same field (its schema page's row, the request that takes it), as the rule
// above says. Response rows, which repeat a schema, are not accepted.
export const relevanceCases: RelevanceCase[] = [
  // Topic words: the guide that explains the topic.
  { query: 'bizum', expect: '/payment-methods/bizum/', kind: 'topic' },
  { query: 'payouts', expect: '/guides/payouts/', kind: 'topic' },
  { query: 'chargeback alerts', expect: '/guides/ethoca-verifi/', kind: 'topic' },
  { query: 'save card', expect: '/guides/save-payment-method/', kind: 'topic' },
  { query: 'apple pay', expect: '/payment-methods/apple-pay/', kind: 'topic' },
  { query: 'google pay', expect: '/payment-methods/google-pay/', kind: 'topic' },
  { query: 'paypal', expect: '/payment-methods/paypal/', kind: 'topic' },
  { query: 'click to pay', expect: '/payment-methods/click-to-pay/', kind: 'topic' },
  { query: 'card payments', expect: '/payment-methods/card/', kind: 'topic' },
  { query: 'subscriptions', expect: '/subscriptions/integration/', kind: 'topic' },
  { query: 'testing', expect: '/testing/', kind: 'topic' },
  { query: 'test cards', expect: '/testing/', kind: 'topic' },
  { query: 'pay by link', expect: '/integrations/pay-by-link/', kind: 'topic' },
  { query: 'payment link', expect: '/integrations/pay-by-link/', kind: 'topic' },
  { query: 'qr code payments', expect: '/integrations/use-qr-payments/', kind: 'topic' },
  { query: 'payment modal', expect: '/integrations/use-payment-modal/', kind: 'topic' },
  { query: 'prebuilt payment page', expect: '/integrations/use-prebuilt-payment-page/', kind: 'topic' },
  { query: 'custom checkout', expect: '/integrations/build-custom-checkout/', kind: 'topic' },
  { query: 'woocommerce', expect: '/e-commerce/woocommerce/', kind: 'topic' },
  { query: 'prestashop', expect: '/e-commerce/prestashop/', kind: 'topic' },
  { query: 'adobe commerce', expect: '/e-commerce/adobe-commerce/', kind: 'topic' },
  { query: 'wix', expect: '/e-commerce/wix/', kind: 'topic' },
  { query: 'shopify bizum', expect: '/e-commerce/shopify/pagora-bizum/', kind: 'topic' },
  { query: 'shopify mb way', expect: '/e-commerce/shopify/pagora-mbway/', kind: 'topic' },
  { query: 'shopify multibanco', expect: '/e-commerce/shopify/pagora-multibanco/', kind: 'topic' },
  { query: 'shopify onsite', expect: '/e-commerce/shopify/pagora-onsite/', kind: 'topic' },
  { query: 'hide payment methods in shopify', expect: '/e-commerce/shopify/hide-payment-methods/', kind: 'topic' },
  { query: 'odoo', expect: '/accounting/odoo/', kind: 'topic' },
  { query: 'eurm', expect: '/eurm-stablecoin/', kind: 'topic' },
  { query: 'stablecoin', expect: '/eurm-stablecoin/', kind: 'topic' },
  { query: 'pagora connect', expect: '/pagora-connect/', kind: 'topic' },
  { query: 'connected accounts platform', expect: '/pagora-connect/', kind: 'topic' },
  { query: 'network tokens', expect: '/channel-tokenization/', kind: 'topic' },
  { query: 'tokenize cards across channels', expect: '/channel-tokenization/', kind: 'topic' },
  { query: 'migrate saved cards', expect: '/guides/migrate-tokens/', kind: 'topic' },
  { query: 'cardholder name', expect: '/guides/send-cardholder-name/', kind: 'topic' },
  { query: 'stores and points of sale', expect: '/guides/managing-stores/', kind: 'topic' },
  { query: 'verify signature', expect: '/guides/verify-signature/', kind: 'topic' },
  { query: 'outcome explorer', expect: '/testing/outcome-explorer/', kind: 'topic' },
  { query: 'get started', expect: '/getting-started/', kind: 'topic' },
  { query: 'api keys', expect: '/getting-started/', kind: 'topic' },
  { query: 'go-live checklist', expect: '/getting-started/', kind: 'topic' },
  { query: 'pagora js', expect: '/pagora-js/overview/', kind: 'topic' },
  { query: 'payment request button', expect: '/pagora-js/payment-request/', kind: 'topic' },
  { query: 'pagora js reference', expect: '/pagora-js/reference/', kind: 'topic' },
  { query: 'sepa request to pay', expect: '/payment-methods/sepa-request-to-pay/', kind: 'topic' },
  { query: 'payment methods', expect: '/payment-methods/overview/', kind: 'topic' },
  { query: 'compare payment methods', expect: '/payment-methods/overview/', kind: 'topic' },
  { query: 'mb way', expect: '/payment-methods/overview/', kind: 'topic' },
  { query: '3-D Secure', expect: '/payment-methods/card/', kind: 'topic' },
  { query: 'strong customer authentication', expect: '/payment-methods/card/', kind: 'topic' },
  { query: 'authorize now capture later', expect: '/payment-methods/card/', kind: 'topic' },
  { query: 'idempotency key', expect: '/apis/rest/', kind: 'topic' },
  { query: 'rest api rate limits', expect: '/apis/rest/', kind: 'topic' },
  { query: 'rest api errors', expect: '/apis/rest/', kind: 'topic' },
  { query: 'graphql api', expect: '/apis/graphql/', kind: 'topic' },
  { query: 'graphql pagination', expect: '/apis/graphql/', kind: 'topic' },
  { query: 'payment lifecycle', expect: '/apis/rest/', kind: 'topic' },
  { query: 'free trial', expect: '/subscriptions/integration/', kind: 'topic' },
  { query: 'billing intervals', expect: '/subscriptions/integration/', kind: 'topic' },
  { query: 'settlements', expect: '/guides/payouts/', kind: 'topic' },
  { query: 'content security policy', expect: '/pagora-js/overview/', kind: 'topic' },
  { query: 'domain association file', expect: '/payment-methods/apple-pay/', kind: 'topic' },

  // Task phrases.
  { query: 'take your first test payment', expect: '/getting-started/', kind: 'task' },
  { query: 'test callbacks locally', expect: '/testing/', kind: 'task' },
  { query: 'reconcile settlements in odoo', expect: '/accounting/odoo/', kind: 'task' },
  { query: 'how long does a refund take', expect: '/guides/refunds/', kind: 'task' },
  { query: 'cancel or refund', expect: '/guides/refunds/', kind: 'task' },
  { query: 'add and verify bank account', expect: '/guides/payouts/', kind: 'task' },
  { query: 'rotate signing secret', expect: '/guides/verify-signature/', kind: 'task' },
  { query: 'check a webhook signature in the browser', expect: '/guides/verify-signature/', kind: 'task' },
  {
    query: 'what happens when a test card is declined',
    expect: ['/testing/', '/testing/outcome-explorer/'],
    kind: 'task',
  },
  { query: 'void an authorization', expect: ['/payment-methods/card/', '/apis/rest/payments-cancel/'], kind: 'task' },
  { query: 'charge a saved card without the customer', expect: '/guides/save-payment-method/', kind: 'task' },
  { query: 'release an authorization', expect: '/payment-methods/card/', kind: 'task' },
  { query: 'test bizum phone numbers', expect: '/testing/', kind: 'task' },
  { query: 'install the woocommerce plugin', expect: '/e-commerce/woocommerce/', kind: 'task' },
  { query: 'enrol in ethoca and verifi', expect: '/guides/ethoca-verifi/', kind: 'task' },
  { query: 'onboard a connected account', expect: '/pagora-connect/', kind: 'task' },
  { query: 'host the apple pay domain association file', expect: '/payment-methods/apple-pay/', kind: 'task' },
  { query: 'mount the card form', expect: '/integrations/build-custom-checkout/', kind: 'task' },
  { query: 'style the card form', expect: '/pagora-js/overview/', kind: 'task' },
  { query: 'pay out on demand', expect: '/guides/payouts/', kind: 'task' },
  { query: 'create a store', expect: '/guides/managing-stores/', kind: 'task' },
  // Questions, as readers and coding agents type them; written before question words were stop words.
  { query: 'can I refund multibanco', expect: '/guides/refunds/', kind: 'task' },
  { query: 'why was my refund refused', expect: '/guides/refunds/', kind: 'task' },
  { query: 'how do I verify a callback', expect: '/guides/verify-signature/', kind: 'task' },
  { query: 'how to test 3ds challenge', expect: '/testing/', kind: 'task' },
  { query: 'how to save a card for later', expect: '/guides/save-payment-method/', kind: 'task' },
  { query: 'what is a payment token', expect: '/guides/save-payment-method/', kind: 'task' },

  // Operation queries: the operation page first.
  { query: 'create payment', expect: '/apis/rest/payments-create/', kind: 'operation' },
  { query: 'create a payment', expect: '/apis/rest/payments-create/', kind: 'operation' },
  { query: 'refund a payment', expect: '/apis/rest/payments-refund/', kind: 'operation' },
  { query: 'capture payment', expect: '/apis/rest/payments-capture/', kind: 'operation' },
  { query: 'cancel payment', expect: '/apis/rest/payments-cancel/', kind: 'operation' },
  { query: 'confirm payment', expect: '/apis/rest/payments-confirm/', kind: 'operation' },
  { query: 'get payment', expect: '/apis/rest/payments-get/', kind: 'operation' },
  { query: 'recurring payment', expect: '/apis/rest/payments-recurring/', kind: 'operation' },
  { query: 'send payment link', expect: '/apis/rest/payments-send-link/', kind: 'operation' },
  { query: 'send payment receipt', expect: '/apis/rest/payments-send-receipt/', kind: 'operation' },
  { query: 'send payment request', expect: '/apis/rest/payments-send-request/', kind: 'operation' },
  { query: 'create subscription', expect: '/apis/rest/subscriptions-create/', kind: 'operation' },
  { query: 'cancel subscription', expect: '/apis/rest/subscriptions-cancel/', kind: 'operation' },
  { query: 'pause subscription', expect: '/apis/rest/subscriptions-pause/', kind: 'operation' },
  { query: 'resume subscription', expect: '/apis/rest/subscriptions-resume/', kind: 'operation' },
  { query: 'update subscription', expect: '/apis/rest/subscriptions-update/', kind: 'operation' },
  { query: 'activate subscription', expect: '/apis/rest/subscriptions-activate/', kind: 'operation' },
  { query: 'validate bizum phone', expect: '/apis/rest/bizum-validate-phone/', kind: 'operation' },
  { query: 'register apple pay domain', expect: '/apis/rest/apple-pay-domain-register/', kind: 'operation' },
  { query: 'get payment methods', expect: '/apis/rest/payment-methods-get/', kind: 'operation' },
  {
    query: 'resolve chargeback alert',
    expect: '/apis/graphql/operations/mutations/resolve-chargeback-alert/',
    kind: 'operation',
  },
  { query: 'create payout', expect: '/apis/graphql/operations/mutations/create-payout/', kind: 'operation' },
  { query: 'create webhook', expect: '/apis/graphql/operations/mutations/create-webhook/', kind: 'operation' },
  { query: 'create api key', expect: '/apis/graphql/operations/mutations/create-api-key/', kind: 'operation' },
  {
    query: 'delete point of sale',
    expect: '/apis/graphql/operations/mutations/delete-point-of-sale/',
    kind: 'operation',
  },
  { query: 'list settlements', expect: '/apis/graphql/operations/queries/settlements/', kind: 'operation' },

  // API identifiers as written in code.
  { query: 'createPayment', expect: '/apis/graphql/operations/mutations/create-payment/', kind: 'identifier' },
  { query: 'payments-create', expect: '/apis/rest/payments-create/', kind: 'identifier' },
  { query: 'refundPayment mutation', expect: '/apis/graphql/operations/mutations/refund-payment/', kind: 'identifier' },
  {
    query: 'chargebackAlerts query',
    expect: '/apis/graphql/operations/queries/chargeback-alerts/',
    kind: 'identifier',
  },
  { query: 'onUpdateCharges', expect: '/apis/graphql/operations/subscriptions/on-update-charges/', kind: 'identifier' },
  { query: 'createStore mutation', expect: '/apis/graphql/operations/mutations/create-store/', kind: 'identifier' },
  // A type both APIs define under this name: either reference page answers it.
  {
    query: 'WebhookEventType',
    expect: ['/apis/graphql/types/enums/webhook-event-type/', '/apis/rest/schemas/webhookeventtype/'],
    kind: 'identifier',
  },
  { query: 'ChargeStatus enum', expect: '/apis/graphql/types/enums/charge-status/', kind: 'identifier' },
  { query: 'CreatePaymentRequest', expect: '/apis/rest/schemas/createpaymentrequest/', kind: 'identifier' },
  { query: 'ApiException', expect: '/apis/rest/schemas/apiexception/', kind: 'identifier' },
  { query: 'DateTime scalar', expect: '/apis/graphql/types/scalars/date-time/', kind: 'identifier' },
  { query: 'PagoraError', expect: '/pagora-js/reference/', kind: 'identifier' },

  // Misspellings.
  { query: 'subscripton', expect: '/subscriptions/integration/', kind: 'typo' },
  { query: 'paypall', expect: '/payment-methods/paypal/', kind: 'typo' },
  { query: 'woocomerce', expect: '/e-commerce/woocommerce/', kind: 'typo' },
  { query: 'prestashp', expect: '/e-commerce/prestashop/', kind: 'typo' },
  { query: 'bizzum', expect: '/payment-methods/bizum/', kind: 'typo' },
  { query: 'chargeback alrets', expect: '/guides/ethoca-verifi/', kind: 'typo' },
  { query: 'stablecoins', expect: '/eurm-stablecoin/', kind: 'typo' },
  { query: 'cardholdr name', expect: '/guides/send-cardholder-name/', kind: 'typo' },

  // Synonyms: the reader's word is not the page's.
  { query: '3ds', expect: '/payment-methods/card/', kind: 'synonym' },
  { query: 'sca', expect: '/payment-methods/card/', kind: 'synonym' },
  { query: 'magento', expect: '/e-commerce/adobe-commerce/', kind: 'synonym' },
  { query: 'salesforce commerce cloud', expect: '/e-commerce/salesforce/', kind: 'synonym' },
  { query: 'mbway', expect: '/payment-methods/overview/', kind: 'synonym' },
  { query: 'qr', expect: '/integrations/use-qr-payments/', kind: 'synonym' },
  { query: 'webhook signature', expect: '/guides/verify-signature/', kind: 'synonym' },
  { query: 'hosted payment page', expect: '/integrations/use-prebuilt-payment-page/', kind: 'synonym' },
  { query: 'idempotency', expect: '/apis/rest/', kind: 'synonym' },
  { query: 'sandbox', expect: '/testing/', kind: 'synonym' },
  { query: 'token migration', expect: '/guides/migrate-tokens/', kind: 'synonym' },
  // Added on 2026-11-24 with the payment-vocabulary groups of synonyms.ts, one query per group whose
  // answer is clear (dunning, dispute, MIT, pre-authorization, webhook secret, rate limiting); their
  // results were looked at before they were added, so they guard the groups rather than measure them.
  { query: 'dunning', expect: '/subscriptions/integration/', kind: 'synonym' },
  { query: 'dispute a payment', expect: '/guides/chargebacks/', kind: 'synonym' },
  { query: 'mit', expect: '/guides/save-payment-method/', kind: 'synonym' },
  { query: 'pre-authorization', expect: '/payment-methods/card/', kind: 'synonym' },
  { query: 'webhook secret', expect: '/guides/verify-signature/', kind: 'synonym' },
  { query: 'rate limiting', expect: ['/apis/rest/', '/apis/graphql/', '/errors/'], kind: 'synonym' },

  // API fields, arguments and enum values: the row that defines them.
  {
    query: 'orderId',
    expect: [
      '/apis/graphql/types/objects/payment/#order-id',
      '/apis/graphql/types/inputs/create-payment-input/#order-id',
      '/apis/graphql/types/objects/charge/#order-id',
      '/apis/rest/payments-create/#request.orderId',
      '/apis/rest/payments-recurring/#request.orderId',
      '/apis/rest/schemas/createpaymentrequest/#schema.orderId',
      '/apis/rest/schemas/payment/#schema.orderId',
      '/apis/rest/schemas/recurringpaymentrequest/#schema.orderId',
    ],
    kind: 'field',
  },
  {
    query: 'trialPeriodDays',
    expect: [
      '/apis/graphql/types/objects/payment-subscription/#trial-period-days',
      '/apis/graphql/types/inputs/create-subscription-input/#trial-period-days',
      '/apis/rest/schemas/createsubscriptionrequest/#schema.trialPeriodDays',
      '/apis/rest/schemas/subscription/#schema.trialPeriodDays',
      '/apis/rest/subscriptions-create/#request.trialPeriodDays',
    ],
    kind: 'field',
  },
  {
    query: 'sequenceId',
    expect: [
      '/apis/graphql/types/objects/payment/#sequence-id',
      '/apis/graphql/types/inputs/create-recurring-payment-input/#sequence-id',
      '/apis/rest/payments-recurring/#request.sequenceId',
      '/apis/rest/schemas/payment/#schema.sequenceId',
      '/apis/rest/schemas/recurringpaymentrequest/#schema.sequenceId',
    ],
    kind: 'field',
  },
  {
    query: 'cancelAtPeriodEnd',
    expect: [
      '/apis/graphql/types/objects/payment-subscription/#cancel-at-period-end',
      '/apis/graphql/types/inputs/cancel-subscription-input/#cancel-at-period-end',
      '/apis/rest/schemas/cancelsubscriptionrequest/#schema.cancelAtPeriodEnd',
      '/apis/rest/schemas/subscription/#schema.cancelAtPeriodEnd',
      '/apis/rest/subscriptions-cancel/#request.cancelAtPeriodEnd',
    ],
    kind: 'field',
  },
  {
    query: 'lastRefundReason',
    expect: [
      '/apis/graphql/types/objects/payment/#last-refund-reason',
      '/apis/rest/schemas/payment/#schema.lastRefundReason',
    ],
    kind: 'field',
  },
  {
    query: 'pauseIntervalCount',
    expect: [
      '/apis/graphql/types/objects/payment-subscription/#pause-interval-count',
      '/apis/graphql/types/inputs/pause-subscription-input/#pause-interval-count',
      '/apis/rest/schemas/pausesubscriptionrequest/#schema.pauseIntervalCount',
      '/apis/rest/schemas/subscription/#schema.pauseIntervalCount',
      '/apis/rest/subscriptions-pause/#request.pauseIntervalCount',
    ],
    kind: 'field',
  },
  {
    query: 'retrySchedule',
    expect: [
      '/apis/graphql/types/objects/payment-subscription/#retry-schedule',
      '/apis/graphql/types/inputs/create-subscription-input/#retry-schedule',
      '/apis/graphql/types/inputs/update-subscription-input/#retry-schedule',
      '/apis/rest/schemas/createsubscriptionrequest/#schema.retrySchedule',
      '/apis/rest/schemas/subscription/#schema.retrySchedule',
      '/apis/rest/schemas/updatesubscriptionrequest/#schema.retrySchedule',
      '/apis/rest/subscriptions-create/#request.retrySchedule',
      '/apis/rest/subscriptions-update/#request.retrySchedule',
    ],
    kind: 'field',
  },
  {
    query: 'skipIntervalCount',
    expect: [
      '/apis/graphql/types/objects/payment-subscription/#skip-interval-count',
      '/apis/graphql/types/inputs/resume-subscription-input/#skip-interval-count',
      '/apis/rest/schemas/resumesubscriptionrequest/#schema.skipIntervalCount',
      '/apis/rest/schemas/subscription/#schema.skipIntervalCount',
      '/apis/rest/subscriptions-resume/#request.skipIntervalCount',
    ],
    kind: 'field',
  },
  {
    query: 'cardholderName',
    expect: [
      '/apis/graphql/types/objects/card-details/#cardholder-name',
      '/apis/rest/schemas/carddetails/#schema.cardholderName',
    ],
    kind: 'field',
  },
  {
    query: 'authorizationCode',
    expect: [
      '/apis/graphql/types/objects/payment/#authorization-code',
      '/apis/graphql/types/objects/charge/#authorization-code',
      '/apis/rest/schemas/payment/#schema.authorizationCode',
    ],
    kind: 'field',
  },
  {
    query: 'iban',
    expect: [
      '/apis/graphql/types/objects/bank-account/#iban',
      '/apis/graphql/types/inputs/create-bank-account-input/#iban',
      '/apis/graphql/types/inputs/send-payment-request-input/#iban',
    ],
    kind: 'field',
  },
  { query: 'payouts status argument', expect: '/apis/graphql/operations/queries/payouts/#status', kind: 'field' },
  { query: 'PARTIALLY_REFUNDED', expect: '/apis/graphql/types/enums/payment-status/#partially-refunded', kind: 'enum' },
  {
    query: 'CHARGEBACK_ALERT_RECEIVED',
    expect: [
      '/apis/graphql/types/enums/webhook-event-type/#chargeback-alert-received',
      '/apis/graphql/types/enums/charge-event-type/#chargeback-alert-received',
    ],
    kind: 'enum',
  },
  { query: 'PAYOUT_FAILED', expect: '/apis/graphql/types/enums/webhook-event-type/#payout-failed', kind: 'enum' },
  {
    query: 'SEPA_REQUEST_TO_PAY',
    expect: '/apis/graphql/types/enums/payment-method/#sepa-request-to-pay',
    kind: 'enum',
  },
  {
    query: 'REQUESTED_BY_CUSTOMER',
    expect: [
      '/apis/graphql/types/enums/refund-reason/#requested-by-customer',
      '/apis/graphql/types/enums/cancellation-reason/#requested-by-customer',
    ],
    kind: 'enum',
  },
  { query: 'MBWAY payment method enum', expect: '/apis/graphql/types/enums/payment-method/#mbway', kind: 'enum' },
  // Identifiers searched within one reference (the search page's area filter), written before the
  // ranking was tuned for them: in each reference, what defines the name (the enum's schema or
  // type, the field's own row), not an operation or event that only mentions it.
  {
    query: 'PARTIALLY_REFUNDED',
    area: 'rest',
    expect: ['/apis/rest/schemas/paymentstatus/', '/apis/rest/schemas/payment/#schema.status'],
    kind: 'enum',
  },
  {
    query: 'REQUESTED_BY_CUSTOMER',
    area: 'rest',
    expect: ['/apis/rest/schemas/refundreason/', '/apis/rest/schemas/cancellationreason/'],
    kind: 'enum',
  },
  { query: 'SEPA_REQUEST_TO_PAY', area: 'rest', expect: '/apis/rest/schemas/paymentmethod/', kind: 'enum' },
  {
    query: 'PAYOUT_FAILED',
    area: 'rest',
    expect: ['/apis/rest/webhooks/payout-failed/', '/apis/rest/schemas/webhookeventtype/'],
    kind: 'enum',
  },
  {
    query: 'sequenceId',
    area: 'rest',
    expect: [
      '/apis/rest/payments-recurring/#request.sequenceId',
      '/apis/rest/schemas/payment/#schema.sequenceId',
      '/apis/rest/schemas/recurringpaymentrequest/#schema.sequenceId',
    ],
    kind: 'field',
  },
  {
    query: 'PARTIALLY_REFUNDED',
    area: 'graphql',
    expect: '/apis/graphql/types/enums/payment-status/#partially-refunded',
    kind: 'enum',
  },
  {
    query: 'trialPeriodDays',
    area: 'graphql',
    expect: [
      '/apis/graphql/types/objects/payment-subscription/#trial-period-days',
      '/apis/graphql/types/inputs/create-subscription-input/#trial-period-days',
    ],
    kind: 'field',
  },
  {
    query: 'orderId',
    area: 'graphql',
    expect: [
      '/apis/graphql/types/objects/payment/#order-id',
      '/apis/graphql/types/inputs/create-payment-input/#order-id',
      '/apis/graphql/types/objects/charge/#order-id',
    ],
    kind: 'field',
  },
  // REST parameter and property rows (anchors from shared/rest-model/field-ids.ts), written before the
  // rows were indexed or the ranking looked at: the row that defines the name, in REST or GraphQL.
  {
    query: 'savePaymentMethod',
    expect: [
      '/apis/rest/payments-create/#request.savePaymentMethod',
      '/apis/rest/schemas/createpaymentrequest/#schema.savePaymentMethod',
      '/apis/graphql/types/inputs/create-payment-input/#save-payment-method',
    ],
    kind: 'field',
  },
  {
    query: 'paymentCallbackUrl',
    expect: [
      '/apis/rest/subscriptions-create/#request.paymentCallbackUrl',
      '/apis/rest/schemas/subscription/#schema.paymentCallbackUrl',
      '/apis/rest/schemas/createsubscriptionrequest/#schema.paymentCallbackUrl',
      '/apis/graphql/types/objects/payment-subscription/#payment-callback-url',
      '/apis/graphql/types/inputs/create-subscription-input/#payment-callback-url',
    ],
    kind: 'field',
  },
  {
    query: 'payout statementDescriptor',
    expect: [
      '/apis/rest/schemas/payout/#schema.statementDescriptor',
      '/apis/graphql/types/objects/payout/#statement-descriptor',
    ],
    kind: 'field',
  },
  {
    query: 'expectedArrivalAt',
    expect: [
      '/apis/rest/schemas/payout/#schema.expectedArrivalAt',
      '/apis/graphql/types/objects/payout/#expected-arrival-at',
    ],
    kind: 'field',
  },
  {
    query: 'settlement chargebackAmount',
    expect: [
      '/apis/rest/schemas/settlement/#schema.chargebackAmount',
      '/apis/graphql/types/objects/settlement/#chargeback-amount',
    ],
    kind: 'field',
  },
  {
    query: 'holdReason',
    expect: ['/apis/rest/schemas/settlement/#schema.holdReason', '/apis/graphql/types/objects/settlement/#hold-reason'],
    kind: 'field',
  },
  {
    query: 'refundReason',
    expect: [
      '/apis/rest/payments-refund/#request.refundReason',
      '/apis/rest/schemas/refundpaymentrequest/#schema.refundReason',
      '/apis/graphql/types/inputs/refund-payment-input/#refund-reason',
      '/apis/graphql/types/objects/charge/#refund-reason',
    ],
    kind: 'field',
  },
  {
    query: 'subscription intervalCount',
    expect: [
      '/apis/rest/subscriptions-create/#request.intervalCount',
      '/apis/rest/schemas/subscription/#schema.intervalCount',
      '/apis/rest/schemas/createsubscriptionrequest/#schema.intervalCount',
      '/apis/graphql/types/objects/payment-subscription/#interval-count',
      '/apis/graphql/types/inputs/create-subscription-input/#interval-count',
    ],
    kind: 'field',
  },
  {
    query: 'settlement netAmount',
    expect: ['/apis/rest/schemas/settlement/#schema.netAmount', '/apis/graphql/types/objects/settlement/#net-amount'],
    kind: 'field',
  },
  {
    query: 'reportUrl',
    expect: ['/apis/rest/schemas/settlement/#schema.reportUrl', '/apis/graphql/types/objects/settlement/#report-url'],
    kind: 'field',
  },
  {
    query: 'payout bankAccountId',
    expect: ['/apis/rest/schemas/payout/#schema.bankAccountId', '/apis/graphql/types/objects/payout/#bank-account-id'],
    kind: 'field',
  },
  {
    query: 'payment expireAt',
    expect: [
      '/apis/rest/payments-create/#request.expireAt',
      '/apis/rest/schemas/payment/#schema.expireAt',
      '/apis/rest/schemas/createpaymentrequest/#schema.expireAt',
      '/apis/graphql/types/objects/payment/#expire-at',
      '/apis/graphql/types/inputs/create-payment-input/#expire-at',
    ],
    kind: 'field',
  },
  {
    query: 'grossAmount',
    expect: [
      '/apis/rest/schemas/settlement/#schema.grossAmount',
      '/apis/rest/schemas/settlementbreakdown/#schema.grossAmount',
      '/apis/graphql/types/objects/settlement/#gross-amount',
      '/apis/graphql/types/objects/settlement-breakdown/#gross-amount',
    ],
    kind: 'field',
  },
  {
    query: 'payout failureReason',
    expect: ['/apis/rest/schemas/payout/#schema.failureReason', '/apis/graphql/types/objects/payout/#failure-reason'],
    kind: 'field',
  },
  {
    query: 'payment methods country parameter',
    expect: '/apis/rest/payment-methods-get/#param.query.country',
    kind: 'field',
  },
  {
    query: 'IN_TRANSIT payout',
    expect: [
      '/apis/rest/schemas/payout/#schema.status',
      '/apis/rest/schemas/payoutstatus/',
      '/apis/graphql/types/enums/payout-status/#in-transit',
    ],
    kind: 'enum',
  },
  {
    query: 'ON_HOLD settlement',
    expect: [
      '/apis/rest/schemas/settlement/#schema.status',
      '/apis/rest/schemas/settlementstatus/',
      '/apis/graphql/types/enums/settlement-status/#on-hold',
    ],
    kind: 'enum',
  },
  // Pages added after the suite was first written (errors reference, webhook events, changelog, AI
  // tools guide), written from the reader's side before looking at their ranking.
  { query: 'decline codes', expect: '/errors/', kind: 'topic' },
  { query: 'error codes', expect: '/errors/', kind: 'topic' },
  { query: 'why was my payment declined', expect: '/errors/', kind: 'task' },
  { query: 'webhook events', expect: '/apis/rest/webhooks/', kind: 'topic' },
  { query: 'payment succeeded event', expect: '/apis/rest/webhooks/payment-succeeded/', kind: 'operation' },
  { query: 'subscription past due webhook', expect: '/apis/rest/webhooks/subscription-past-due/', kind: 'operation' },
  { query: 'payout failed event', expect: '/apis/rest/webhooks/payout-failed/', kind: 'operation' },
  { query: 'api changelog', expect: '/changelog/', kind: 'topic' },
  { query: 'mcp server', expect: '/guides/ai-coding-tools/', kind: 'topic' },
  { query: 'refunds', expect: '/guides/refunds/', kind: 'topic' },
  // The meaning of a code, typed in words: the row that defines it (any page whose table lists it).
  {
    query: 'insufficient funds',
    expect: ['/errors/#status-code-102', '/payment-methods/card/#status-code-102', '/testing/#status-code-102'],
    kind: 'topic',
  },
  { query: 'amount exceeds refundable', expect: '/errors/#error-amount-exceeds-refundable', kind: 'enum' },
  { query: 'use the docs with cursor', expect: '/guides/ai-coding-tools/', kind: 'task' },
  // Written on 2026-11-23 with 60 others before that day's changes (sidebar labels as titles, verbs
  // of doing as stop words, store/shop and OpenAPI synonyms); kept here whether they pass or not.
  { query: 'payment request button', expect: '/pagora-js/payment-request/', kind: 'topic' },
  { query: 'how to issue a partial refund', expect: ['/guides/refunds/', '/apis/rest/payments-refund/'], kind: 'task' },
  { query: 'several shops one account', expect: '/guides/managing-stores/', kind: 'task' },
  { query: 'download openapi spec', expect: '/apis/rest/', kind: 'task' },
  { query: 'void authorization', expect: ['/apis/rest/payments-cancel/', '/payment-methods/card/'], kind: 'task' },
  { query: 'free trial', expect: '/subscriptions/integration/', kind: 'topic' },
  { query: 'import cards from another provider', expect: '/guides/migrate-tokens/', kind: 'task' },
  { query: 'publishable key', expect: ['/getting-started/', '/pagora-js/overview/'], kind: 'topic' },
  // Readers in Spain and Portugal: 8 of 30 queries written on 2026-11-24 by a helper who had not seen
  // the search code, picked for their spread of topics and both languages; kept whether they pass or not.
  { query: 'numeros de tarjeta de prueba', expect: '/testing/', kind: 'spanish-portuguese' },
  {
    query: '¿cómo devuelvo parte de un pago?',
    expect: ['/guides/refunds/', '/apis/rest/payments-refund/'],
    kind: 'spanish-portuguese',
  },
  {
    query: 'alerta de contracargo antes de la disputa',
    expect: ['/guides/ethoca-verifi/', '/guides/chargebacks/'],
    kind: 'spanish-portuguese',
  },
  {
    query: 'suscripción con periodo de prueba gratis',
    expect: '/subscriptions/integration/',
    kind: 'spanish-portuguese',
  },
  {
    query: 'mi clave secreta se ha filtrado',
    expect: ['/getting-started/', '/apis/graphql/operations/mutations/rotate-api-key/', '/apis/rest/'],
    kind: 'spanish-portuguese',
  },
  { query: 'números de telemóvel de teste MB WAY', expect: '/testing/', kind: 'spanish-portuguese' },
  {
    query: 'verificar assinatura do webhook',
    expect: ['/guides/verify-signature/', '/apis/rest/webhooks/'],
    kind: 'spanish-portuguese',
  },
  {
    query: 'pausar subscrição',
    expect: ['/subscriptions/integration/', '/apis/rest/subscriptions-pause/'],
    kind: 'spanish-portuguese',
  },
  // Tasks and problems in a reader's own words, and questions whose words also name a GraphQL
  // operation (issue 43, kinds 3 and 4), written on 2026-11-25 before that day's ranking change.
  { query: 'where do I find my secret key', expect: '/getting-started/', kind: 'task' },
  { query: 'webhooks arrive in the wrong order', expect: '/apis/rest/webhooks/', kind: 'task' },
  { query: 'how many times is a failed webhook retried', expect: '/apis/rest/webhooks/', kind: 'task' },
  { query: 'take payments for my sellers as a marketplace', expect: '/pagora-connect/', kind: 'task' },
  {
    query: 'charge the customer again next month without them',
    expect: '/guides/save-payment-method/',
    kind: 'task',
  },
  { query: 'give my accountant access to the dashboard', expect: '/guides/team-access/', kind: 'task' },
  { query: 'stop fraudsters paying with stolen cards', expect: '/guides/payment-rules/', kind: 'task' },
  { query: 'move saved cards from my old provider', expect: '/guides/migrate-tokens/', kind: 'task' },
  { query: 'show the payment page on my own domain', expect: '/guides/custom-domains/', kind: 'task' },
  { query: 'when does the money reach my bank account', expect: '/guides/payouts/', kind: 'task' },
  { query: 'show a QR code at the till', expect: '/integrations/use-qr-payments/', kind: 'task' },
  { query: 'email the customer a link to pay', expect: '/integrations/pay-by-link/', kind: 'task' },
  {
    query: 'hold the money now and charge when I ship',
    expect: ['/payment-methods/card/', '/apis/rest/payments-capture/'],
    kind: 'task',
  },
  { query: 'give a customer their money back', expect: '/guides/refunds/', kind: 'task' },
  { query: 'refund only part of an order', expect: '/guides/refunds/', kind: 'task' },
  { query: 'the customer disputed the payment with their bank', expect: '/guides/chargebacks/', kind: 'task' },
  { query: 'what happens when a renewal payment is declined', expect: '/subscriptions/integration/', kind: 'task' },
  { query: 'check that a callback really comes from Pagora', expect: '/guides/verify-signature/', kind: 'task' },
  { query: 'card number that always gets declined', expect: '/testing/', kind: 'task' },
  { query: 'accept payments in a euro stablecoin', expect: '/eurm-stablecoin/', kind: 'task' },
  { query: 'let my coding assistant read these docs', expect: '/guides/ai-coding-tools/', kind: 'task' },
  {
    query: 'hide PayPal at checkout for some products in Shopify',
    expect: '/e-commerce/shopify/hide-payment-methods/',
    kind: 'task',
  },
  { query: 'retry schedule of webhook deliveries', expect: '/apis/rest/webhooks/', kind: 'task' },
  { query: 'duplicate webhook events', expect: '/apis/rest/webhooks/', kind: 'task' },
];
