/**
 * What happens with a test input, as a run of the sandbox's engine (shared/payment-engine): the calls
 * your server makes (request samples and the engine's answers), what the customer does, and every
 * status the payment passes through with the callback and webhook event the engine sends for it,
 * signed as Pagora signs them. This module drives the engine and tells what it did; the rules (test
 * data, statuses and transitions, statusCodes, errors, deliveries) are the engine's, from data/.
 * tests/unit/test-outcomes.test.ts holds every request, answer and delivery to openapi/openapi.yaml.
 * Pure and synchronous: the page renders it at build time and again in the browser on a new choice.
 */
import { errorCodeAnchor } from '../../data/apiErrors';
import { methodCapabilities, type PaymentMethodName } from '../../data/methodCapabilities';
import type { PaymentStatusName } from '../../data/paymentStatuses';
import { statusCodeAnchor, statusCodeFact } from '../../data/statusCodes';
import { derivedId, iso, testCustomerTiming } from '../payment-engine/payment-facts';
import { challengeCode, PaymentEngine, testCardToken, type Answer, type Outgoing } from '../payment-engine/engine';
import {
  buildRequestSamples,
  type Json,
  type SampleLanguage,
  type SampleOperation,
  type SampleOptions,
} from '../rest-samples';
import type { Choice } from './choices';
import { chargeableWithoutCustomer, supportsAuth } from './inputs';

/**
 * Where the samples send requests, which test key they show and how they present it: the REST pages'
 * own, with the API's security requirement (config/site.ts's restSecurity, held to openapi/).
 */
export type SiteOptions = SampleOptions & Required<Pick<SampleOperation, 'security' | 'securitySchemes'>>;

export interface ApiCall {
  operationId: string;
  method: 'POST';
  /** The path with the payment's id in it. */
  path: string;
  body: { [key: string]: Json };
  idempotencyKey: string;
  samples: Record<SampleLanguage, string>;
  response: { status: number; body: { [key: string]: Json } };
}

export interface Delivery {
  kind: 'callback' | 'webhook';
  /** The webhook event type; none for a callback. */
  eventType?: string;
  /** Where Pagora POSTs it: your `callbackUrl` or your account webhook's URL. */
  url: string;
  /** The request headers in the order Pagora sends them. */
  headers: [string, string][];
  /** The raw body, byte for byte (compact JSON, UTF-8, no trailing newline). */
  body: string;
}

export interface Step {
  /** ISO 8601 time of the step. */
  at: string;
  actor: 'your server' | 'customer' | 'Pagora';
  /** What happens, as inline Markdown (code in backticks only). */
  text: string;
  call?: ApiCall;
  /** The payment's status after the step, when the step changed it. */
  status?: PaymentStatusName;
  deliveries: Delivery[];
}

export interface Link {
  label: string;
  href: string;
}

export interface Outcome {
  steps: Step[];
  /** Every status the payment is in, in order, starting with `PENDING`. */
  statuses: PaymentStatusName[];
  /** The payment as it ends. */
  payment: { [key: string]: Json };
  links: Link[];
}

/** Fixed sample values, as the OpenAPI examples use them. */
const sample = {
  amount: 2590,
  partialRefund: 990,
  currency: 'EUR',
  orderId: 'ORD-2026-10482',
  callbackUrl: 'https://shop.example.com/pagora/callback',
  webhookUrl: 'https://shop.example.com/pagora/webhooks',
  /** Where PayPal's sandbox asks the customer to approve (`nextAction.redirectUrl` of a PayPal-only payment). */
  paypalRedirectUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5RT48291KJ2034539',
  /** 2026-11-21T10:15:30Z, when the payment is created. */
  createdAt: 1795256130,
} as const;

const customer = {
  email: 'lucia.fernandez@example.com',
  name: 'Lucía Fernández',
  country: 'ES',
};

/** As Pagora JS collects them: with JavaScript on, EMV 3-D Secure needs the screen, time zone and Java too. */
const browserDetails = {
  acceptHeader: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  language: 'es-ES',
  colorDepth: 24,
  screenHeight: 982,
  screenWidth: 1512,
  // Madrid in November is CET, UTC+1.
  timeZoneOffset: -60,
  javaEnabled: false,
  javascriptEnabled: true,
  ip: '83.45.112.7',
};

/** The card a charge without the customer uses was saved on an earlier payment, this long before. */
const savedBeforeSeconds = 30 * 86400;

const plain = (markdown: string): string => markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
const code = (value: Json | undefined): string => `\`${String(value)}\``;

const operationPaths: Readonly<Record<string, string>> = {
  'payments-create': '/payments',
  'payments-recurring': '/payments/recurring',
  'payments-confirm': '/payments/{paymentId}/confirm',
  'payments-send-request': '/payments/{paymentId}/send-request',
  'payments-capture': '/payments/{paymentId}/capture',
  'payments-refund': '/payments/{paymentId}/refund',
  'payments-cancel': '/payments/{paymentId}/cancel',
};

/** A delivery the engine queued, with the headers of its first attempt, sent a second after it was made. */
function delivery(outgoing: Outgoing, engine: PaymentEngine): Delivery {
  const { kind, eventType, url, body } = outgoing;
  return {
    kind,
    ...(eventType ? { eventType } : {}),
    url,
    headers: engine.headers(outgoing, outgoing.firstAt + 1),
    body,
  };
}

/**
 * The story of one choice. Throws on a choice the API does not allow: AUTH for a method without it,
 * or a charge without the customer of an input that was never saved, or with AUTH (`payments-recurring` is a sale).
 */
export function playOutcome(choice: Choice, site: SiteOptions): Outcome {
  const { input, transactionType, followUp, initiator } = choice;
  if (transactionType === 'AUTH' && !supportsAuth(input))
    throw new Error(`transactionType AUTH is for cards only, not ${input.method} (${input.kind} ${input.value})`);
  const recurring = initiator === 'merchant';
  if (recurring && !chargeableWithoutCustomer(input))
    throw new Error(`only a saved card can be charged without the customer, not ${input.kind} ${input.value}`);
  if (recurring && transactionType === 'AUTH')
    throw new Error('a charge without the customer (payments-recurring) has no transactionType AUTH');
  const seed = `${input.kind}:${input.value}:${transactionType}:${followUp}${recurring ? ':merchant' : ''}`;
  const engine = new PaymentEngine({
    origin: 'https://pay.pagora.com',
    paypalUrl: () => sample.paypalRedirectUrl,
    webhookUrls: [sample.webhookUrl],
    realNow: () => sample.createdAt - (recurring ? savedBeforeSeconds : 0),
    seed: `pagora-test-outcomes:${seed}`,
  });
  const apiKey = site.secretKey;
  const steps: Step[] = [];
  let paymentId = '';
  let payment: { [key: string]: Json } = {};

  const request = (operationId: string, body: { [key: string]: Json }, idempotencyKey?: string): Answer =>
    engine.handle({ operationId, apiKey, pathParams: { paymentId }, body, idempotencyKey });
  /** Your server's call: the engine's answer, with the request samples the REST pages show for it. */
  const call = (operationId: string, body: { [key: string]: Json }): ApiCall => {
    // The same choice always shows the same key.
    const idempotencyKey = derivedId('', 'pagora-test-outcomes', `${seed}:${operationId}`, 22);
    const response = request(operationId, body, idempotencyKey);
    if (response.status < 300) paymentId = String(response.body.id);
    const path = operationPaths[operationId]!.replace('{paymentId}', paymentId);
    const samples = buildRequestSamples(
      {
        method: 'post',
        path,
        servers: [{ url: site.baseUrl }],
        parameters: [{ name: 'Idempotency-Key', in: 'header', example: idempotencyKey }],
        requestBody: { content: { 'application/json': { example: body } } },
        security: site.security,
        securitySchemes: site.securitySchemes,
      },
      site,
    ).code;
    return { operationId, method: 'POST', path, body, idempotencyKey, samples, response };
  };

  /**
   * A step of the story: `act` moves the engine (a call, the customer, the clock); the step shows the
   * status it left the payment in, when that changed, and the deliveries it queued. `text` is told
   * from the payment as it ends the step.
   */
  const step = (
    actor: Step['actor'],
    act: () => ApiCall | void,
    text: (now: { [key: string]: Json }, call?: ApiCall) => string,
  ): void => {
    const queued = engine.outbox.length;
    const before = payment.status;
    const made = act() ?? undefined;
    const at = engine.now();
    if (paymentId) payment = request('payments-get', {}).body;
    const status = payment.status as PaymentStatusName | undefined;
    steps.push({
      at: iso(at),
      actor,
      text: text(payment, made),
      ...(made ? { call: made } : {}),
      ...(status && status !== before ? { status } : {}),
      deliveries: engine.outbox.slice(queued).map((outgoing) => delivery(outgoing, engine)),
    });
  };
  /** The status a step ends in, with the statusCode of a payment that did not succeed. */
  const becomes = (now: { [key: string]: Json }): string =>
    `${code(now.status)}${now.statusCode && now.statusCode !== '000' ? ` with \`statusCode\` ${code(now.statusCode)}` : ''}`;
  const refusal = (made?: ApiCall): string | undefined =>
    made && made.response.status >= 300 ? String(made.response.body.code) : undefined;

  // 1. Your server creates the payment (a charge without the customer is created and decided in one call, in 2).
  if (!recurring)
    step(
      'your server',
      () =>
        call('payments-create', {
          amount: sample.amount,
          currency: sample.currency,
          orderId: sample.orderId,
          description: `Order ${sample.orderId}`,
          ...(transactionType === 'AUTH' ? { transactionType } : {}),
          paymentMethods: [input.method],
          customer: input.kind === 'phone' ? { ...customer, phone: input.value } : customer,
          callbackUrl: sample.callbackUrl,
          completeUrl: `https://shop.example.com/checkout/complete?order=${sample.orderId}`,
          failUrl: `https://shop.example.com/checkout/failed?order=${sample.orderId}`,
          cancelUrl: 'https://shop.example.com/cart',
        }),
      () => 'Your server creates the payment: it starts `PENDING`.',
    );

  /** Whether the customer's part ended with the payment waiting for its `expireAt`. */
  let waitsForExpiry = false;

  // 2. The customer pays (or does not), or your server charges the saved card without them.
  if (recurring && input.kind === 'card') {
    // The card was saved by an earlier payment the customer made with `savePaymentMethod: true`.
    const saved = request('payments-create', {
      amount: sample.amount,
      currency: sample.currency,
      paymentMethods: ['CARD'],
      paymentToken: testCardToken(input.card),
      savePaymentMethod: true,
    }).body;
    // With its customer there: a card that asks for a challenge passes it (for any other, nothing waits).
    const { payment: first } = engine.completeChallenge(String(saved.id), { code: challengeCode });
    engine.advance(savedBeforeSeconds);
    step(
      'your server',
      () =>
        call('payments-recurring', {
          amount: sample.amount,
          currency: sample.currency,
          paymentToken: first!.paymentToken!,
          sequenceId: first!.sequenceId!,
          orderId: sample.orderId,
          description: `Order ${sample.orderId}`,
          callbackUrl: sample.callbackUrl,
        }),
      (now) => {
        // The issuer's answer is the card's own code: for the card that needs its customer, `112`.
        const fact = now.status === 'FAILED' ? statusCodeFact(String(now.statusCode)) : undefined;
        return `Your server charges the card the customer saved on an earlier payment made with \`savePaymentMethod: true\`, with its \`paymentToken\` and \`sequenceId\`. The customer is not there: it is a merchant-initiated payment, and no 3-D Secure runs. The answer already shows the outcome: ${becomes(now)}.${fact ? ` ${plain(fact.meaning)} ${plain(fact.advice)}` : ''}`;
      },
    );
  } else if (input.kind === 'card') {
    const { card } = input;
    engine.advance(45);
    const typed = `The customer types \`${card.number}\` in your Pagora JS form; your server confirms with the single-use token Pagora JS returns and the browser details the page collected for 3-D Secure.`;
    const how =
      card.threeDSecure === 'none'
        ? ''
        : card.threeDSecure === 'fails'
          ? ' 3-D Secure fails without a challenge.'
          : ' 3-D Secure passes without a challenge.';
    step(
      'your server',
      () =>
        call('payments-confirm', {
          paymentMethod: 'CARD',
          paymentToken: String(engine.tokenize(card.number, 12, 2030).body.token),
          browserDetails,
        }),
      (now) =>
        now.nextAction
          ? `${typed} The issuer asks for a 3-D Secure challenge: the payment stays \`PENDING\` with a \`nextAction\`.`
          : `${typed}${how} The payment becomes ${becomes(now)}.`,
    );
    if (payment.nextAction) {
      engine.advance(35);
      step(
        'customer',
        () => void engine.completeChallenge(paymentId, { code: challengeCode }),
        () =>
          `The customer completes the challenge with code \`${challengeCode}\` (any other code fails with \`110\`).`,
      );
    }
  } else if (input.kind === 'phone' || input.kind === 'iban') {
    const { account } = input;
    const sepa = input.method === 'SEPA_REQUEST_TO_PAY';
    const app = sepa ? 'their banking app' : 'their app';
    engine.advance(20);
    step(
      'your server',
      () =>
        call(
          'payments-send-request',
          input.kind === 'iban'
            ? { paymentMethod: input.method, iban: input.value }
            : { paymentMethod: input.method, customer: { phone: input.value } },
        ),
      (_, made) => {
        const refused = refusal(made);
        // Not enrolled: the request is refused and the payment waits for another way to pay.
        return refused
          ? `Your server sends the request to \`${input.value}\`${refused === 'PHONE_NOT_ENROLLED' ? ', which is not enrolled' : ''}: the API refuses it with \`${refused}\` and the payment stays \`PENDING\`.`
          : `Your server sends the request to \`${input.value}\`: the payment stays \`PENDING\` while the customer is asked in ${app}.`;
      },
    );
    if (refusal(steps.at(-1)!.call)) {
      // Nothing more happens until the payment is paid another way.
    } else if (account.status === 'EXPIRED') waitsForExpiry = true;
    else if (sepa && account.status === 'SUCCEEDED') {
      // Approval is not payment: the payer's bank then sends a credit transfer, and the payment is
      // paid when that transfer reaches Pagora (docs/payment-methods/sepa-request-to-pay.mdx).
      engine.advance(testCustomerTiming.answerSeconds);
      step(
        'customer',
        () => undefined,
        () =>
          'The payer approves the request in their banking app, and their bank sends a SEPA credit transfer. Approval is not payment: the payment stays `PENDING` until the money arrives.',
      );
      step(
        'Pagora',
        () => void engine.advance(testCustomerTiming.creditTransferSeconds),
        (now) => `The credit transfer reaches Pagora: the payment becomes ${code(now.status)}.`,
      );
    } else
      step(
        'customer',
        () => void engine.advance(testCustomerTiming.answerSeconds),
        (now) =>
          `${now.status === 'SUCCEEDED' ? `The customer approves in ${app}` : `The customer rejects the request in ${app}`}: the payment becomes ${code(now.status)}.`,
      );
  } else if (input.kind === 'paypal') {
    // PayPal is the only method, so the answer already holds PayPal's page: no choice on the payment page.
    engine.advance(5);
    step(
      'customer',
      () => undefined,
      () =>
        'Your checkout redirects the customer to `nextAction.redirectUrl`, the PayPal sandbox. While they are on PayPal, the payment stays `PENDING`.',
    );
    engine.advance(30);
    step(
      'customer',
      () => void engine.answerPaypal(paymentId, input.paypal.value),
      (now) =>
        now.status === 'PENDING'
          ? 'The customer cancels on the PayPal sandbox page: they return to your `cancelUrl` and the payment stays `PENDING`.'
          : `The customer logs in with a sandbox buyer account and approves. PayPal sends them back to Pagora, which completes the payment and redirects them to your \`completeUrl\`: the payment becomes ${code(now.status)}.`,
    );
    waitsForExpiry = payment.status === 'PENDING';
  }

  const expire = (): void =>
    step(
      'Pagora',
      () => void engine.advance(Date.parse(String(payment.expireAt)) / 1000 - engine.now()),
      (now) => `Nobody paid before \`expireAt\`: the payment becomes ${becomes(now)}.`,
    );

  /** What your server does next: the engine answers it, or refuses it with the API's error. */
  const action = (operationId: string, body: { [key: string]: Json }, text: string): void => {
    const current = payment.status;
    step(
      'your server',
      () => call(operationId, body),
      (_, made) => {
        const refused = refusal(made);
        return refused ? `${text} The API refuses with \`${refused}\` and the payment stays ${code(current)}.` : text;
      },
    );
  };

  // 3. What your server does next. A cancel can stop a payment that waits for its expiry.
  if (waitsForExpiry && followUp !== 'cancel') expire();
  engine.advance(3600);
  const amount = payment.amount as number;
  if (followUp === 'capture')
    action('payments-capture', {}, 'Your server captures the full amount, for example when the order ships.');
  if (followUp === 'refund')
    action('payments-refund', { refundReason: 'REQUESTED_BY_CUSTOMER' }, 'Your server refunds everything.');
  if (followUp === 'partial-refund')
    action(
      'payments-refund',
      { amount: sample.partialRefund, refundReason: 'REQUESTED_BY_CUSTOMER', description: 'Returned 1 of 2 items' },
      `Your server refunds ${sample.partialRefund} cents of ${amount}.`,
    );
  if (followUp === 'cancel') {
    action('payments-cancel', { cancellationReason: 'REQUESTED_BY_CUSTOMER' }, 'Your server cancels the payment.');
    if (waitsForExpiry && payment.status === 'PENDING') expire();
  }

  const statuses: PaymentStatusName[] = [
    'PENDING',
    ...steps.flatMap((each) => (each.status && each.status !== 'PENDING' ? [each.status] : [])),
  ];
  return { steps, statuses, payment, links: links(input.method, steps, payment) };
}

/** The pages that explain this story: the method's guide (and saving a card), the codes met, each event's page, the signature guide. */
function links(method: PaymentMethodName, steps: Step[], payment: { [key: string]: Json }): Link[] {
  const guide = methodCapabilities.find((capability) => capability.paymentMethod === method)!;
  const result: Link[] = [{ label: `${guide.name} guide`, href: guide.guide }];
  // A charge without the customer needs a card saved first, and that guide explains both.
  if (steps.some((step) => step.call?.operationId === 'payments-recurring'))
    result.push({ label: 'Save a payment method', href: '/guides/save-payment-method/' });
  if (typeof payment.statusCode === 'string')
    result.push({
      label: `statusCode ${payment.statusCode} in the errors reference`,
      href: `/errors/#${statusCodeAnchor(payment.statusCode)}`,
    });
  for (const step of steps) {
    const code = step.call && step.call.response.status >= 400 ? String(step.call.response.body.code) : undefined;
    if (code) result.push({ label: `${code} in the errors reference`, href: `/errors/#${errorCodeAnchor(code)}` });
    if (step.call)
      result.push({ label: `${step.call.operationId} reference`, href: `/apis/rest/${step.call.operationId}/` });
    for (const delivery of step.deliveries)
      if (delivery.eventType)
        result.push({
          label: `${delivery.eventType} event`,
          href: `/apis/rest/webhooks/${delivery.eventType.toLowerCase().replace(/_/g, '-')}/`,
        });
  }
  result.push({ label: 'Verify callback signatures', href: '/guides/verify-signature/' });
  result.push({ label: 'Testing', href: '/testing/' });
  result.push({ label: 'Run the sandbox', href: '/testing/sandbox/' });
  const seen = new Set<string>();
  return result.filter((link) => !seen.has(link.href) && seen.add(link.href));
}
