/**
 * A tuning set of 169 questions phrased as integrators type them into the docs search box: tasks and
 * problems in their own words, pasted error bodies and decline codes, Spanish and Portuguese, the
 * REST and GraphQL landing pages' concepts in everyday words, payment-method specifics and a few
 * others. Written on 2026-11-25 from the docs' content; each expectation was chosen by reading the
 * page that answers it, never by running the search. A second batch of 30 tasks and problems adds
 * hurried fragments, symptoms, requests a coding agent sends, platform-specific tasks (Shopify,
 * WooCommerce, PrestaShop, Adobe Commerce, Wix, Salesforce, Odoo) and business needs in plain words.
 * A third batch of 69 (2026-11-27) was written by two helpers who read only the docs, never the search
 * code or these files (one question that repeated one above left out).
 * Anchors are used only for a specific row (an error or decline code, a refund method's row); a list
 * means the pages answer equally well.
 */
import type { RelevanceCase } from './queries';

export const integratorTuningCases: RelevanceCase[] = [
  // Tasks and problems in the reader's own words.
  { query: 'give money back to a shopper who returned one item', expect: '/guides/refunds/', kind: 'task' },
  { query: 'refnd a customer who was charged two times for the same order', expect: '/guides/refunds/', kind: 'typo' },
  {
    query: 'reserve the amount on the card now and take it when I ship',
    expect: '/payment-methods/card/',
    kind: 'task',
  },
  {
    query: 'order cancelled before shipping, release the hold on the card',
    expect: ['/payment-methods/card/', '/apis/rest/payments-cancel/'],
    kind: 'task',
  },
  {
    query: 'can I capture an authorisation in two separate parts',
    expect: ['/apis/rest/payments-capture/', '/payment-methods/card/'],
    kind: 'task',
  },
  {
    query: 'charge a stored card later when the customer is not on the site',
    expect: '/guides/save-payment-method/',
    kind: 'task',
  },
  { query: 'bill my members automatically every month', expect: '/subscriptions/integration/', kind: 'task' },
  {
    query: 'subcription renewal got declined, does it get retried',
    expect: '/subscriptions/integration/',
    kind: 'typo',
  },
  {
    query: 'text the customer a link so they can pay from their phone',
    expect: '/integrations/pay-by-link/',
    kind: 'task',
  },
  {
    query: 'show a code at the counter that people scan to pay',
    expect: '/integrations/use-qr-payments/',
    kind: 'task',
  },
  {
    query: 'popup checkout so the buyer never leaves my page',
    expect: '/integrations/use-payment-modal/',
    kind: 'task',
  },
  {
    query: 'customer saw the success page, is the order actually paid?',
    expect: '/integrations/use-prebuilt-payment-page/',
    kind: 'task',
  },
  { query: 'get callbacks on localhost while developing', expect: '/testing/', kind: 'task' },
  {
    query: 'make sure a notification really comes from pagora and not an attacker',
    expect: '/guides/verify-signature/',
    kind: 'task',
  },
  {
    query: 'webhok hmac never matches even with the right secret',
    expect: '/guides/verify-signature/',
    kind: 'typo',
  },
  {
    query: 'let the businesses on my marketplace take payments and get their own payouts',
    expect: '/pagora-connect/',
    kind: 'task',
  },
  { query: "when will yesterday's sales reach my bank account", expect: '/guides/payouts/', kind: 'task' },
  { query: 'my bank sent the payout back, what now', expect: '/guides/payouts/', kind: 'task' },
  { query: "stop a fraudster's email address from paying again", expect: '/guides/payment-rules/', kind: 'task' },
  { query: 'a cardholder disputed a payment with their bank', expect: '/guides/chargebacks/', kind: 'task' },
  {
    query: 'get warned early so I can refund before a dispute turns into a chargeback',
    expect: '/guides/ethoca-verifi/',
    kind: 'task',
  },
  { query: 'give our bookkeeper access to settlements only', expect: '/guides/team-access/', kind: 'task' },
  { query: 'bring saved cards over from my previous psp', expect: '/guides/migrate-tokens/', kind: 'task' },
  {
    query: 'payment page on my own subdomain instead of pay.pagora.com',
    expect: '/guides/custom-domains/',
    kind: 'task',
  },
  { query: 'my real visa gets rejected when I use the test key', expect: '/testing/', kind: 'task' },

  // Pasted errors and decline codes: the row of the errors and decline codes reference.
  {
    query: '{"status":409,"type":"IDEMPOTENCY_CONFLICT","code":"IDEMPOTENCY_KEY_REUSED"}',
    expect: '/errors/#error-idempotency-key-reused',
    kind: 'identifier',
  },
  {
    query: '422 Unprocessable Entity AMOUNT_EXCEEDS_REFUNDABLE',
    expect: '/errors/#error-amount-exceeds-refundable',
    kind: 'identifier',
  },
  {
    query: '"statusCode": "102"',
    expect: ['/errors/#status-code-102', '/testing/#status-code-102'],
    kind: 'identifier',
  },
  {
    query: 'statusCode 112 statusMessage authentication required',
    expect: ['/errors/#status-code-112', '/testing/#status-code-112'],
    kind: 'identifier',
  },
  {
    query: 'HTTP 429 Too Many Requests',
    expect: ['/errors/#error-type-rate-limited', '/errors/#error-rate-limited'],
    kind: 'identifier',
  },
  {
    query: '{"status":401,"type":"UNAUTHORIZED","code":"INVALID_API_KEY"}',
    expect: '/errors/#error-invalid-api-key',
    kind: 'identifier',
  },
  {
    query: '"type": "UNPROCESSABLE_ENTITY", "code": "REFUND_NOT_SUPPORTED"',
    expect: '/errors/#error-refund-not-supported',
    kind: 'identifier',
  },
  {
    query: 'extensions {"type":"UNPROCESSABLE_ENTITY","code":"INVALID_STATUS"}',
    expect: '/errors/#error-invalid-status',
    kind: 'identifier',
  },
  {
    query: 'bizum payment FAILED statusCode 401',
    expect: ['/errors/#status-code-401', '/testing/#status-code-401'],
    kind: 'identifier',
  },
  {
    query: '503 Service Unavailable PROCESSOR_UNAVAILABLE',
    expect: '/errors/#error-processor-unavailable',
    kind: 'identifier',
  },

  // Spanish and Portuguese.
  { query: 'cómo devolver el dinero a un cliente', expect: '/guides/refunds/', kind: 'spanish-portuguese' },
  { query: 'cobrar con bizum desde mi web', expect: '/payment-methods/bizum/', kind: 'spanish-portuguese' },
  {
    query: 'exención de 3D Secure para importes pequeños',
    expect: '/payment-methods/card/',
    kind: 'spanish-portuguese',
  },
  {
    query: 'pagamento por referência multibanco com entidade',
    expect: '/payment-methods/overview/',
    kind: 'spanish-portuguese',
  },
  { query: 'integrar pagamentos mb way pela api', expect: '/payment-methods/overview/', kind: 'spanish-portuguese' },
  {
    query: 'cuándo recibo en mi cuenta bancaria el dinero de las ventas',
    expect: '/guides/payouts/',
    kind: 'spanish-portuguese',
  },
  { query: 'cartões de teste para simular pagamento recusado', expect: '/testing/', kind: 'spanish-portuguese' },
  {
    query: 'verificar la firma de las notificaciones de pagora',
    expect: '/guides/verify-signature/',
    kind: 'spanish-portuguese',
  },
  {
    query: 'cobro mensual recurrente con suscripciones',
    expect: '/subscriptions/integration/',
    kind: 'spanish-portuguese',
  },
  {
    query: 'devolver o dinheiro de um pagamento multibanco',
    expect: ['/guides/refunds/#refund-multibanco', '/payment-methods/overview/'],
    kind: 'spanish-portuguese',
  },

  // The REST and GraphQL landing pages' concepts in everyday words.
  { query: 'what host do I send rest calls to', expect: '/apis/rest/', kind: 'synonym' },
  { query: 'how do I pass my secret key with each request', expect: '/apis/rest/', kind: 'synonym' },
  { query: 'retry after a timeout without creating the payment twice', expect: '/apis/rest/', kind: 'synonym' },
  {
    query: 'how many api calls per second before I get throttled',
    expect: ['/apis/rest/', '/apis/graphql/'],
    kind: 'synonym',
  },
  { query: 'fetch the next page of results in graphql', expect: '/apis/graphql/', kind: 'synonym' },
  {
    query: "make calls on behalf of one of my platform's merchants",
    expect: ['/apis/rest/', '/pagora-connect/'],
    kind: 'synonym',
  },
  { query: 'push updates over a websocket instead of polling', expect: '/apis/graphql/', kind: 'synonym' },
  { query: 'are amounts sent in cents or in euros', expect: '/apis/rest/', kind: 'topic' },
  { query: 'is there a rest endpoint that lists all my payments', expect: '/apis/rest/', kind: 'topic' },
  { query: 'what does an api error response look like', expect: ['/errors/', '/apis/rest/'], kind: 'topic' },

  // Payment-method specifics: limits, currencies, refunds per method, expiry, phone formats, 3-D Secure.
  {
    query: 'mbway phone number format',
    expect: ['/payment-methods/overview/', '/apis/rest/payments-send-request/'],
    kind: 'topic',
  },
  { query: 'bizum maximum amount per payment', expect: '/payment-methods/bizum/', kind: 'topic' },
  {
    query: 'which currencies can paypal take',
    expect: ['/payment-methods/paypal/', '/payment-methods/overview/'],
    kind: 'topic',
  },
  {
    query: 'how many days until a card refund shows on the statement',
    expect: ['/guides/refunds/#refund-card', '/payment-methods/card/'],
    kind: 'task',
  },
  {
    query: 'refund a paypal payment from 7 months ago',
    expect: ['/guides/refunds/#refund-paypal', '/payment-methods/paypal/'],
    kind: 'task',
  },
  { query: 'skip 3ds on small amounts, low value exemption', expect: '/payment-methods/card/', kind: 'topic' },
  {
    query: 'aple pay domian verification file .well-known',
    expect: '/payment-methods/apple-pay/',
    kind: 'typo',
  },
  {
    query: 'how long can an authorized card payment wait before capture',
    expect: '/payment-methods/card/',
    kind: 'task',
  },
  {
    query: 'can customers pay a subscription with bizum',
    expect: ['/payment-methods/bizum/', '/payment-methods/overview/'],
    kind: 'topic',
  },
  {
    query: 'how many days is a multibanco reference valid',
    expect: ['/payment-methods/overview/', '/e-commerce/shopify/pagora-multibanco/'],
    kind: 'topic',
  },

  // Others: plugins, sandbox, API keys, changelog and versioning, AI tools.
  { query: 'magento 2 pagora extension', expect: '/e-commerce/adobe-commerce/', kind: 'synonym' },
  { query: 'api versioning, what changed and what breaks', expect: '/changelog/', kind: 'topic' },
  { query: 'my sk_live key got pushed to a public repo', expect: '/getting-started/', kind: 'task' },
  {
    query: 'sandbox to try payments without real money',
    expect: ['/testing/', '/getting-started/'],
    kind: 'synonym',
  },
  { query: 'hook up cursor to the pagora docs mcp server', expect: '/guides/ai-coding-tools/', kind: 'task' },

  // Tasks and problems, second batch: fragments, symptoms, agent-style requests, platform-specific.
  { query: 'phone order card typed in by an agent in the back office', expect: '/channel-tokenization/', kind: 'task' },
  { query: 'roll whsec secret without downtime', expect: '/guides/verify-signature/', kind: 'task' },
  {
    query: 'sepa request to pay test iban rejected',
    expect: ['/testing/', '/payment-methods/sepa-request-to-pay/'],
    kind: 'task',
  },
  { query: 'cname for pay subdomain never found, dns proxy on', expect: '/guides/custom-domains/', kind: 'task' },
  { query: 'paypal buyer claim not showing in pagora', expect: '/guides/chargebacks/', kind: 'task' },
  {
    query: 'callback signature mismatch only for customers with accented names',
    expect: '/guides/verify-signature/',
    kind: 'task',
  },
  {
    query: 'customer charged twice after double clicking the pay button',
    expect: '/integrations/build-custom-checkout/',
    kind: 'task',
  },
  {
    query: 'real customers getting blocked since I set up a fraud rule',
    expect: '/guides/payment-rules/',
    kind: 'task',
  },
  {
    query: 'apple pay in our iphone app suddenly fails for every customer',
    expect: '/payment-methods/apple-pay/',
    kind: 'task',
  },
  {
    query: 'recurring charges declined after customers received replacement cards from their bank',
    expect: ['/channel-tokenization/', '/guides/save-payment-method/'],
    kind: 'task',
  },
  { query: 'card input area stays blank on my checkout page', expect: '/pagora-js/overview/', kind: 'task' },
  {
    query: 'write the server call that creates a payment, then 303 redirect the buyer to pay.pagora.com',
    expect: '/integrations/use-prebuilt-payment-page/',
    kind: 'task',
  },
  {
    query: 'Flask endpoint code that rejects forged Pagora callbacks',
    expect: '/guides/verify-signature/',
    kind: 'task',
  },
  {
    query: "curl to push a bizum request to a customer's mobile from my backend",
    expect: ['/payment-methods/bizum/', '/apis/rest/payments-send-request/'],
    kind: 'task',
  },
  {
    query: 'graphql query returning my available and pending money per currency',
    expect: ['/guides/payouts/', '/apis/graphql/operations/queries/balances/'],
    kind: 'task',
  },
  {
    query: 'JavaScript that mounts the card fields in my own form and confirms in the browser',
    expect: ['/integrations/build-custom-checkout/', '/pagora-js/overview/'],
    kind: 'task',
  },
  {
    query: 'which endpoint tells me what a shopper in Portugal can pay with for 25 euros',
    expect: ['/apis/rest/payment-methods-get/', '/payment-methods/overview/'],
    kind: 'task',
  },
  {
    query: 'shopify show bizum only to buyers in spain',
    expect: '/e-commerce/shopify/hide-payment-methods/',
    kind: 'task',
  },
  {
    query: 'woocommerce cancels multibanco orders before the customer pays the reference',
    expect: '/e-commerce/woocommerce/',
    kind: 'task',
  },
  {
    query: 'prestashop orders stuck waiting for payment while the shop is in maintenance mode',
    expect: '/e-commerce/prestashop/',
    kind: 'task',
  },
  {
    query: 'magento take the money only when I create the invoice',
    expect: '/e-commerce/adobe-commerce/',
    kind: 'task',
  },
  { query: 'wix pricing plans automatic renewal paid with pagora', expect: '/e-commerce/wix/', kind: 'task' },
  {
    query: 'salesforce b2c commerce orders never leave CREATED status',
    expect: '/e-commerce/salesforce/',
    kind: 'task',
  },
  {
    query: 'odoo: match the daily pagora bank deposit against my invoices',
    expect: '/accounting/odoo/',
    kind: 'task',
  },
  {
    query: 'earn a commission on each sale the shops on my platform make',
    expect: '/pagora-connect/',
    kind: 'task',
  },
  { query: 'bill a UK customer in sterling', expect: '/payment-methods/overview/', kind: 'task' },
  {
    query: 'let students pay for a course in three monthly parts',
    expect: ['/guides/save-payment-method/', '/apis/rest/payments-recurring/'],
    kind: 'task',
  },
  { query: 'let customers pay from their crypto wallet', expect: '/eurm-stablecoin/', kind: 'task' },
  {
    query: 'each of my brands with its own logo and name on the payment screen',
    expect: '/guides/managing-stores/',
    kind: 'task',
  },
  {
    query: 'member wants to skip two months of their plan while travelling',
    expect: '/subscriptions/integration/',
    kind: 'task',
  },
  // Third batch (2026-11-27): 69 questions written by two helpers who read only the docs (never the
  // search code or these files), one on payments, checkout and methods, one on what comes after.
  {
    query: 'hold the money on the card and only take it after checking stock',
    expect: '/payment-methods/card/',
    kind: 'task',
  },
  { query: 'give back money for one returned item out of a bigger order', expect: '/guides/refunds/', kind: 'task' },
  {
    query: 'charge a stored card later for usage bills without the customer online',
    expect: '/guides/save-payment-method/',
    kind: 'task',
  },
  {
    query: 'customer ordered by phone, text them something to pay',
    expect: '/integrations/pay-by-link/',
    kind: 'task',
  },
  {
    query: 'customers scan something on the till screen and pay on their own phone',
    expect: '/integrations/use-qr-payments/',
    kind: 'task',
  },
  {
    query: 'checkout popup on top of my page without leaving the site',
    expect: '/integrations/use-payment-modal/',
    kind: 'task',
  },
  {
    query: 'put card number inputs inside my own checkout form',
    expect: ['/integrations/build-custom-checkout/', '/pagora-js/overview/'],
    kind: 'task',
  },
  {
    query: 'send shoppers to a Pagora-hosted checkout and bring them back after',
    expect: '/integrations/use-prebuilt-payment-page/',
    kind: 'task',
  },
  {
    query: 'find out if a Spanish mobile number has Bizum before offering it',
    expect: ['/payment-methods/bizum/', '/apis/rest/bizum-validate-phone/'],
    kind: 'task',
  },
  {
    query: 'iPhone wallet button on my own site, prove I own the domain',
    expect: '/payment-methods/apple-pay/',
    kind: 'task',
  },
  {
    query: 'Android app wallet token, what gateway value do I pass',
    expect: '/payment-methods/google-pay/',
    kind: 'task',
  },
  {
    query: "ask the payer's bank to push a transfer for an invoice by IBAN",
    expect: '/payment-methods/sepa-request-to-pay/',
    kind: 'task',
  },
  {
    query: 'order cancelled before shipping, free up the held funds on the card',
    expect: ['/payment-methods/card/', '/apis/rest/payments-cancel/'],
    kind: 'task',
  },
  { query: 'retry a timed-out POST without creating a duplicate payment', expect: '/apis/rest/', kind: 'task' },
  {
    query: 'customer approved Bizum in their bank app but payment still pending',
    expect: '/payment-methods/bizum/',
    kind: 'task',
  },
  {
    query: 'apple pay buton not showing in safari on my website',
    expect: ['/payment-methods/apple-pay/', '/pagora-js/payment-request/'],
    kind: 'typo',
  },
  {
    query: 'card fields never appear, blank box where the form should be',
    expect: '/pagora-js/overview/',
    kind: 'task',
  },
  { query: 'all iOS in-app payments suddenly failing', expect: '/payment-methods/apple-pay/', kind: 'task' },
  {
    query: "phone camera won't read the payment code on my counter screen",
    expect: '/integrations/use-qr-payments/',
    kind: 'task',
  },
  {
    query: 'money taken from my balance for a payment the cardholder disputed',
    expect: '/guides/chargebacks/',
    kind: 'task',
  },
  { query: 'callbacks never reach my app running on localhost', expect: '/testing/', kind: 'task' },
  { query: 'test card 3ds challenge code', expect: '/testing/', kind: 'topic' },
  { query: 'rate limit 429', expect: ['/apis/rest/', '/testing/'], kind: 'topic' },
  { query: 'partial captrue amount', expect: ['/payment-methods/card/', '/apis/rest/payments-capture/'], kind: 'typo' },
  { query: 'paypal sandbox', expect: ['/payment-methods/paypal/', '/testing/'], kind: 'topic' },
  {
    query: '"type": "IDEMPOTENCY_CONFLICT", "code": "IDEMPOTENCY_KEY_REUSED"',
    expect: '/errors/#error-idempotency-key-reused',
    kind: 'identifier',
  },
  { query: '"status": "FAILED", "statusCode": "112"', expect: '/errors/#status-code-112', kind: 'identifier' },
  {
    query: '422 REFUND_NOT_SUPPORTED',
    expect: ['/errors/#error-refund-not-supported', '/guides/refunds/'],
    kind: 'identifier',
  },
  {
    query: 'reembolso parcial de un pago con tarjeta',
    expect: ['/guides/refunds/', '/payment-methods/card/'],
    kind: 'spanish-portuguese',
  },
  { query: 'tarjeta de prueba para simular pago denegado', expect: '/testing/', kind: 'spanish-portuguese' },
  {
    query: 'enviar solicitud Bizum desde el servidor sin redirigir',
    expect: ['/payment-methods/bizum/', '/apis/rest/payments-send-request/'],
    kind: 'spanish-portuguese',
  },
  {
    query: 'pagamento MB WAY fica pendente, como saber se o cliente aprovou',
    expect: '/payment-methods/overview/',
    kind: 'spanish-portuguese',
  },
  {
    query: 'como reembolsar pagamento Multibanco',
    expect: ['/guides/refunds/', '/payment-methods/overview/'],
    kind: 'spanish-portuguese',
  },
  {
    query: 'endpoint and body fields to confirm a tokenized card server-side with 3DS nextAction',
    expect: ['/apis/rest/payments-confirm/', '/integrations/build-custom-checkout/'],
    kind: 'task',
  },
  {
    query: 'stop billing a member for two months while they travel',
    expect: ['/subscriptions/integration/', '/apis/rest/subscriptions-pause/'],
    kind: 'task',
  },
  {
    query: 'give a returning subscriber one free month before charging again',
    expect: ['/subscriptions/integration/', '/apis/rest/subscriptions-resume/'],
    kind: 'task',
  },
  {
    query: 'switch a customer from monthly to annual billing',
    expect: ['/subscriptions/integration/', '/apis/rest/subscriptions-update/'],
    kind: 'task',
  },
  {
    query: 'raise the price for existing members starting next month',
    expect: ['/subscriptions/integration/', '/apis/rest/subscriptions-update/'],
    kind: 'task',
  },
  {
    query: 'call centre agent keys in the card while customer is on the phone',
    expect: '/channel-tokenization/',
    kind: 'task',
  },
  { query: 'take a cut of every sale my marketplace sellers make', expect: '/pagora-connect/', kind: 'task' },
  {
    query: 'shop manager should only see her own branch in the dashboard',
    expect: '/guides/team-access/',
    kind: 'task',
  },
  {
    query: "checkout page should show our brand's web address instead of pagora's",
    expect: '/guides/custom-domains/',
    kind: 'task',
  },
  { query: 'bring stored customer cards over from our old PSP', expect: '/guides/migrate-tokens/', kind: 'task' },
  { query: 'refuse prepaid cards on orders above 500 euros', expect: '/guides/payment-rules/', kind: 'task' },
  {
    query: 'early warning when a cardholder complains to their bank',
    expect: '/guides/ethoca-verifi/',
    kind: 'task',
  },
  { query: 'customers want to pay from their crypto wallet in euros', expect: '/eurm-stablecoin/', kind: 'task' },
  { query: "let my editor's AI assistant read the payments docs", expect: '/guides/ai-coding-tools/', kind: 'task' },
  { query: 'separate sales reports for each shop and till', expect: '/guides/managing-stores/', kind: 'task' },
  {
    query: 'webhook hmac never matches after express.json parses the body',
    expect: '/guides/verify-signature/',
    kind: 'task',
  },
  { query: 'same event delivered twice and in the wrong order', expect: '/apis/rest/webhooks/', kind: 'task' },
  { query: 'payout is lower than what we sold yesterday', expect: '/guides/payouts/', kind: 'task' },
  {
    query: 'subscripton got cancelled on its own after card kept declining',
    expect: '/subscriptions/integration/',
    kind: 'typo',
  },
  { query: 'dns records published but domain stuck in VERIFYING', expect: '/guides/custom-domains/', kind: 'task' },
  { query: "nextToken I saved yesterday doesn't work anymore", expect: '/apis/graphql/', kind: 'task' },
  { query: 'signature check fails for just one connected merchant', expect: '/pagora-connect/', kind: 'task' },
  {
    query: 'refunded after the alert but the chargeback still came through',
    expect: '/guides/ethoca-verifi/',
    kind: 'task',
  },
  { query: 'woocomerce order stuck pending payment', expect: '/e-commerce/woocommerce/', kind: 'typo' },
  { query: 'odoo import settlements bank statement', expect: '/accounting/odoo/', kind: 'topic' },
  { query: 'magento credit memo refund', expect: '/e-commerce/adobe-commerce/', kind: 'topic' },
  { query: 'webhook retry schedule', expect: '/apis/rest/webhooks/', kind: 'topic' },
  {
    query: '"failureReason": "Account closed (AC04)"',
    expect: ['/guides/payouts/', '/apis/rest/webhooks/payout-failed/'],
    kind: 'identifier',
  },
  { query: 'Could not reach https://docs.pagora.com/', expect: '/guides/ai-coding-tools/', kind: 'identifier' },
  {
    query: 'cancelar suscripción al final del periodo sin volver a cobrar',
    expect: ['/subscriptions/integration/', '/apis/rest/subscriptions-cancel/'],
    kind: 'spanish-portuguese',
  },
  { query: 'la firma del webhook no coincide', expect: '/guides/verify-signature/', kind: 'spanish-portuguese' },
  { query: 'la api graphql devuelve 200 pero con errores', expect: '/apis/graphql/', kind: 'spanish-portuguese' },
  {
    query: 'pedido MB WAY expira antes do cliente aprovar no shopify',
    expect: '/e-commerce/shopify/pagora-mbway/',
    kind: 'spanish-portuguese',
  },
  {
    query: 'taxa da plataforma por conta conectada no marketplace',
    expect: '/pagora-connect/',
    kind: 'spanish-portuguese',
  },
  {
    query: 'graphql-transport-ws connection_init authorization payload for onUpdateCharges',
    expect: '/apis/graphql/',
    kind: 'task',
  },
  {
    query: 'createWebhook mutation subscribing to PAYOUT_PAID PAYOUT_FAILED SETTLEMENT_CREATED',
    expect: ['/guides/payouts/', '/apis/graphql/operations/mutations/create-webhook/'],
    kind: 'task',
  },
];
