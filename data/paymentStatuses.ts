/**
 * Payment and subscription statuses: meaning, allowed transitions and which API actions each
 * status allows, plus what happens when a customer abandons a redirect step. Rendered by
 * <PaymentStatuses />, <SubscriptionStatuses /> and <SubscriptionTransitions />; held against both APIs by
 * `tests/unit/facts-data.test.ts`.
 */
import { paymentExpiry } from './methodCapabilities';

export const paymentStatusNames = [
  'PENDING',
  'AUTHORIZED',
  'SUCCEEDED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'CANCELED',
  'FAILED',
  'EXPIRED',
] as const;
export type PaymentStatusName = (typeof paymentStatusNames)[number];

export interface PaymentStatusFact {
  status: PaymentStatusName;
  /** What it means (the OpenAPI `x-enumDescriptions` entry). */
  meaning: string;
  /** Statuses it can change to; empty when final. */
  next: readonly PaymentStatusName[];
}

/** Days an authorization is held before it is released and the payment becomes EXPIRED. */
export const authorizationHoldDays = 7;

export const paymentStatuses: readonly PaymentStatusFact[] = [
  {
    status: 'PENDING',
    meaning:
      'Created and waiting for the customer or for confirmation. It may carry a `nextAction` the customer must complete.',
    next: ['SUCCEEDED', 'AUTHORIZED', 'FAILED', 'CANCELED', 'EXPIRED'],
  },
  {
    status: 'AUTHORIZED',
    meaning: `Funds are held on the customer's card (\`transactionType: AUTH\`). Capture within ${authorizationHoldDays} days or the hold is released and the payment becomes \`EXPIRED\`.`,
    next: ['SUCCEEDED', 'CANCELED', 'EXPIRED'],
  },
  {
    status: 'SUCCEEDED',
    meaning: 'Captured. The money will be settled to your account.',
    next: ['PARTIALLY_REFUNDED', 'REFUNDED'],
  },
  {
    status: 'PARTIALLY_REFUNDED',
    meaning:
      'Part of the captured amount has been refunded; `refundedAmount` says how much. The rest can still be refunded.',
    next: ['REFUNDED'],
  },
  { status: 'REFUNDED', meaning: 'The whole captured amount has been refunded.', next: [] },
  {
    status: 'CANCELED',
    meaning:
      'Canceled before capture with [payments-cancel](/apis/rest/payments-cancel/); see `cancellationReason`. A customer who leaves without paying does not cancel it: it stays `PENDING` until `expireAt`.',
    next: [],
  },
  {
    status: 'FAILED',
    meaning: 'Declined or stopped by an error; `statusCode` and `statusMessage` say why.',
    next: [],
  },
  {
    status: 'EXPIRED',
    meaning: `Not completed before \`expireAt\` (${paymentExpiry.defaultHours} hours after creation by default), or an authorization that was not captured within ${authorizationHoldDays} days.`,
    next: [],
  },
];

/** REST operationId of each payment action, with the statuses it is allowed in (else HTTP 422). */
export const paymentActions: Readonly<Record<string, readonly PaymentStatusName[]>> = {
  'payments-confirm': ['PENDING'],
  'payments-cancel': ['PENDING', 'AUTHORIZED'],
  'payments-capture': ['AUTHORIZED'],
  'payments-refund': ['SUCCEEDED', 'PARTIALLY_REFUNDED'],
  'payments-send-link': ['PENDING'],
  'payments-send-request': ['PENDING'],
  'payments-send-receipt': ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'],
};

/**
 * What happens when a customer leaves a redirect step (PayPal's approval page or the Pagora payment
 * page) without paying: one outcome everywhere. The payment is not failed or canceled, so the
 * customer can still pay it until `expireAt`.
 */
export const abandonedRedirect = {
  status: 'PENDING',
  returnUrlField: 'cancelUrl',
  /** What it becomes if nobody pays it before `expireAt`. */
  finalStatus: 'EXPIRED',
  finalStatusCode: '402',
} as const satisfies {
  status: PaymentStatusName;
  returnUrlField: string;
  finalStatus: PaymentStatusName;
  finalStatusCode: string;
};

/** What abandoning a redirect step does, as the end of a sentence after a colon (Markdown with `code` only). */
export function abandonedRedirectText(): string {
  const { status, returnUrlField, finalStatus, finalStatusCode } = abandonedRedirect;
  return `the payment stays \`${status}\` and the customer returns to your \`${returnUrlField}\`. Nothing is charged, and the customer can still pay it until \`expireAt\`; if nobody does, it becomes \`${finalStatus}\` with \`statusCode\` \`${finalStatusCode}\``;
}

export const subscriptionStatusNames = ['PENDING', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED', 'CANCELED'] as const;
export type SubscriptionStatusName = (typeof subscriptionStatusNames)[number];

export interface SubscriptionStatusFact {
  status: SubscriptionStatusName;
  /** What it means (the OpenAPI `x-enumDescriptions` entry, and the GraphQL value's description). */
  meaning: string;
}

export const subscriptionStatuses: readonly SubscriptionStatusFact[] = [
  {
    status: 'PENDING',
    meaning:
      'Created; the first payment has not been made yet. Activate it or send the customer the subscription `url`.',
  },
  {
    status: 'TRIALING',
    meaning: 'In the free trial set by `trialPeriodDays`. The first charge happens at `trialPeriodEnd`.',
  },
  { status: 'ACTIVE', meaning: 'Paid up. The next payment is taken at `nextPaymentAt`.' },
  {
    status: 'PAST_DUE',
    meaning:
      'The last payment failed. After a soft decline that needs no customer action Pagora retries on the days in `retrySchedule`; after a hard decline, or `112` (authentication required), it does not retry and the customer pays through the subscription link. `retryCount` counts the retries so far. If the payment is still unpaid after the last day in `retrySchedule`, the subscription becomes `CANCELED` with `cancellationReason: PAYMENT_FAILED`.',
  },
  {
    status: 'PAUSED',
    meaning:
      'No payments are taken until the subscription is resumed, by you or automatically after `pauseIntervalCount` intervals.',
  },
  {
    status: 'CANCELED',
    meaning:
      'Ended for good; `cancellationReason` says why. No further payments are taken, and it cannot be reactivated.',
  },
];

/** REST operationId of each subscription action, with the statuses it is allowed in (else HTTP 422). */
export const subscriptionActions: Readonly<Record<string, readonly SubscriptionStatusName[]>> = {
  'subscriptions-activate': ['PENDING'],
  'subscriptions-pause': ['TRIALING', 'ACTIVE', 'PAST_DUE'],
  'subscriptions-resume': ['PAUSED'],
  'subscriptions-cancel': ['PENDING', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED'],
  'subscriptions-update': ['PENDING', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED'],
  'subscriptions-send-link': ['PENDING', 'PAST_DUE'],
  'subscriptions-send-status': ['PENDING', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED', 'CANCELED'],
};

/**
 * The account webhook events about subscriptions, in the order both APIs list them (REST `webhooks`
 * and `WebhookEventType`, GraphQL `WebhookEventType`), with their descriptions there.
 */
export const subscriptionEvents = [
  { type: 'SUBSCRIPTION_CREATED', meaning: 'A subscription was created.' },
  { type: 'SUBSCRIPTION_ACTIVATED', meaning: 'A subscription was activated (first payment made or trial started).' },
  { type: 'SUBSCRIPTION_PAST_DUE', meaning: 'A subscription payment failed and the subscription is `PAST_DUE`.' },
  {
    type: 'SUBSCRIPTION_RECOVERED',
    meaning:
      'A `PAST_DUE` subscription was paid, by a retry or by the customer through the subscription link, and is `ACTIVE` again.',
  },
  { type: 'SUBSCRIPTION_PAUSED', meaning: 'A subscription was paused.' },
  { type: 'SUBSCRIPTION_RESUMED', meaning: 'A paused subscription was resumed.' },
  { type: 'SUBSCRIPTION_CANCELED', meaning: 'A subscription was canceled.' },
] as const;
export type SubscriptionEventType = (typeof subscriptionEvents)[number]['type'];

export interface SubscriptionTransition {
  /** The statuses it starts from. A transition your call makes starts exactly where the action is allowed. */
  from: readonly SubscriptionStatusName[];
  to: SubscriptionStatusName;
  /** What makes it happen (inline Markdown). */
  when: string;
  /** The account webhook event that announces it (the `callbackUrl` hears of every status change too). */
  event: SubscriptionEventType;
}

/** Every status the action is allowed in (`subscriptionActions`), so a transition you make cannot claim more. */
function allowedIn(operationId: string): readonly SubscriptionStatusName[] {
  const allowed = subscriptionActions[operationId];
  if (!allowed) throw new Error(`data/paymentStatuses.ts: no subscription action ${operationId}`);
  return allowed;
}

/**
 * How a subscription moves between statuses. Rendered by <SubscriptionTransitions />; the OpenAPI
 * `SubscriptionStatus` description's **Transitions** table is held to it by `tests/unit/facts-data.test.ts`.
 */
export const subscriptionTransitions: readonly SubscriptionTransition[] = [
  {
    from: ['PENDING'],
    to: 'ACTIVE',
    when: 'The first payment succeeds: charged when you activate with a saved `paymentToken`, or paid by the customer at the subscription `url` (or at `lastPayment.url` after an activation without one).',
    event: 'SUBSCRIPTION_ACTIVATED',
  },
  {
    from: allowedIn('subscriptions-activate'),
    to: 'TRIALING',
    when: "The customer's payment method is stored for a subscription that has `trialPeriodDays`: when you [activate](/apis/rest/subscriptions-activate/) it, or when the customer subscribes at the subscription `url`. Nothing is charged.",
    event: 'SUBSCRIPTION_ACTIVATED',
  },
  {
    from: ['TRIALING'],
    to: 'ACTIVE',
    when: 'The first payment, charged at `trialPeriodEnd`, succeeds.',
    event: 'SUBSCRIPTION_ACTIVATED',
  },
  { from: ['TRIALING', 'ACTIVE'], to: 'PAST_DUE', when: "A period's payment fails.", event: 'SUBSCRIPTION_PAST_DUE' },
  {
    from: ['PAST_DUE'],
    to: 'ACTIVE',
    when: 'A retry succeeds, or the customer pays through the subscription link.',
    event: 'SUBSCRIPTION_RECOVERED',
  },
  {
    from: ['PAST_DUE'],
    to: 'CANCELED',
    when: 'The payment is still unpaid after the last day in `retrySchedule` (`cancellationReason: PAYMENT_FAILED`).',
    event: 'SUBSCRIPTION_CANCELED',
  },
  {
    from: allowedIn('subscriptions-pause'),
    to: 'PAUSED',
    when: 'You [pause](/apis/rest/subscriptions-pause/) it: now, or at `currentPeriodEnd` with `pauseAtPeriodEnd`. Pending retries are dropped.',
    event: 'SUBSCRIPTION_PAUSED',
  },
  {
    from: allowedIn('subscriptions-resume'),
    to: 'ACTIVE',
    when: 'You [resume](/apis/rest/subscriptions-resume/) it, or the pause set with `pauseIntervalCount` ends. A new period starts and is charged at once, unless `skipIntervalCount` gives free periods first.',
    event: 'SUBSCRIPTION_RESUMED',
  },
  {
    from: allowedIn('subscriptions-cancel'),
    to: 'CANCELED',
    when: 'You [cancel](/apis/rest/subscriptions-cancel/) it: now, or at `currentPeriodEnd` with `cancelAtPeriodEnd`.',
    event: 'SUBSCRIPTION_CANCELED',
  },
];

/** The statuses each subscription status can become, in the enum's order; empty when final. */
export function subscriptionNextStatuses(status: SubscriptionStatusName): SubscriptionStatusName[] {
  const next = new Set(subscriptionTransitions.filter((t) => t.from.includes(status)).map((t) => t.to));
  return subscriptionStatusNames.filter((name) => next.has(name));
}
