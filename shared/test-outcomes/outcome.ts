/**
 * What happens with a test input: the calls your server makes (request samples and the API's
 * answers), what the customer does, and every status the payment passes through with the callback
 * and webhook event Pagora sends for it, signed as Pagora signs them. Generated from data/ (test
 * data, statuses and their transitions, the statusCode catalogue, the errors, the delivery rules);
 * tests/unit/test-outcomes.test.ts holds every request, answer and delivery to openapi/openapi.yaml.
 * Pure and synchronous: the page renders it at build time and again in the browser on a new choice.
 * A card can also be charged without the customer (`payments-recurring`, merchant-initiated): no
 * 3-D Secure runs, so the card whose issuer wants authentication declines with `112`.
 */
import { apiErrorCodes, errorCodeAnchor } from '../../data/apiErrors';
import { methodCapabilities, paymentExpiry, type PaymentMethodName } from '../../data/methodCapabilities';
import { paymentActions, paymentStatuses, type PaymentStatusName } from '../../data/paymentStatuses';
import { statusCodeAnchor, statusCodeFact } from '../../data/statusCodes';
import { testCardRules, type TestCard } from '../../data/testData';
import {
  buildRequestSamples,
  type Json,
  type SampleLanguage,
  type SampleOperation,
  type SampleOptions,
} from '../rest-samples';
import type { Choice } from './choices';
import {
  actionVerbs,
  cardPaymentMethod,
  deliveryHeaders,
  derivedId,
  inAppPaymentMethod,
  iso,
  signature,
  statusMessage,
  testCustomerTiming,
  withChanges,
} from '../payment-engine/payment-facts';
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
export const sample = {
  paymentId: 'pay_2NfQ8sKx4TbL9mVa',
  accountId: 'acc_1QwE3rTy5UiO',
  sessionId: 'ses_4VbN7mQ2xK9pLr3T',
  amount: 2590,
  partialRefund: 990,
  currency: 'EUR',
  orderId: 'ORD-2026-10482',
  /**
   * Pagora JS's single-use token for the card the customer typed (the card number never reaches your
   * server): it pays this payment only, so it is not the saved card's reusable token below.
   */
  cardToken: 'tok_4XcN7pRw2JvG8sLe',
  /** The saved card's reusable token and its series, from the first payment made with `savePaymentMethod: true`. */
  savedCard: { paymentToken: 'tok_9LmB4vQx7SeK2hDa', sequenceId: '581726394015273' },
  callbackUrl: 'https://shop.example.com/pagora/callback',
  webhookUrl: 'https://shop.example.com/pagora/webhooks',
  /** Where PayPal's sandbox asks the customer to approve (`nextAction.redirectUrl` of a PayPal-only payment). */
  paypalRedirectUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5RT48291KJ2034539',
  /** 2026-11-21T10:15:30Z, when the payment is created. */
  createdAt: 1795256130,
  requestId: 'req_8KdL2mQ7',
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

const plain = (markdown: string): string => markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

/** A stable id for the nth thing of one story: the same choice always shows the same ids. */
const stableId = (prefix: string, seed: string, length = 12): string =>
  derivedId(prefix, 'pagora-test-outcomes', seed, length);

export { signature, statusMessage };

function deliveriesFor(payment: { [key: string]: Json }, at: number, eventType: string, eventId: string): Delivery[] {
  const timestamp = at + 1;
  const event = {
    id: eventId,
    type: eventType,
    createdAt: iso(at),
    livemode: false,
    accountId: sample.accountId,
    data: payment,
  };
  const body = JSON.stringify(event);
  const deliveries: Delivery[] = [
    {
      kind: 'webhook',
      eventType,
      url: sample.webhookUrl,
      headers: deliveryHeaders(body, timestamp, { eventId, attempt: 1 }),
      body,
    },
  ];
  // The callbackUrl hears of status changes only, not of the creation.
  if (eventType !== 'PAYMENT_CREATED') {
    const callback = JSON.stringify(payment);
    deliveries.unshift({
      kind: 'callback',
      url: sample.callbackUrl,
      headers: deliveryHeaders(callback, timestamp),
      body: callback,
    });
  }
  return deliveries;
}

const operationPaths: Readonly<Record<string, string>> = {
  'payments-create': '/payments',
  'payments-recurring': '/payments/recurring',
  'payments-confirm': '/payments/{paymentId}/confirm',
  'payments-send-request': '/payments/{paymentId}/send-request',
  'payments-capture': '/payments/{paymentId}/capture',
  'payments-refund': '/payments/{paymentId}/refund',
  'payments-cancel': '/payments/{paymentId}/cancel',
};

function errorBody(code: string, message: string): { [key: string]: Json } {
  const fact = apiErrorCodes.find((candidate) => candidate.code === code);
  if (!fact) throw new Error(`data/apiErrors.ts defines no error code ${code}`);
  return { status: 422, type: fact.type, code, message, requestId: sample.requestId, errors: [] };
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
  const steps: Step[] = [];
  const statuses: PaymentStatusName[] = ['PENDING'];
  let clock: number = sample.createdAt;
  let events = 0;
  const expireAt = sample.createdAt + paymentExpiry.defaultHours * 3600;

  const order = {
    id: sample.paymentId,
    accountId: sample.accountId,
    livemode: false,
    amount: sample.amount,
    currency: sample.currency,
    orderId: sample.orderId,
    description: `Order ${sample.orderId}`,
  };
  // A charge without the customer has no payment page, session or expiry: it is decided in the call.
  let payment: { [key: string]: Json } =
    recurring && input.kind === 'card'
      ? {
          ...order,
          customer,
          paymentMethod: cardPaymentMethod(input.card, customer.name),
          ...sample.savedCard,
          transactionType,
          refundedAmount: 0,
          callbackUrl: sample.callbackUrl,
          status: 'PENDING',
          createdAt: iso(sample.createdAt),
          updatedAt: iso(sample.createdAt),
        }
      : {
          ...order,
          sessionId: sample.sessionId,
          url: `https://pay.pagora.com/p/${sample.paymentId}`,
          customer: input.kind === 'phone' ? { ...customer, phone: input.value } : customer,
          transactionType,
          refundedAmount: 0,
          // A PayPal-only payment answers with PayPal's approval page to send the customer to.
          ...(input.kind === 'paypal'
            ? { nextAction: { type: 'REDIRECT', redirectUrl: sample.paypalRedirectUrl } }
            : {}),
          expireAt: iso(expireAt),
          callbackUrl: sample.callbackUrl,
          completeUrl: `https://shop.example.com/checkout/complete?order=${sample.orderId}`,
          failUrl: `https://shop.example.com/checkout/failed?order=${sample.orderId}`,
          cancelUrl: 'https://shop.example.com/cart',
          status: 'PENDING',
          createdAt: iso(sample.createdAt),
          updatedAt: iso(sample.createdAt),
        };

  const update = (changes: { [key: string]: Json | undefined }): void => {
    payment = withChanges(payment, changes, clock);
  };

  /** A status change at `clock`: the callback and the event that announce it. */
  const changeTo = (status: PaymentStatusName): Delivery[] => {
    statuses.push(status);
    return deliveriesFor(payment, clock, `PAYMENT_${status}`, stableId('evt_', `${seed}:${events++}`));
  };

  const call = (operationId: string, body: { [key: string]: Json }, response: ApiCall['response']): ApiCall => {
    const path = operationPaths[operationId]!.replace('{paymentId}', sample.paymentId);
    const idempotencyKey = stableId('', `${seed}:${operationId}`, 22);
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

  /** Your server calls an action: allowed in the status (data/paymentStatuses.ts), or answered 422. */
  const action = (
    operationId: string,
    body: { [key: string]: Json },
    text: string,
    outcome: () => { status: PaymentStatusName; changes: { [key: string]: Json | undefined } },
    refusal?: { code: string; message: string },
  ): void => {
    const current = payment.status as PaymentStatusName;
    const allowed = paymentActions[operationId];
    if (!allowed) throw new Error(`data/paymentStatuses.ts: paymentActions has no ${operationId}`);
    if (refusal || !allowed.includes(current)) {
      const error = refusal ?? {
        code: 'INVALID_STATUS',
        message: `Payment ${sample.paymentId} cannot be ${actionVerbs[operationId]} in status ${current}.`,
      };
      steps.push({
        at: iso(clock),
        actor: 'your server',
        text: `${text} The API refuses with \`${error.code}\` and the payment stays \`${current}\`.`,
        call: call(operationId, body, { status: 422, body: errorBody(error.code, error.message) }),
        deliveries: [],
      });
      return;
    }
    const { status, changes } = outcome();
    update({ ...changes, status });
    const changed = status !== current;
    steps.push({
      at: iso(clock),
      actor: 'your server',
      text,
      call: call(operationId, body, { status: 200, body: payment }),
      ...(changed ? { status } : {}),
      deliveries: changed ? changeTo(status) : [],
    });
  };

  // 1. Your server creates the payment (a charge without the customer is created and decided in one call, in 2).
  if (!recurring) {
    const createBody: { [key: string]: Json } = {
      amount: sample.amount,
      currency: sample.currency,
      orderId: sample.orderId,
      description: `Order ${sample.orderId}`,
      ...(transactionType === 'AUTH' ? { transactionType } : {}),
      paymentMethods: [input.method],
      customer: payment.customer!,
      callbackUrl: sample.callbackUrl,
      completeUrl: payment.completeUrl!,
      failUrl: payment.failUrl!,
      cancelUrl: payment.cancelUrl!,
    };
    steps.push({
      at: iso(clock),
      actor: 'your server',
      text: 'Your server creates the payment: it starts `PENDING`.',
      call: call('payments-create', createBody, { status: 201, body: payment }),
      status: 'PENDING',
      deliveries: deliveriesFor(payment, clock, 'PAYMENT_CREATED', stableId('evt_', `${seed}:${events++}`)),
    });
  }

  /** Whether the customer's part ended with the payment waiting for its `expireAt`. */
  let waitsForExpiry = false;
  const final = (status: PaymentStatusName, statusCode: string, details: { [key: string]: Json }): void => {
    update({
      status,
      statusCode,
      statusMessage: statusMessage(statusCode),
      ...details,
    });
  };
  /** A card payment the issuer approves. */
  const approve = (card: TestCard): { status: PaymentStatusName; changes: { [key: string]: Json } } => ({
    status: transactionType === 'AUTH' ? 'AUTHORIZED' : 'SUCCEEDED',
    changes: {
      statusCode: '000',
      statusMessage: statusMessage('000'),
      paymentMethod: cardPaymentMethod(card, customer.name),
      authorizationCode: stableId('', `${seed}:auth`, 6).replace(/\D/g, '7'),
    },
  });

  // 2. The customer pays (or does not), or your server charges the saved card without them.
  if (recurring && input.kind === 'card') {
    const { card } = input;
    const created = deliveriesFor(payment, clock, 'PAYMENT_CREATED', stableId('evt_', `${seed}:${events++}`));
    clock += 2;
    let outcome: string;
    if (card.statusCode === '000') {
      const { status, changes } = approve(card);
      update({ ...changes, status });
      outcome = `\`${status}\`.`;
    } else {
      // The issuer's answer is the card's own code: for the card that needs its customer, `112`.
      final('FAILED', card.statusCode, {});
      const fact = statusCodeFact(card.statusCode);
      outcome = `\`FAILED\` with \`statusCode\` \`${card.statusCode}\`. ${plain(fact.meaning)} ${plain(fact.advice)}`;
    }
    const status = payment.status as PaymentStatusName;
    steps.push({
      at: iso(sample.createdAt),
      actor: 'your server',
      text: `Your server charges the card the customer saved on an earlier payment made with \`savePaymentMethod: true\`, with its \`paymentToken\` and \`sequenceId\`. The customer is not there: it is a merchant-initiated payment, and no 3-D Secure runs. The answer already shows the outcome: ${outcome}`,
      call: call(
        'payments-recurring',
        {
          amount: sample.amount,
          currency: sample.currency,
          ...sample.savedCard,
          orderId: sample.orderId,
          description: `Order ${sample.orderId}`,
          callbackUrl: sample.callbackUrl,
        },
        { status: 201, body: payment },
      ),
      status,
      deliveries: [...created, ...changeTo(status)],
    });
  } else if (input.kind === 'card') {
    const { card } = input;
    clock += 45;
    const challenge = card.threeDSecure === 'challenge' || card.threeDSecure === 'required-when-unattended';
    const confirmBody = { paymentMethod: 'CARD', paymentToken: sample.cardToken, browserDetails };
    const typed = `The customer types \`${card.number}\` in your Pagora JS form; your server confirms with the single-use token Pagora JS returns and the browser details the page collected for 3-D Secure.`;
    if (challenge) {
      const redirectUrl = `https://pay.pagora.com/3ds/${sample.paymentId}`;
      update({
        paymentMethod: cardPaymentMethod(card, customer.name),
        nextAction: { type: 'THREE_DS_CHALLENGE', redirectUrl },
      });
      steps.push({
        at: iso(clock),
        actor: 'your server',
        text: `${typed} The issuer asks for a 3-D Secure challenge: the payment stays \`PENDING\` with a \`nextAction\`.`,
        call: call('payments-confirm', confirmBody, { status: 200, body: payment }),
        deliveries: [],
      });
      clock += 35;
      const { status, changes } = approve(card);
      update({ ...changes, nextAction: undefined, status });
      steps.push({
        at: iso(clock),
        actor: 'customer',
        text: `The customer completes the challenge with code \`${testCardRules.challengeCode}\` (any other code fails with \`110\`).`,
        status,
        deliveries: changeTo(status),
      });
    } else {
      const succeeds = card.statusCode === '000';
      if (succeeds) {
        const { status, changes } = approve(card);
        update({ ...changes, status });
      } else final('FAILED', card.statusCode, { paymentMethod: cardPaymentMethod(card, customer.name) });
      const status = payment.status as PaymentStatusName;
      const how =
        card.threeDSecure === 'none'
          ? ''
          : card.threeDSecure === 'fails'
            ? ' 3-D Secure fails without a challenge.'
            : ' 3-D Secure passes without a challenge.';
      steps.push({
        at: iso(clock),
        actor: 'your server',
        text: `${typed}${how} The payment becomes \`${status}\`${succeeds ? '' : ` with \`statusCode\` \`${card.statusCode}\``}.`,
        call: call('payments-confirm', confirmBody, { status: 200, body: payment }),
        status,
        deliveries: changeTo(status),
      });
    }
  } else if (input.kind === 'phone' || input.kind === 'iban') {
    const { account } = input;
    clock += 20;
    const requestBody: { [key: string]: Json } =
      input.kind === 'iban'
        ? { paymentMethod: input.method, iban: input.value }
        : { paymentMethod: input.method, customer: { phone: input.value } };
    if (account.statusCode === null) {
      // Not enrolled: the request is refused and the payment waits for another way to pay.
      steps.push({
        at: iso(clock),
        actor: 'your server',
        text: `Your server sends the request to \`${input.value}\`, which is not enrolled: the API refuses it with \`PHONE_NOT_ENROLLED\` and the payment stays \`PENDING\`.`,
        call: call('payments-send-request', requestBody, {
          status: 422,
          body: {
            ...errorBody('PHONE_NOT_ENROLLED', `Phone number ${input.value} is not enrolled in Bizum.`),
            errors: [{ field: 'customer.phone', message: 'Not enrolled in Bizum.' }],
          },
        }),
        deliveries: [],
      });
    } else {
      // The request names the phone or account asked to pay: the answer shows it, masked, from here on.
      const details = inAppPaymentMethod(input.method, input.value);
      const sepa = input.method === 'SEPA_REQUEST_TO_PAY';
      const app = sepa ? 'their banking app' : 'their app';
      update({ paymentMethod: details, nextAction: { type: 'APPROVE_IN_APP' } });
      steps.push({
        at: iso(clock),
        actor: 'your server',
        text: `Your server sends the request to \`${input.value}\`: the payment stays \`PENDING\` while the customer is asked in ${app}.`,
        call: call('payments-send-request', requestBody, { status: 200, body: payment }),
        deliveries: [],
      });
      if (account.status === 'EXPIRED') waitsForExpiry = true;
      else if (sepa && account.status === 'SUCCEEDED') {
        // Approval is not payment: the payer's bank then sends a credit transfer, and the payment is
        // paid when that transfer reaches Pagora (docs/payment-methods/sepa-request-to-pay.mdx).
        clock += testCustomerTiming.answerSeconds;
        update({ nextAction: undefined });
        steps.push({
          at: iso(clock),
          actor: 'customer',
          text: 'The payer approves the request in their banking app, and their bank sends a SEPA credit transfer. Approval is not payment: the payment stays `PENDING` until the money arrives.',
          deliveries: [],
        });
        clock += testCustomerTiming.creditTransferSeconds;
        final(account.status, account.statusCode, {});
        steps.push({
          at: iso(clock),
          actor: 'Pagora',
          text: `The credit transfer reaches Pagora: the payment becomes \`${account.status}\`.`,
          status: account.status,
          deliveries: changeTo(account.status),
        });
      } else {
        clock += testCustomerTiming.answerSeconds;
        update({ nextAction: undefined });
        final(account.status, account.statusCode, {});
        steps.push({
          at: iso(clock),
          actor: 'customer',
          text: `${account.status === 'SUCCEEDED' ? `The customer approves in ${app}` : `The customer rejects the request in ${app}`}: the payment becomes \`${account.status}\`.`,
          status: account.status,
          deliveries: changeTo(account.status),
        });
      }
    }
  } else if (input.kind === 'paypal') {
    // PayPal is the only method, so the answer already holds PayPal's page: no choice on the payment page.
    clock += 5;
    steps.push({
      at: iso(clock),
      actor: 'customer',
      text: 'Your checkout redirects the customer to `nextAction.redirectUrl`, the PayPal sandbox. While they are on PayPal, the payment stays `PENDING`.',
      deliveries: [],
    });
    clock += 30;
    if (input.paypal.statusCode === null) {
      waitsForExpiry = true;
      steps.push({
        at: iso(clock),
        actor: 'customer',
        text: 'The customer cancels on the PayPal sandbox page: they return to your `cancelUrl` and the payment stays `PENDING`.',
        deliveries: [],
      });
    } else {
      update({ nextAction: undefined });
      final(input.paypal.status, input.paypal.statusCode, {
        paymentMethod: { type: 'PAYPAL', paypal: { payerEmail: 'sandbox-buyer@example.com' } },
      });
      steps.push({
        at: iso(clock),
        actor: 'customer',
        text: `The customer logs in with a sandbox buyer account and approves. PayPal sends them back to Pagora, which completes the payment and redirects them to your \`completeUrl\`: the payment becomes \`${input.paypal.status}\`.`,
        status: input.paypal.status,
        deliveries: changeTo(input.paypal.status),
      });
    }
  }

  const expire = (): void => {
    clock = expireAt;
    update({ nextAction: undefined });
    final('EXPIRED', '402', {});
    steps.push({
      at: iso(clock),
      actor: 'Pagora',
      text: 'Nobody paid before `expireAt`: the payment becomes `EXPIRED` with `statusCode` `402`.',
      status: 'EXPIRED',
      deliveries: changeTo('EXPIRED'),
    });
  };

  // 3. What your server does next. A cancel can stop a payment that waits for its expiry.
  if (waitsForExpiry && followUp !== 'cancel') expire();
  clock += 3600;
  const method = methodCapabilities.find((capability) => capability.paymentMethod === input.method)!;
  const amount = payment.amount as number;
  if (followUp === 'capture')
    action('payments-capture', {}, 'Your server captures the full amount, for example when the order ships.', () => ({
      status: 'SUCCEEDED',
      changes: {},
    }));
  if (followUp === 'refund' || followUp === 'partial-refund') {
    const refund = followUp === 'refund' ? amount : sample.partialRefund;
    const body: { [key: string]: Json } =
      followUp === 'refund'
        ? { refundReason: 'REQUESTED_BY_CUSTOMER' }
        : { amount: refund, refundReason: 'REQUESTED_BY_CUSTOMER', description: 'Returned 1 of 2 items' };
    action(
      'payments-refund',
      body,
      followUp === 'refund' ? 'Your server refunds everything.' : `Your server refunds ${refund} cents of ${amount}.`,
      () => ({
        status: refund === amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
        changes: { refundedAmount: refund, lastRefundAmount: refund, lastRefundReason: 'REQUESTED_BY_CUSTOMER' },
      }),
      method.supportsRefunds
        ? undefined
        : { code: 'REFUND_NOT_SUPPORTED', message: `${method.name} payments cannot be refunded through Pagora.` },
    );
  }
  if (followUp === 'cancel') {
    action(
      'payments-cancel',
      { cancellationReason: 'REQUESTED_BY_CUSTOMER' },
      'Your server cancels the payment.',
      () => ({
        status: 'CANCELED',
        changes: { nextAction: undefined, cancellationReason: 'REQUESTED_BY_CUSTOMER' },
      }),
    );
    if (waitsForExpiry && payment.status === 'PENDING') expire();
  }

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

/** Every status change the story makes must be one data/paymentStatuses.ts allows. */
export function disallowedTransitions(statuses: readonly PaymentStatusName[]): string[] {
  const problems: string[] = [];
  for (let i = 1; i < statuses.length; i++) {
    const from = statuses[i - 1]!;
    const to = statuses[i]!;
    if (!paymentStatuses.find((fact) => fact.status === from)?.next.includes(to)) problems.push(`${from} → ${to}`);
  }
  return problems;
}
