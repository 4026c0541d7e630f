/**
 * A stateful Pagora payment engine for test mode: payments kept per API key, moved by data/ (test
 * cards, Bizum and MB WAY phones, SEPA IBANs, statuses and the actions each allows, statusCodes,
 * errors, delivery rules), on a clock the caller can advance. Pure, synchronous and browser-safe: the
 * sandbox (`sandbox/`) is its HTTP front end, and validates requests against openapi/openapi.yaml
 * before they reach it; the outcome explorer (shared/test-outcomes) plays its stories as runs of it.
 */
import { apiErrorCodes, apiErrorTypes } from '../../data/apiErrors';
import { methodCapabilities, paymentExpiry, type PaymentMethodName } from '../../data/methodCapabilities';
import {
  authorizationHoldDays,
  paymentActions,
  subscriptionActions,
  type PaymentStatusName,
  type SubscriptionStatusName,
} from '../../data/paymentStatuses';
import { statusCodeFact } from '../../data/statusCodes';
import { subscriptionRetries } from '../../data/subscriptions';
import {
  bizumTestPhones,
  mbwayTestPhones,
  paypalSandboxOutcomes,
  sepaTestIbans,
  testCardRules,
  testCards,
  type TestAccountOutcome,
  type TestCard,
} from '../../data/testData';
import { maxDeliveryAttempts, webhookDelivery } from '../../data/webhook-delivery';
import { hmacSha256Hex } from './hmac-sha256';
import {
  actionVerbs,
  cardPaymentMethod,
  deliveryHeaders,
  derivedId,
  inAppPaymentMethod,
  iso,
  statusMessage,
  testCustomerTiming,
  withChanges,
  type Json,
  type JsonObject,
} from './payment-facts';

export type { Json, JsonObject };

export interface Answer {
  status: number;
  body: JsonObject;
}

/** A validated request to one REST operation (sandbox/ checks it against the OpenAPI document first). */
export interface Call {
  operationId: string;
  /** The secret key from `Authorization: Bearer …` (not yet checked). */
  apiKey: string | undefined;
  pagoraAccount?: string;
  pathParams: Record<string, string>;
  query?: Record<string, string>;
  body: JsonObject;
  idempotencyKey?: string;
}

/** One POST Pagora makes to your server: a callback to `callbackUrl` or an account webhook event. */
export interface Outgoing {
  id: string;
  kind: 'callback' | 'webhook';
  eventType?: string;
  eventId?: string;
  url: string;
  body: string;
  /** Engine time of the first attempt; retries follow `webhookDelivery.retryOffsetsSeconds` from it. */
  firstAt: number;
  attempt: number;
  nextAt: number;
  state: 'due' | 'delivered' | 'given-up';
}

/** How long a 3-D Secure challenge stays open in the sandbox before it times out with `111`. */
export const sandboxTiming = { challengeTimeoutSeconds: 600 } as const;

/** The 3-D Secure challenge's code that succeeds (data/testData.ts). */
export const challengeCode = testCardRules.challengeCode;

/** The documented token of each test card, for tests without a browser: `tok_test` and the card's digits. */
export function testCardToken(card: TestCard): string {
  return `tok_test${card.number.replace(/ /g, '')}`;
}

interface PaymentRecord {
  payment: JsonObject;
  /** The methods `paymentMethods` allowed (all, when not given). */
  methods: readonly PaymentMethodName[] | undefined;
  savePaymentMethod: boolean;
  authorizedAt?: number;
  challengeStartedAt?: number;
  /** The in-app request waiting for the customer, and when they answer. */
  inApp?: { account: TestAccountOutcome; method: PaymentMethodName; answerAt: number };
  /** The card charged (for a challenge's outcome). */
  card?: TestCard;
}

interface Account {
  accountId: string;
  payments: Map<string, PaymentRecord>;
  idempotency: Map<string, { request: string; answer: Answer; at: number }>;
  savedCards: Map<string, { card: TestCard; sequenceId: string }>;
  subscriptions: Map<string, SubscriptionRecord>;
}

interface SubscriptionRecord {
  subscription: JsonObject;
  /** The stored method charged each period. */
  card?: TestCard;
  /** When the period's payment first failed (`PAST_DUE`), and whether soft-decline retries run. */
  failedAt?: number;
  retries?: boolean;
  /** When a pause set with `pauseIntervalCount` ends. */
  resumeAt?: number;
}

export interface EngineOptions {
  /** Where the sandbox serves its pages (3-D Secure challenge, payment page): `http://localhost:4010`. */
  origin: string;
  /** PayPal's approval page for a payment (`nextAction.redirectUrl`); by default the sandbox's stand-in at `origin`. */
  paypalUrl?: (paymentId: string) => string;
  /** Account webhook endpoints: every event is POSTed to each. */
  webhookUrls?: readonly string[];
  /** Real time in Unix seconds (a test may fix it). */
  realNow?: () => number;
  /** Seeds the ids; a fixed seed gives the same ids run after run. */
  seed?: string;
}

/** The first field of a `--state` file: a JSON file without it is someone else's. */
const stateFormat = 'pagora-sandbox-state/1';

/** Live keys move real money: the sandbox refuses them as the API refuses an unknown key. */
const testKeyPattern = /^sk_test_[A-Za-z0-9]+$/;

/**
 * The earliest time `tick` could change this payment (Unix seconds; Infinity for never): its answer
 * in the app, its challenge's timeout, its expiry, the end of its authorization hold. Never later
 * than the tick's own conditions, so a walk skipped before it changes nothing.
 */
function dueOf(record: PaymentRecord): number {
  const { status, expireAt } = record.payment;
  if (status === 'AUTHORIZED')
    return record.authorizedAt === undefined ? Infinity : record.authorizedAt + authorizationHoldDays * 86400;
  if (status !== 'PENDING') return Infinity;
  return Math.min(
    record.inApp?.answerAt ?? Infinity,
    record.challengeStartedAt === undefined
      ? Infinity
      : record.challengeStartedAt + sandboxTiming.challengeTimeoutSeconds,
    typeof expireAt === 'string' ? Date.parse(expireAt) / 1000 : Infinity,
  );
}

export class PaymentEngine {
  private readonly accounts = new Map<string, Account>();
  private readonly owners = new Map<string, Account>();
  /**
   * No payment can change with time before this (Unix seconds): `tick` runs on every call and walks
   * every payment only once the clock reaches it. Lowered by each change to a payment (`update`,
   * `addPayment`), recomputed by each walk. Walking on every call cost each call as much as all the
   * payments made so far: under the load bench, `tick` was 7.7 of the server's 11.2 CPU-seconds.
   */
  private nextDue = -Infinity;
  private readonly subscriptionOwners = new Map<string, Account>();
  private readonly tokens = new Map<string, TestCard>();
  readonly outbox: Outgoing[] = [];
  private offset = 0;
  private counter = 0;
  private readonly realNow: () => number;
  private seed: string;

  constructor(private readonly options: EngineOptions) {
    this.realNow = options.realNow ?? (() => Math.floor(Date.now() / 1000));
    this.seed = options.seed ?? String(Math.random());
    for (const card of testCards) this.tokens.set(testCardToken(card), card);
  }

  /** Engine time, Unix seconds: real time plus every advance. */
  now(): number {
    return this.realNow() + this.offset;
  }

  /** Moves the clock forward and lets everything due by then happen (answers, expiries, retries). */
  advance(seconds: number): number {
    this.offset += Math.max(0, Math.floor(seconds));
    this.tick();
    return this.now();
  }

  private id(prefix: string, length = 16): string {
    return derivedId(prefix, this.seed, String(this.counter++), length);
  }

  /** Pagora JS's tokenization: a card number (a test card) for a single-use token, as `createToken` returns it. */
  tokenize(number: string, expMonth: number, expYear: number): Answer {
    const digits = number.replace(/[\s-]/g, '');
    const card = testCardOf(digits);
    if (!card)
      return { status: 400, body: { code: 'invalid_number', message: 'Only the test cards in Testing work here.' } };
    const token = this.id('tok_');
    this.tokens.set(token, card);
    return {
      status: 200,
      body: {
        token,
        card: { brand: card.brand, last4: digits.slice(-4), expMonth, expYear, type: card.cardType, country: 'ES' },
      },
    };
  }

  // -------------------------------------------------------------------------------------------------
  // The REST operations.

  /** The `401` a call's key or `Pagora-Account` gets, checked before anything else about the request. */
  refusal(call: Pick<Call, 'apiKey' | 'pagoraAccount'>): Answer | undefined {
    const account = this.authenticate(call);
    return 'status' in account ? account : undefined;
  }

  handle(call: Call): Answer {
    this.tick();
    const account = this.authenticate(call);
    if ('status' in account) return account;
    if (call.idempotencyKey !== undefined) {
      const request = JSON.stringify([call.operationId, call.pathParams, call.body]);
      const seen = account.idempotency.get(call.idempotencyKey);
      if (seen && this.now() - seen.at < 24 * 3600) {
        if (seen.request === request) return seen.answer;
        return this.error(
          'IDEMPOTENCY_KEY_REUSED',
          `Idempotency-Key ${call.idempotencyKey} was already used with a different request body.`,
        );
      }
      const answer = this.dispatch(account, call);
      account.idempotency.set(call.idempotencyKey, { request, answer, at: this.now() });
      return answer;
    }
    return this.dispatch(account, call);
  }

  private authenticate(call: Pick<Call, 'apiKey' | 'pagoraAccount'>): Account | Answer {
    const key = call.apiKey;
    if (!key || !testKeyPattern.test(key))
      return this.error(
        'INVALID_API_KEY',
        key?.startsWith('sk_live_')
          ? 'Live keys do not work in the sandbox: use a test secret key (sk_test_...).'
          : 'No valid API key was provided. Send it as Authorization: Bearer sk_test_...',
      );
    let account = this.accounts.get(key);
    if (!account) {
      account = {
        accountId: `acc_${hmacSha256Hex('pagora-sandbox-account', key).slice(0, 12)}`,
        payments: new Map(),
        idempotency: new Map(),
        savedCards: new Map(),
        subscriptions: new Map(),
      };
      this.accounts.set(key, account);
    }
    if (call.pagoraAccount !== undefined && call.pagoraAccount !== account.accountId)
      return this.error('ACCOUNT_ACCESS_DENIED', `This key may not act for account ${call.pagoraAccount}.`);
    return account;
  }

  private dispatch(account: Account, call: Call): Answer {
    const { body } = call;
    switch (call.operationId) {
      case 'payments-create':
        return this.create(account, body);
      case 'payments-recurring':
        return this.recurring(account, body);
      case 'bizum-validate-phone': {
        const phoneNumber = String(body.phoneNumber);
        const enrolled = bizumTestPhones.find((phone) => phone.value === phoneNumber)?.statusCode !== null;
        return { status: 200, body: { phoneNumber, bizumEnabled: enrolled } };
      }
      case 'payment-methods-get':
        return { status: 200, body: availableMethods(call.query ?? {}) };
      case 'apple-pay-domain-register':
        return {
          status: 201,
          body: { domainName: String(body.domainName), status: 'VERIFIED', createdAt: iso(this.now()) },
        };
    }
    if (call.operationId.startsWith('subscriptions-')) return this.subscriptionCall(account, call);
    const paymentId = call.pathParams.paymentId;
    if (paymentId === undefined || !call.operationId.startsWith('payments-'))
      return this.error('PROCESSOR_UNAVAILABLE', `The sandbox does not run ${call.operationId} yet.`);
    const record = account.payments.get(paymentId);
    if (!record) return this.error('RESOURCE_NOT_FOUND', `No payment with ID ${paymentId}.`);
    if (call.operationId === 'payments-get') return { status: 200, body: record.payment };
    const allowed = paymentActions[call.operationId];
    const status = record.payment.status as PaymentStatusName;
    if (allowed && !allowed.includes(status))
      return this.error(
        'INVALID_STATUS',
        `Payment ${paymentId} cannot be ${actionVerbs[call.operationId]} in status ${status}.`,
      );
    switch (call.operationId) {
      case 'payments-confirm':
        return this.confirm(account, record, body);
      case 'payments-capture':
        return this.capture(record, body);
      case 'payments-cancel':
        this.change(record, 'CANCELED', {
          nextAction: undefined,
          cancellationReason: (body.cancellationReason as string | undefined) ?? 'OTHER',
        });
        return { status: 200, body: record.payment };
      case 'payments-refund':
        return this.refund(record, body);
      case 'payments-send-request':
        return this.sendRequest(record, body);
      case 'payments-send-link':
      case 'payments-send-receipt':
        return this.sendMessage(record, body);
    }
    return this.error('PROCESSOR_UNAVAILABLE', `The sandbox does not run ${call.operationId} yet.`);
  }

  private create(account: Account, body: JsonObject): Answer {
    const methods = body.paymentMethods as PaymentMethodName[] | undefined;
    const unavailable = (methods ?? []).filter((method) => {
      const capability = methodCapabilities.find((candidate) => candidate.paymentMethod === method);
      const amount = body.amount as number;
      return (
        !capability ||
        !(capability.currencies as readonly string[]).includes(String(body.currency)) ||
        (capability.minAmount !== null && amount < capability.minAmount) ||
        (capability.maxAmount !== null && amount > capability.maxAmount)
      );
    });
    if (methods && unavailable.length === methods.length)
      return this.error(
        'PAYMENT_METHOD_UNAVAILABLE',
        `None of the requested payment methods can take ${String(body.amount)} ${String(body.currency)}.`,
      );
    const id = this.id('pay_');
    const now = this.now();
    const record: PaymentRecord = {
      methods,
      savePaymentMethod: body.savePaymentMethod === true,
      payment: {
        id,
        accountId: account.accountId,
        livemode: false,
        amount: body.amount!,
        currency: body.currency!,
        sessionId: this.id('ses_'),
        url: `${this.options.origin}/p/${id}`,
        ...given(body, paymentFieldsFromCreate),
        transactionType: (body.transactionType as string | undefined) ?? 'SALE',
        refundedAmount: 0,
        expireAt: (body.expireAt as string | undefined) ?? iso(now + paymentExpiry.defaultHours * 3600),
        // A PayPal-only payment answers with PayPal's approval page.
        ...(methods?.length === 1 && methods[0] === 'PAYPAL'
          ? {
              nextAction: {
                type: 'REDIRECT',
                redirectUrl: this.options.paypalUrl?.(id) ?? `${this.options.origin}/paypal/${id}`,
              },
            }
          : {}),
        status: 'PENDING',
        createdAt: iso(now),
        updatedAt: iso(now),
      },
    };
    this.addPayment(account, id, record);
    if (typeof body.paymentToken === 'string') {
      const card = this.cardOf(account, body.paymentToken);
      if (!card) {
        account.payments.delete(id);
        this.outbox.pop();
        return this.tokenError(body.paymentToken);
      }
      this.chargeCard(record, card, true);
    }
    return { status: 201, body: record.payment };
  }

  private cardOf(account: Account, token: string): TestCard | undefined {
    return this.tokens.get(token) ?? account.savedCards.get(token)?.card;
  }

  private paymentRecord(paymentId: string): PaymentRecord | undefined {
    return this.owners.get(paymentId)?.payments.get(paymentId);
  }

  private tokenError(token: string): Answer {
    return this.error('PAYMENT_TOKEN_INVALID', `Payment token ${token} is unknown or no longer usable.`);
  }

  private confirm(account: Account, record: PaymentRecord, body: JsonObject): Answer {
    const method = body.paymentMethod as PaymentMethodName;
    if (method !== 'CARD' || (record.methods && !record.methods.includes('CARD')))
      return this.error('PAYMENT_METHOD_UNAVAILABLE', `${method} cannot pay payment ${String(record.payment.id)}.`);
    const card = this.cardOf(account, String(body.paymentToken));
    if (!card) return this.tokenError(String(body.paymentToken));
    for (const field of ['customer', 'billingDetails'] as const)
      if (body[field] !== undefined) record.payment[field] = body[field]!;
    this.chargeCard(record, card, true);
    return { status: 200, body: record.payment };
  }

  /** A card payment as the issuer decides it: with the customer present, a challenge when the card asks for one. */
  private chargeCard(record: PaymentRecord, card: TestCard, customerPresent: boolean): void {
    record.card = card;
    const challenge =
      customerPresent && (card.threeDSecure === 'challenge' || card.threeDSecure === 'required-when-unattended');
    if (challenge) {
      record.challengeStartedAt = this.now();
      this.update(record, {
        paymentMethod: cardPaymentMethod(card),
        nextAction: {
          type: 'THREE_DS_CHALLENGE',
          redirectUrl: `${this.options.origin}/3ds/${String(record.payment.id)}`,
        },
      });
      return;
    }
    if (card.statusCode === '000') this.approve(record, card);
    else
      this.change(record, 'FAILED', {
        statusCode: card.statusCode,
        statusMessage: statusMessage(card.statusCode),
        paymentMethod: cardPaymentMethod(card),
      });
  }

  private approve(record: PaymentRecord, card: TestCard): void {
    const auth = record.payment.transactionType === 'AUTH';
    if (auth) record.authorizedAt = this.now();
    const saved: JsonObject = {};
    if (record.savePaymentMethod) {
      const account = this.owners.get(String(record.payment.id))!;
      const paymentToken = this.id('tok_');
      const sequenceId = String(parseInt(hmacSha256Hex(this.seed, paymentToken).slice(0, 12), 16)).padStart(15, '5');
      account.savedCards.set(paymentToken, { card, sequenceId });
      Object.assign(saved, { paymentToken, sequenceId });
    }
    this.change(record, auth ? 'AUTHORIZED' : 'SUCCEEDED', {
      nextAction: undefined,
      statusCode: '000',
      statusMessage: statusMessage('000'),
      paymentMethod: cardPaymentMethod(card),
      authorizationCode: String(parseInt(hmacSha256Hex(this.seed, `${String(record.payment.id)}:auth`).slice(0, 8), 16))
        .padStart(6, '7')
        .slice(-6),
      ...saved,
    });
  }

  /**
   * The customer's answer on the 3-D Secure page: the test code succeeds, any other fails with `110`,
   * `timeout` (or leaving the page open past `challengeTimeoutSeconds`) fails with `111`. Returns
   * where the page sends the customer: `completeUrl` or `failUrl` (by default `cancelUrl`).
   */
  completeChallenge(
    paymentId: string,
    answer: { code: string } | 'timeout',
  ): { redirect?: string; payment?: JsonObject } {
    this.tick();
    const record = this.paymentRecord(paymentId);
    if (!record) return {};
    if (record.challengeStartedAt !== undefined && record.card) {
      if (answer !== 'timeout' && answer.code === challengeCode) this.approve(record, record.card);
      else this.failChallenge(record, answer === 'timeout' ? '111' : '110');
    }
    return { redirect: this.returnUrl(record), payment: record.payment };
  }

  /**
   * The customer pays on the payment page (`url`) with a test card number: like a confirm with the
   * card's token. Returns where the page sends them: the challenge, `completeUrl` or `failUrl`.
   */
  payOnPage(paymentId: string, number: string): { redirect?: string; payment?: JsonObject; refused?: string } {
    this.tick();
    const record = this.paymentRecord(paymentId);
    if (!record || record.payment.status !== 'PENDING' || record.challengeStartedAt !== undefined) return {};
    if (record.methods && !record.methods.includes('CARD')) return { refused: 'This payment does not take cards.' };
    const card = testCardOf(number);
    if (!card) return { refused: 'Only the test cards in Testing work in test mode.' };
    this.chargeCard(record, card, true);
    return { redirect: this.returnUrl(record), payment: record.payment };
  }

  /** Where the customer goes next: the challenge while one waits, else `completeUrl` or `failUrl` (by default `cancelUrl`). */
  private returnUrl(record: PaymentRecord): string | undefined {
    const { status, nextAction, completeUrl, failUrl, cancelUrl } = record.payment;
    const url =
      status === 'PENDING'
        ? (nextAction as JsonObject | undefined)?.redirectUrl
        : status === 'SUCCEEDED' || status === 'AUTHORIZED'
          ? completeUrl
          : (failUrl ?? cancelUrl);
    return typeof url === 'string' ? url : undefined;
  }

  /** The payment the payment page shows, while it can be paid there. */
  payableOnPage(paymentId: string): JsonObject | undefined {
    this.tick();
    const record = this.paymentRecord(paymentId);
    return record?.payment.status === 'PENDING' && record.challengeStartedAt === undefined ? record.payment : undefined;
  }

  /**
   * The customer's choice on the PayPal sandbox page (data/testData.ts's outcomes): approve pays the
   * payment and returns to `completeUrl`; cancel leaves it `PENDING` and returns to `cancelUrl`.
   */
  answerPaypal(paymentId: string, choice: string): { redirect?: string; payment?: JsonObject } {
    const record = this.paypalRecord(paymentId);
    const outcome = paypalSandboxOutcomes.find((candidate) => candidate.value === choice);
    if (!record || !outcome) return {};
    if (outcome.statusCode === null) {
      const url = record.payment.cancelUrl;
      return { redirect: typeof url === 'string' ? url : undefined, payment: record.payment };
    }
    this.change(record, outcome.status, {
      nextAction: undefined,
      statusCode: outcome.statusCode,
      statusMessage: statusMessage(outcome.statusCode),
      paymentMethod: { type: 'PAYPAL', paypal: { payerEmail: 'sandbox-buyer@example.com' } },
    });
    return { redirect: this.returnUrl(record), payment: record.payment };
  }

  /** The payment the PayPal page shows, while it waits for PayPal. */
  paypalOf(paymentId: string): JsonObject | undefined {
    return this.paypalRecord(paymentId)?.payment;
  }

  private paypalRecord(paymentId: string): PaymentRecord | undefined {
    this.tick();
    const record = this.paymentRecord(paymentId);
    const next = record?.payment.nextAction as JsonObject | undefined;
    return record?.payment.status === 'PENDING' && next?.type === 'REDIRECT' ? record : undefined;
  }

  /** The payment a challenge page shows, if it waits for a challenge. */
  challengeOf(paymentId: string): JsonObject | undefined {
    this.tick();
    const record = this.paymentRecord(paymentId);
    return record?.challengeStartedAt !== undefined ? record.payment : undefined;
  }

  private failChallenge(record: PaymentRecord, code: '110' | '111'): void {
    record.challengeStartedAt = undefined;
    this.change(record, 'FAILED', { nextAction: undefined, statusCode: code, statusMessage: statusMessage(code) });
  }

  private capture(record: PaymentRecord, body: JsonObject): Answer {
    const authorized = record.payment.amount as number;
    const amount = (body.amount as number | undefined) ?? authorized;
    if (amount > authorized)
      return this.error(
        'AMOUNT_EXCEEDS_AUTHORIZED',
        `Capture amount ${amount} exceeds the authorized amount ${authorized}.`,
        [{ field: 'amount', message: `Must be at most ${authorized}.` }],
      );
    this.change(record, 'SUCCEEDED', { amount });
    return { status: 200, body: record.payment };
  }

  private refund(record: PaymentRecord, body: JsonObject): Answer {
    const method = (record.payment.paymentMethod as JsonObject | undefined)?.type as string | undefined;
    const capability = methodCapabilities.find((candidate) => candidate.paymentMethod === method);
    if (capability && !capability.supportsRefunds)
      return this.error('REFUND_NOT_SUPPORTED', `${capability.name} payments cannot be refunded through Pagora.`);
    const refundable = (record.payment.amount as number) - (record.payment.refundedAmount as number);
    const amount = (body.amount as number | undefined) ?? refundable;
    if (amount > refundable)
      return this.error(
        'AMOUNT_EXCEEDS_REFUNDABLE',
        `Refund amount ${amount} exceeds the refundable amount ${refundable}.`,
        [{ field: 'amount', message: `Must be at most ${refundable}.` }],
      );
    const refundedAmount = (record.payment.refundedAmount as number) + amount;
    this.change(record, refundedAmount === record.payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED', {
      refundedAmount,
      lastRefundAmount: amount,
      lastRefundReason: (body.refundReason as string | undefined) ?? 'REQUESTED_BY_CUSTOMER',
    });
    return { status: 200, body: record.payment };
  }

  private sendRequest(record: PaymentRecord, body: JsonObject): Answer {
    const method = body.paymentMethod as 'BIZUM' | 'MBWAY' | 'SEPA_REQUEST_TO_PAY';
    if (record.methods && !record.methods.includes(method))
      return this.error('PAYMENT_METHOD_UNAVAILABLE', `${method} is not among this payment's paymentMethods.`);
    const phone =
      (body.customer as JsonObject | undefined)?.phone ?? (record.payment.customer as JsonObject | undefined)?.phone;
    const value = method === 'SEPA_REQUEST_TO_PAY' ? body.iban : phone;
    const field = method === 'SEPA_REQUEST_TO_PAY' ? 'iban' : 'customer.phone';
    if (typeof value !== 'string')
      return this.error('INVALID_REQUEST', `${method} needs ${field}.`, [{ field, message: 'Required.' }]);
    const list = method === 'BIZUM' ? bizumTestPhones : method === 'MBWAY' ? mbwayTestPhones : sepaTestIbans;
    const account = list.find((candidate) => candidate.value === value);
    if (!account)
      return this.error(
        'PAYMENT_METHOD_UNAVAILABLE',
        `${value} is not a test ${field === 'iban' ? 'IBAN' : 'phone'} for ${method}: only those in Testing work in test mode.`,
      );
    if (account.statusCode === null) {
      const name = method === 'BIZUM' ? 'Bizum' : 'MB WAY';
      return this.error('PHONE_NOT_ENROLLED', `Phone number ${value} is not enrolled in ${name}.`, [
        { field, message: `Not enrolled in ${name}.` },
      ]);
    }
    // A SEPA approval is not payment: the payment succeeds when the credit transfer arrives.
    const transfer = method === 'SEPA_REQUEST_TO_PAY' && account.status === 'SUCCEEDED';
    const answerAt =
      this.now() + testCustomerTiming.answerSeconds + (transfer ? testCustomerTiming.creditTransferSeconds : 0);
    record.inApp = { account, method, answerAt };
    this.update(record, { paymentMethod: inAppPaymentMethod(method, value), nextAction: { type: 'APPROVE_IN_APP' } });
    return { status: 200, body: record.payment };
  }

  private sendMessage(record: PaymentRecord, body: JsonObject): Answer {
    const channel = (body.messageChannel as string | undefined) ?? 'EMAIL';
    const customer = {
      ...(record.payment.customer as JsonObject | undefined),
      ...(body.customer as JsonObject | undefined),
    };
    const field = channel === 'EMAIL' ? 'email' : 'phone';
    if (typeof customer[field] !== 'string')
      return this.error(
        'CUSTOMER_CONTACT_MISSING',
        `Payment ${String(record.payment.id)} has no customer ${field} to send ${channel === 'EMAIL' ? 'an email' : `a ${channel} message`} to.`,
        [{ field: `customer.${field}`, message: `Required for ${channel}.` }],
      );
    this.update(record, { messageChannel: channel });
    return { status: 200, body: record.payment };
  }

  private recurring(account: Account, body: JsonObject): Answer {
    const token = String(body.paymentToken);
    const saved = account.savedCards.get(token);
    if (!saved) return this.tokenError(token);
    if (saved.sequenceId !== body.sequenceId)
      return this.error(
        'PAYMENT_TOKEN_INVALID',
        `sequenceId ${String(body.sequenceId)} does not belong to payment token ${token}.`,
      );
    const id = this.id('pay_');
    const now = this.now();
    const record: PaymentRecord = {
      methods: undefined,
      savePaymentMethod: false,
      payment: {
        id,
        accountId: account.accountId,
        livemode: false,
        amount: body.amount!,
        currency: body.currency!,
        ...given(body, ['orderId', 'description', 'callbackUrl', 'metadata']),
        paymentToken: token,
        sequenceId: saved.sequenceId,
        transactionType: 'SALE',
        refundedAmount: 0,
        status: 'PENDING',
        createdAt: iso(now),
        updatedAt: iso(now),
      },
    };
    this.addPayment(account, id, record);
    this.chargeCard(record, saved.card, false);
    return { status: 201, body: record.payment };
  }

  // -------------------------------------------------------------------------------------------------
  // Subscriptions: a payment per period from the stored card, PAST_DUE and retries on the clock.

  private subscriptionCall(account: Account, call: Call): Answer {
    const { body } = call;
    if (call.operationId === 'subscriptions-create') {
      const interval = String(body.interval);
      const intervalCount = (body.intervalCount as number | undefined) ?? 1;
      if (periodDays(interval, intervalCount) > 366)
        return this.error(
          'SUBSCRIPTION_PERIOD_TOO_LONG',
          `A billing period of ${intervalCount} ${interval} is longer than one year.`,
          [{ field: 'intervalCount', message: 'The period must be one year or shorter.' }],
        );
      const id = this.id('sub_');
      const now = this.now();
      const record: SubscriptionRecord = {
        subscription: {
          id,
          accountId: account.accountId,
          livemode: false,
          status: 'PENDING',
          amount: body.amount!,
          currency: body.currency!,
          interval,
          intervalCount,
          retryCount: 0,
          retrySchedule: (body.retrySchedule as number[] | undefined) ?? [...subscriptionRetries.defaultDays],
          pauseAtPeriodEnd: false,
          cancelAtPeriodEnd: false,
          ...given(body, subscriptionFieldsFromCreate),
          url: `${this.options.origin}/s/${id}`,
          createdAt: iso(now),
          updatedAt: iso(now),
        },
      };
      account.subscriptions.set(id, record);
      this.subscriptionOwners.set(id, account);
      this.announce({ payment: record.subscription }, 'SUBSCRIPTION_CREATED');
      return { status: 201, body: record.subscription };
    }
    const id = call.pathParams.subscriptionId!;
    const record = account.subscriptions.get(id);
    if (!record) return this.error('RESOURCE_NOT_FOUND', `No subscription with ID ${id}.`);
    const sub = record.subscription;
    if (call.operationId === 'subscriptions-get') return { status: 200, body: sub };
    const status = sub.status as SubscriptionStatusName;
    const allowed = subscriptionActions[call.operationId];
    if (allowed && !allowed.includes(status))
      return this.error(
        'INVALID_STATUS',
        `Subscription ${id} cannot be ${subscriptionVerbs[call.operationId]} in status ${status}.`,
      );
    const now = this.now();
    switch (call.operationId) {
      case 'subscriptions-update':
        this.updateSubscription(record, body);
        break;
      case 'subscriptions-activate': {
        const token = body.paymentToken as string | undefined;
        if (token === undefined) {
          // The customer pays the first period at `lastPayment.url`.
          const payment = this.subscriptionPayment(account, record, true);
          this.updateSubscription(record, { lastPayment: payment.payment });
          break;
        }
        const card = this.cardOf(account, token);
        if (!card) return this.tokenError(token);
        record.card = card;
        const trialDays = sub.trialPeriodDays as number | undefined;
        if (trialDays !== undefined) {
          const trialEnd = iso(now + trialDays * 86400);
          this.subscriptionChange(
            record,
            'TRIALING',
            { trialPeriodEnd: trialEnd, nextPaymentAt: trialEnd },
            'SUBSCRIPTION_ACTIVATED',
          );
        } else this.chargePeriod(account, record);
        break;
      }
      case 'subscriptions-pause':
        if (body.pauseAtPeriodEnd === true)
          this.updateSubscription(record, { pauseAtPeriodEnd: true, pauseIntervalCount: body.pauseIntervalCount });
        else this.pause(record, body.pauseIntervalCount as number | undefined);
        break;
      case 'subscriptions-resume':
        this.resume(account, record, (body.skipIntervalCount as number | undefined) ?? 0);
        break;
      case 'subscriptions-cancel':
        if (body.cancelAtPeriodEnd === true) this.updateSubscription(record, { cancelAtPeriodEnd: true });
        else
          this.subscriptionChange(
            record,
            'CANCELED',
            {
              cancellationReason: (body.cancellationReason as string | undefined) ?? 'OTHER',
              nextPaymentAt: undefined,
            },
            'SUBSCRIPTION_CANCELED',
          );
        break;
      case 'subscriptions-send-link':
      case 'subscriptions-send-status': {
        const channel = String(body.messageChannel);
        const customer = { ...(sub.customer as JsonObject | undefined), ...(body.customer as JsonObject | undefined) };
        const field = channel === 'EMAIL' ? 'email' : 'phone';
        if (typeof customer[field] !== 'string')
          return this.error('CUSTOMER_CONTACT_MISSING', `Subscription ${id} has no customer ${field} to send to.`, [
            { field: `customer.${field}`, message: `Required for ${channel}.` },
          ]);
        break;
      }
    }
    return { status: 200, body: record.subscription };
  }

  private updateSubscription(record: SubscriptionRecord, changes: { [key: string]: Json | undefined }): void {
    record.subscription = withChanges(record.subscription, changes, this.now());
  }

  /** A subscription status change: its callback, then its event (when the change has one). */
  private subscriptionChange(
    record: SubscriptionRecord,
    status: SubscriptionStatusName,
    changes: { [key: string]: Json | undefined },
    eventType?: string,
  ): void {
    const changed = record.subscription.status !== status;
    this.updateSubscription(record, { ...changes, status });
    const callbackUrl = record.subscription.callbackUrl;
    if (changed && typeof callbackUrl === 'string')
      this.queue('callback', callbackUrl, JSON.stringify(record.subscription));
    if (eventType) this.announce({ payment: record.subscription }, eventType);
  }

  /** A payment of the subscription's amount, to `paymentCallbackUrl`; with `page`, one the customer pays at its `url`. */
  private subscriptionPayment(account: Account, record: SubscriptionRecord, page: boolean): PaymentRecord {
    const sub = record.subscription;
    const id = this.id('pay_');
    const now = this.now();
    const payment: PaymentRecord = {
      methods: page ? ['CARD'] : undefined,
      savePaymentMethod: false,
      payment: {
        id,
        accountId: account.accountId,
        livemode: false,
        amount: sub.amount!,
        currency: sub.currency!,
        ...(sub.description === undefined ? {} : { description: sub.description }),
        ...(page ? { sessionId: this.id('ses_'), url: `${this.options.origin}/p/${id}` } : {}),
        subscriptionId: String(sub.id),
        ...(sub.customer === undefined ? {} : { customer: sub.customer }),
        transactionType: 'SALE',
        refundedAmount: 0,
        ...(page ? { expireAt: iso(now + paymentExpiry.defaultHours * 3600) } : {}),
        ...(sub.paymentCallbackUrl === undefined ? {} : { callbackUrl: sub.paymentCallbackUrl }),
        status: 'PENDING',
        createdAt: iso(now),
        updatedAt: iso(now),
      },
    };
    this.addPayment(account, id, payment);
    return payment;
  }

  /** Charges the period from the stored card, without the customer: paid, or `PAST_DUE` (a first payment stays `PENDING`). */
  private chargePeriod(account: Account, record: SubscriptionRecord): void {
    const payment = this.subscriptionPayment(account, record, false);
    this.chargeCard(payment, record.card!, false);
    if (payment.payment.status === 'SUCCEEDED') return this.periodPaid(record, payment);
    const status = record.subscription.status as SubscriptionStatusName;
    if (status === 'PENDING') return this.updateSubscription(record, { lastPayment: payment.payment });
    if (status === 'PAST_DUE') {
      this.updateSubscription(record, {
        retryCount: (record.subscription.retryCount as number) + 1,
        lastPayment: payment.payment,
      });
      return;
    }
    const now = this.now();
    record.failedAt = now;
    record.retries = statusCodeFact(String(payment.payment.statusCode)).retriedBySubscriptions;
    this.subscriptionChange(
      record,
      'PAST_DUE',
      { retryCount: 0, lastPayment: payment.payment, nextPaymentAt: this.nextRetry(record) },
      'SUBSCRIPTION_PAST_DUE',
    );
  }

  /** When the next retry runs, if one does: the day in `retrySchedule` after `retryCount` retries, counted from the first failure. */
  private nextRetry(record: SubscriptionRecord): string | undefined {
    const days = record.subscription.retrySchedule as number[];
    const day = days[(record.subscription.retryCount as number | undefined) ?? 0];
    return record.retries && day !== undefined ? iso(record.failedAt! + day * 86400) : undefined;
  }

  /** The period is paid: a new period starts now and the next payment is due at its end. */
  private periodPaid(record: SubscriptionRecord, payment: PaymentRecord): void {
    const sub = record.subscription;
    const start = this.now();
    const end = addInterval(start, String(sub.interval), sub.intervalCount as number);
    const first = sub.status === 'PENDING';
    record.failedAt = undefined;
    this.subscriptionChange(
      record,
      'ACTIVE',
      {
        retryCount: 0,
        currentPeriodStart: iso(start),
        currentPeriodEnd: iso(end),
        nextPaymentAt: iso(end),
        lastPayment: payment.payment,
        paymentMethod: payment.payment.paymentMethod,
      },
      first ? 'SUBSCRIPTION_ACTIVATED' : undefined,
    );
  }

  private pause(record: SubscriptionRecord, intervals: number | undefined): void {
    const sub = record.subscription;
    record.failedAt = undefined;
    record.resumeAt =
      intervals === undefined
        ? undefined
        : addInterval(this.now(), String(sub.interval), (sub.intervalCount as number) * intervals);
    this.subscriptionChange(
      record,
      'PAUSED',
      { pauseAtPeriodEnd: false, nextPaymentAt: undefined, ...(intervals ? { pauseIntervalCount: intervals } : {}) },
      'SUBSCRIPTION_PAUSED',
    );
  }

  private resume(account: Account, record: SubscriptionRecord, skip: number): void {
    const sub = record.subscription;
    record.resumeAt = undefined;
    const start = this.now();
    const due = addInterval(start, String(sub.interval), (sub.intervalCount as number) * skip);
    this.subscriptionChange(
      record,
      'ACTIVE',
      {
        pauseIntervalCount: undefined,
        currentPeriodStart: iso(start),
        currentPeriodEnd: iso(due),
        nextPaymentAt: iso(due),
      },
      'SUBSCRIPTION_RESUMED',
    );
    if (skip === 0 && record.card) this.chargePeriod(account, record);
  }

  /** What the clock brings a subscription: its period's payment, a retry, the end of a pause, a cancel or pause at period end. */
  private subscriptionTick(account: Account, record: SubscriptionRecord, now: number): void {
    const sub = record.subscription;
    const due = typeof sub.nextPaymentAt === 'string' && Date.parse(sub.nextPaymentAt) / 1000 <= now;
    const periodEnded = typeof sub.currentPeriodEnd === 'string' && Date.parse(sub.currentPeriodEnd) / 1000 <= now;
    switch (sub.status) {
      case 'TRIALING':
      case 'ACTIVE':
        if (periodEnded && sub.cancelAtPeriodEnd === true)
          this.subscriptionChange(
            record,
            'CANCELED',
            { cancellationReason: 'OTHER', nextPaymentAt: undefined },
            'SUBSCRIPTION_CANCELED',
          );
        else if (periodEnded && sub.pauseAtPeriodEnd === true)
          this.pause(record, sub.pauseIntervalCount as number | undefined);
        else if (due && record.card) this.chargePeriod(account, record);
        return;
      case 'PAST_DUE': {
        const days = sub.retrySchedule as number[];
        const lastDay = record.failedAt! + Math.max(0, ...days) * 86400;
        if (due && record.card) {
          this.chargePeriod(account, record);
          if (record.subscription.status === 'PAST_DUE')
            this.updateSubscription(record, { nextPaymentAt: this.nextRetry(record) });
        } else if (now > lastDay)
          this.subscriptionChange(
            record,
            'CANCELED',
            { cancellationReason: 'PAYMENT_FAILED', nextPaymentAt: undefined },
            'SUBSCRIPTION_CANCELED',
          );
        return;
      }
      case 'PAUSED':
        if (record.resumeAt !== undefined && now >= record.resumeAt) this.resume(account, record, 0);
    }
  }

  /** The payment the subscription's link (`url`) takes the customer to: the period due, paid on the payment page. */
  subscriptionLink(subscriptionId: string): string | undefined {
    this.tick();
    const account = this.subscriptionOwners.get(subscriptionId);
    const record = account?.subscriptions.get(subscriptionId);
    if (!account || !record || !['PENDING', 'PAST_DUE'].includes(String(record.subscription.status))) return undefined;
    const open = [...account.payments.values()].find(
      (payment) =>
        payment.payment.subscriptionId === subscriptionId && payment.payment.status === 'PENDING' && payment.methods,
    );
    return String((open ?? this.subscriptionPayment(account, record, true)).payment.url);
  }

  // -------------------------------------------------------------------------------------------------
  // Time: what happens without a call.

  private tick(): void {
    const now = this.now();
    for (const account of this.accounts.values())
      for (const record of account.subscriptions.values()) this.subscriptionTick(account, record, now);
    if (now < this.nextDue) return;
    this.nextDue = Infinity;
    for (const account of this.accounts.values())
      for (const record of account.payments.values()) {
        const { status } = record.payment;
        if (
          record.inApp &&
          status === 'PENDING' &&
          now >= record.inApp.answerAt &&
          record.inApp.account.status !== 'EXPIRED'
        ) {
          const { account: outcome } = record.inApp;
          record.inApp = undefined;
          this.change(record, outcome.status, {
            nextAction: undefined,
            statusCode: outcome.statusCode,
            statusMessage: statusMessage(outcome.statusCode!),
          });
        } else if (
          record.challengeStartedAt !== undefined &&
          status === 'PENDING' &&
          now >= record.challengeStartedAt + sandboxTiming.challengeTimeoutSeconds
        )
          this.failChallenge(record, '111');
        else if (
          status === 'PENDING' &&
          typeof record.payment.expireAt === 'string' &&
          now >= Date.parse(record.payment.expireAt) / 1000
        )
          this.change(record, 'EXPIRED', {
            nextAction: undefined,
            statusCode: '402',
            statusMessage: statusMessage('402'),
          });
        else if (
          status === 'AUTHORIZED' &&
          record.authorizedAt !== undefined &&
          now >= record.authorizedAt + authorizationHoldDays * 86400
        )
          this.change(record, 'EXPIRED', {});
        this.nextDue = Math.min(this.nextDue, dueOf(record));
      }
  }

  // -------------------------------------------------------------------------------------------------
  // State changes and what they send.

  private update(record: PaymentRecord, changes: { [key: string]: Json | undefined }): void {
    record.payment = withChanges(record.payment, changes, this.now());
    this.nextDue = Math.min(this.nextDue, dueOf(record));
  }

  /** A status change: the payment is updated, then its callback and its event are queued, in that order. */
  private change(record: PaymentRecord, status: PaymentStatusName, changes: { [key: string]: Json | undefined }): void {
    this.update(record, { ...changes, status });
    const callbackUrl = record.payment.callbackUrl;
    if (typeof callbackUrl === 'string') this.queue('callback', callbackUrl, JSON.stringify(record.payment));
    this.announce(record, `PAYMENT_${status}`);
    // A payment the customer made through a subscription's link pays its period.
    const subscriptionId = record.payment.subscriptionId;
    if (typeof subscriptionId === 'string' && status === 'SUCCEEDED' && record.card) {
      const subscription = this.owners.get(String(record.payment.id))?.subscriptions.get(subscriptionId);
      if (subscription && ['PENDING', 'PAST_DUE'].includes(String(subscription.subscription.status))) {
        subscription.card = record.card;
        this.periodPaid(subscription, record);
      }
    }
  }

  /** The account webhook event about a payment or a subscription, to every registered endpoint. */
  /** A new payment joins its account and is announced (`PAYMENT_CREATED`), however it was made. */
  private addPayment(account: Account, id: string, record: PaymentRecord): void {
    account.payments.set(id, record);
    this.owners.set(id, account);
    this.nextDue = Math.min(this.nextDue, dueOf(record));
    this.announce(record, 'PAYMENT_CREATED');
  }

  private announce(record: PaymentRecord | { payment: JsonObject }, eventType: string): void {
    const eventId = this.id('evt_', 12);
    const body = JSON.stringify({
      id: eventId,
      type: eventType,
      createdAt: iso(this.now()),
      livemode: false,
      accountId: record.payment.accountId!,
      data: record.payment,
    });
    for (const url of this.options.webhookUrls ?? []) this.queue('webhook', url, body, eventType, eventId);
  }

  private queue(kind: Outgoing['kind'], url: string, body: string, eventType?: string, eventId?: string): void {
    const now = this.now();
    this.outbox.push({
      id: this.id('dlv_'),
      kind,
      ...(eventType ? { eventType, eventId } : {}),
      url,
      body,
      firstAt: now,
      attempt: 1,
      nextAt: now,
      state: 'due',
    });
  }

  /** The deliveries due now, in the order they were made. */
  due(): Outgoing[] {
    this.tick();
    const now = this.now();
    return this.outbox.filter((delivery) => delivery.state === 'due' && delivery.nextAt <= now);
  }

  /**
   * The request headers of an attempt, in the order Pagora sends them, signed at `timestamp`: the real
   * time it is sent (not the advanced clock), so a receiver's 300-second tolerance still holds.
   */
  headers(delivery: Outgoing, timestamp = this.realNow()): [string, string][] {
    return deliveryHeaders(
      delivery.body,
      timestamp,
      delivery.kind === 'webhook' ? { eventId: delivery.eventId!, attempt: delivery.attempt } : undefined,
    );
  }

  /** A delivery sent again at once (sandbox replay): a new attempt, signed when it is sent. */
  replay(deliveryId: string): Outgoing | undefined {
    const delivery = this.outbox.find((candidate) => candidate.id === deliveryId);
    if (!delivery) return undefined;
    if (delivery.state !== 'due') delivery.attempt++;
    Object.assign(delivery, { state: 'due', nextAt: this.now() });
    return delivery;
  }

  /** Everything the engine holds, as JSON (the sandbox's `--state` file); maps as entry lists. */
  saveState(): string {
    const { seed, offset, counter, accounts, tokens, outbox } = this;
    const state = { format: stateFormat, seed, offset, counter, accounts, tokens, outbox };
    return JSON.stringify(state, (_key, value: unknown) => (value instanceof Map ? { $map: [...value] } : value));
  }

  /** Takes the state saveState wrote; throws on JSON that is not one (the caller names the file). */
  loadState(text: string): void {
    const state = JSON.parse(text, (_key, value: { $map?: [string, unknown][] }) =>
      Array.isArray(value?.$map) ? new Map(value.$map) : value,
    ) as {
      format?: unknown;
      seed: string;
      offset: number;
      counter: number;
      accounts: Map<string, Account>;
      tokens: Map<string, TestCard>;
      outbox: Outgoing[];
    } | null;
    if (state?.format !== stateFormat) throw new Error(`not a sandbox state file (no "format": "${stateFormat}")`);
    Object.assign(this, { seed: state.seed, offset: state.offset, counter: state.counter, nextDue: -Infinity });
    for (const [key, account] of state.accounts) {
      this.accounts.set(key, account);
      for (const id of account.payments.keys()) this.owners.set(id, account);
      for (const id of account.subscriptions.keys()) this.subscriptionOwners.set(id, account);
    }
    for (const [token, card] of state.tokens) this.tokens.set(token, card);
    this.outbox.splice(0, Infinity, ...state.outbox);
  }

  /** The answer to an attempt: a 2xx delivers it; anything else schedules the next retry, or gives up after the last. */
  settle(delivery: Outgoing, delivered: boolean): void {
    if (delivered) {
      delivery.state = 'delivered';
      return;
    }
    if (delivery.attempt >= maxDeliveryAttempts) {
      delivery.state = 'given-up';
      return;
    }
    delivery.nextAt = delivery.firstAt + webhookDelivery.retryOffsetsSeconds[delivery.attempt - 1]!;
    delivery.attempt++;
  }

  private error(code: string, message: string, errors: { field: string; message: string }[] = []): Answer {
    const fact = apiErrorCodes.find((candidate) => candidate.code === code);
    if (!fact) throw new Error(`data/apiErrors.ts defines no error code ${code}`);
    const { status } = apiErrorTypes.find((candidate) => candidate.type === fact.type)!;
    return { status, body: { status, type: fact.type, code, message, requestId: this.id('req_', 8), errors } };
  }

  /** The error body for a request the sandbox refused before the engine (bad JSON, invalid fields). */
  badRequest(message: string, errors: { field: string; message: string }[]): Answer {
    return this.error('INVALID_REQUEST', message, errors);
  }

  notFound(message: string): Answer {
    return this.error('RESOURCE_NOT_FOUND', message);
  }
}

/** The fields of a request that it sets as given. */
function given(body: JsonObject, fields: readonly string[]): JsonObject {
  return Object.fromEntries(fields.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]!]])));
}

/** The test card with this number (spaces or dashes allowed). */
function testCardOf(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return testCards.find((card) => card.number.replace(/ /g, '') === digits);
}

/** The Payment fields a create request sets as given. */
const paymentFieldsFromCreate = [
  'orderId',
  'description',
  'storeId',
  'pointOfSaleId',
  'customer',
  'callbackUrl',
  'completeUrl',
  'failUrl',
  'cancelUrl',
  'messageLanguage',
  'shop',
  'shippingDetails',
  'billingDetails',
  'metadata',
] as const;

/** The Subscription fields a create request sets as given. */
const subscriptionFieldsFromCreate = [
  'description',
  'trialPeriodDays',
  'customer',
  'storeId',
  'callbackUrl',
  'paymentCallbackUrl',
  'completeUrl',
  'cancelUrl',
  'metadata',
] as const;

const subscriptionVerbs: Readonly<Record<string, string>> = {
  'subscriptions-activate': 'activated',
  'subscriptions-pause': 'paused',
  'subscriptions-resume': 'resumed',
  'subscriptions-cancel': 'canceled',
  'subscriptions-update': 'updated',
  'subscriptions-send-link': 'sent a link',
  'subscriptions-send-status': 'sent its status',
};

/** Roughly how many days a billing period lasts (for the one-year limit). */
function periodDays(interval: string, count: number): number {
  return count * ({ DAY: 1, WEEK: 7, MONTH: 30.5, YEAR: 365 } as Record<string, number>)[interval]!;
}

/** `start` plus `count` intervals, in Unix seconds (months and years by the calendar, in UTC). */
function addInterval(start: number, interval: string, count: number): number {
  const date = new Date(start * 1000);
  if (interval === 'DAY') date.setUTCDate(date.getUTCDate() + count);
  else if (interval === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (interval === 'MONTH') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

/** payment-methods-get from data/methodCapabilities.ts. The sandbox converts no currency: limits keep their EUR figures. */
function availableMethods(query: Record<string, string>): JsonObject {
  const currency = query.currency ?? 'EUR';
  const amount = query.amount === undefined ? undefined : Number(query.amount);
  const items = methodCapabilities
    .filter(
      (method) =>
        (method.currencies as readonly string[]).includes(currency) &&
        (query.country === undefined ||
          method.countryCodes.length === 0 ||
          method.countryCodes.includes(query.country)) &&
        (amount === undefined || ((method.minAmount ?? 0) <= amount && amount <= (method.maxAmount ?? Infinity))),
    )
    .map((method) => ({
      paymentMethod: method.paymentMethod,
      name: method.name,
      currencies: [...method.currencies],
      countries: [...method.countryCodes],
      supportsRefunds: method.supportsRefunds,
      supportsRecurring: method.supportsRecurring,
      supportsTokenization: method.supportsTokenization,
      minAmount: method.minAmount,
      maxAmount: method.maxAmount,
    }));
  return { currency, items };
}
