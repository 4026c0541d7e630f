/**
 * Payment and subscription statuses: meaning, allowed transitions and which API actions each
 * status allows, plus what happens when a customer abandons a redirect step. Rendered by
 * <PaymentStatuses /> and <SubscriptionStatuses />; held against both APIs by
 * `tests/unit/facts-data.test.ts`.
 */

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
  /** Statuses it can change to; empty when final. */
  next: readonly PaymentStatusName[];
}

export const paymentStatuses: readonly PaymentStatusFact[] = [
  { status: 'PENDING', next: ['SUCCEEDED', 'AUTHORIZED', 'FAILED', 'CANCELED', 'EXPIRED'] },
  { status: 'AUTHORIZED', next: ['SUCCEEDED', 'CANCELED', 'EXPIRED'] },
  { status: 'SUCCEEDED', next: ['PARTIALLY_REFUNDED', 'REFUNDED'] },
  { status: 'PARTIALLY_REFUNDED', next: ['REFUNDED'] },
  { status: 'REFUNDED', next: [] },
  { status: 'CANCELED', next: [] },
  { status: 'FAILED', next: [] },
  { status: 'EXPIRED', next: [] },
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

/** Days an authorization is held before it is released and the payment becomes EXPIRED. */
export const authorizationHoldDays = 7;

/**
 * What happens when a customer leaves a redirect step (PayPal, their bank's page, the payment
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

export const subscriptionStatusNames = ['PENDING', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED', 'CANCELED'] as const;
export type SubscriptionStatusName = (typeof subscriptionStatusNames)[number];

/** REST operationId of each subscription action, with the statuses it is allowed in (else HTTP 422). */
export const subscriptionActions: Readonly<Record<string, readonly SubscriptionStatusName[]>> = {
  'subscriptions-activate': ['PENDING'],
  'subscriptions-pause': ['TRIALING', 'ACTIVE', 'PAST_DUE'],
  'subscriptions-resume': ['PAUSED'],
  'subscriptions-cancel': ['PENDING', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED'],
  'subscriptions-update': ['PENDING', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED'],
};
