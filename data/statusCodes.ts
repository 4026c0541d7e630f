/**
 * The `statusCode` catalogue: what each outcome code of a payment attempt means, whether it is a
 * hard or a soft decline, and what an integrator should do next. Rendered by <StatusCodes /> and
 * the errors reference; `tests/unit/facts-data.test.ts` holds it against both API descriptions.
 */
import type { PaymentStatusName } from './paymentStatuses';

/** `approved`: not a decline. `hard`: final for these details, not to be retried. `soft`: they may. */
export type DeclineKind = 'approved' | 'hard' | 'soft';

/**
 * What each kind means, as GraphQL `StatusCodeKind` describes its values. A hard decline is final for
 * these details, not "never succeeds": a customer can clear a suspected-fraud decline with their bank.
 */
export const declineKindMeanings: Readonly<Record<DeclineKind, string>> = {
  approved: 'The payment was approved.',
  hard: 'A hard decline: final for these details, so do not retry them; ask for another payment method. The advice of each code says more: a customer can clear a suspected-fraud decline (`106`) with their bank and pay again.',
  soft: 'A soft decline: the same details may succeed later or once the customer acts (for example authenticates).',
};

export const declineKindLabels: Readonly<Record<DeclineKind, string>> = {
  approved: 'Approved',
  hard: 'Hard decline',
  soft: 'Soft decline',
};

export interface StatusCodeFact {
  /** Three-character code, as in `Payment.statusCode`. */
  code: string;
  /** Short meaning; the OpenAPI `x-enumDescriptions` entry starts with it. */
  meaning: string;
  /** Statuses a payment with this code is in. */
  statuses: readonly PaymentStatusName[];
  kind: DeclineKind;
  /** Whether trying again can succeed (GraphQL `StatusCode.retryable`). */
  retryable: boolean;
  /** What to do next, for the reader. */
  advice: string;
  /**
   * The Pagora JS error (`PagoraError.code`) a failed payment with this code is reported as, and the
   * few words the Pagora JS reference glosses it with there; none for codes Pagora JS does not report.
   */
  pagoraJs?: { error: 'card_declined' | 'authentication_failed'; gloss: string };
  /** True when a new attempt needs the customer present to authenticate with 3-D Secure (never a charge without them). */
  needsCustomerAuthentication?: boolean;
  /**
   * Whether Pagora retries a failed subscription payment with this code on the `retrySchedule`
   * days: only soft declines that need nothing from the customer.
   */
  retriedBySubscriptions: boolean;
}

export const statusCodes: readonly StatusCodeFact[] = [
  {
    code: '000',
    meaning: 'Approved.',
    statuses: ['SUCCEEDED', 'AUTHORIZED'],
    kind: 'approved',
    retriedBySubscriptions: false,
    retryable: false,
    advice: 'Nothing to do: fulfil the order once your server has confirmed the status.',
  },
  {
    code: '101',
    pagoraJs: { error: 'card_declined', gloss: 'generic' },
    meaning:
      'Declined by the issuer or the payer\'s provider, no reason given: for cards, the generic refusal card networks send as response code 05 ("Do not honor"); for PayPal, Bizum or MB WAY, a refusal by PayPal or the customer\'s bank.',
    statuses: ['FAILED'],
    kind: 'soft',
    retriedBySubscriptions: true,
    retryable: true,
    advice:
      "Ask the customer for another payment method. Do not retry the same card at once; a later attempt can succeed, within the card schemes' retry limits.",
  },
  {
    code: '102',
    pagoraJs: { error: 'card_declined', gloss: 'insufficient funds' },
    meaning: 'Insufficient funds.',
    statuses: ['FAILED'],
    kind: 'soft',
    retriedBySubscriptions: true,
    retryable: true,
    advice:
      'The same card can succeed later, for example after payday. Retry after a few days at most a few times, or ask for another method.',
  },
  {
    code: '103',
    pagoraJs: { error: 'card_declined', gloss: 'expired' },
    meaning: 'Card expired.',
    statuses: ['FAILED'],
    kind: 'hard',
    retriedBySubscriptions: false,
    retryable: false,
    advice:
      "Do not retry these card details. Ask the customer for their card's new expiry date, or for another card: a renewed card often keeps its number.",
  },
  {
    code: '104',
    pagoraJs: { error: 'card_declined', gloss: 'incorrect CVC' },
    meaning: 'Incorrect CVC.',
    statuses: ['FAILED'],
    kind: 'soft',
    retriedBySubscriptions: false,
    retryable: true,
    advice: 'Let the customer type the CVC again. Never retry without the customer: only they know the code.',
  },
  {
    code: '105',
    pagoraJs: { error: 'card_declined', gloss: 'lost or stolen' },
    meaning: 'Card reported lost or stolen.',
    statuses: ['FAILED'],
    kind: 'hard',
    retriedBySubscriptions: false,
    retryable: false,
    advice:
      'Never retry this card. Ask for another payment method; consider the order suspicious. Tell the customer only that the payment was declined, not why.',
  },
  {
    code: '106',
    pagoraJs: { error: 'card_declined', gloss: 'suspected fraud' },
    meaning: 'Suspected fraud, by the issuer or by Pagora risk rules.',
    statuses: ['FAILED'],
    kind: 'hard',
    retriedBySubscriptions: false,
    retryable: false,
    advice:
      'Do not retry this card on your own, and review the order before you accept another payment method. Tell the customer only that the payment was declined, not why; if the payment is theirs, they can clear it with their bank and pay again.',
  },
  {
    code: '107',
    pagoraJs: { error: 'card_declined', gloss: 'not permitted' },
    meaning: 'Transaction not permitted for this card.',
    statuses: ['FAILED'],
    kind: 'hard',
    retriedBySubscriptions: false,
    retryable: false,
    advice: 'Do not retry: the issuer does not allow this kind of payment on this card. Ask for another method.',
  },
  {
    code: '108',
    pagoraJs: { error: 'card_declined', gloss: 'over limit' },
    meaning: "Amount exceeds the card's limit.",
    statuses: ['FAILED'],
    kind: 'soft',
    retriedBySubscriptions: true,
    retryable: true,
    advice:
      'The card can succeed later or for a smaller amount. Ask the customer for another method or to try again later.',
  },
  {
    code: '109',
    pagoraJs: { error: 'card_declined', gloss: 'invalid number' },
    meaning: 'Invalid card number.',
    statuses: ['FAILED'],
    kind: 'hard',
    retriedBySubscriptions: false,
    retryable: false,
    advice: 'Do not retry this number. Let the customer enter the card again.',
  },
  {
    code: '110',
    pagoraJs: { error: 'authentication_failed', gloss: 'failed' },
    meaning:
      '3-D Secure authentication failed: the issuer did not authenticate the customer, after a challenge or without one.',
    statuses: ['FAILED'],
    kind: 'soft',
    retriedBySubscriptions: false,
    retryable: true,
    needsCustomerAuthentication: true,
    advice:
      'The card is not ruled out, a payment without the customer is. They can authenticate again on a new payment, or choose another method; never retry without them.',
  },
  {
    code: '111',
    pagoraJs: { error: 'authentication_failed', gloss: 'not completed in time' },
    meaning: "3-D Secure not completed: the customer abandoned the issuer's challenge or did not finish it in time.",
    statuses: ['FAILED'],
    kind: 'soft',
    retriedBySubscriptions: false,
    retryable: true,
    needsCustomerAuthentication: true,
    advice:
      'The customer closed the challenge or let it time out, and was sent to your `failUrl`. Offer a new payment while they are on your site; never retry without them.',
  },
  {
    code: '112',
    meaning: 'Authentication required: the issuer asks for 3-D Secure.',
    statuses: ['FAILED'],
    kind: 'soft',
    retriedBySubscriptions: false,
    retryable: true,
    needsCustomerAuthentication: true,
    advice:
      'Bring the customer back: send them a new payment (payment page, payment link or Pagora JS) so they can authenticate. Never retry without the customer.',
  },
  {
    code: '201',
    pagoraJs: { error: 'card_declined', gloss: 'blocked by a payment rule' },
    meaning: 'Blocked by one of your payment rules or a blacklist item.',
    statuses: ['FAILED'],
    kind: 'hard',
    retriedBySubscriptions: false,
    retryable: false,
    advice:
      'Retrying gives the same result while the rule applies. Check your payment rules and blocklist (see [Payment rules and blocklists](/guides/payment-rules/)).',
  },
  {
    code: '301',
    pagoraJs: { error: 'card_declined', gloss: 'processor unavailable' },
    meaning: 'Processor unavailable.',
    statuses: ['FAILED'],
    kind: 'soft',
    retriedBySubscriptions: true,
    retryable: true,
    advice: 'Nothing was charged. Retry with a new payment after a short pause.',
  },
  {
    code: '401',
    meaning: 'The customer rejected the request in their app (Bizum, MB WAY, SEPA Request-to-Pay).',
    statuses: ['FAILED'],
    kind: 'hard',
    retriedBySubscriptions: false,
    retryable: false,
    advice:
      'Do not send the request again on your own. The customer can start a new payment if they change their mind.',
  },
  {
    code: '402',
    meaning:
      'The payment expired: the customer did not complete it before `expireAt`, or an authorization was not captured before its hold ended.',
    statuses: ['EXPIRED'],
    kind: 'soft',
    retriedBySubscriptions: false,
    retryable: true,
    advice:
      'Create a new payment if the customer still wants to pay. An expired authorization cannot be captured: the hold is released.',
  },
];

/** The code for "bring the customer back for 3-D Secure". */
/** The codes after which only a new payment with the customer present, authenticating, can succeed. */
export const authenticationRequiredCodes = statusCodes
  .filter((fact) => fact.needsCustomerAuthentication)
  .map((fact) => fact.code);

export { statusCodeAnchor } from './error-anchors';

export function statusCodeFact(code: string): StatusCodeFact {
  const fact = statusCodes.find((candidate) => candidate.code === code);
  if (!fact) throw new Error(`data/statusCodes.ts defines no statusCode ${code}`);
  return fact;
}

/** The codes Pagora JS reports as `error`, each with its gloss: "`101` generic, `102` insufficient funds…". */
export function pagoraJsCodesText(error: 'card_declined' | 'authentication_failed'): string {
  return statusCodes
    .flatMap(({ code, pagoraJs }) => (pagoraJs?.error === error ? [`\`${code}\` ${pagoraJs.gloss}`] : []))
    .join(', ');
}
