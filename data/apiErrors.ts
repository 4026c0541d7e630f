/**
 * The errors both APIs return. REST answers with an HTTP status and a body carrying `type` (the
 * class of error) and `code` (the exact reason, for your code to branch on); GraphQL puts the same
 * `type` and `code` in each error's `extensions`. Rendered by the errors reference (/errors/).
 */

export interface ApiErrorType {
  /** REST body `type`, GraphQL `extensions.type`. */
  type: string;
  /** HTTP status of the REST response. */
  status: number;
  /** REST schema of the body. */
  schema: string;
  whatToDo: string;
}

export const apiErrorTypes: readonly ApiErrorType[] = [
  {
    type: 'BAD_REQUEST',
    status: 400,
    schema: 'BadRequestError',
    whatToDo: 'Fix the request: `errors` lists each invalid field. Retrying it unchanged fails again.',
  },
  {
    type: 'UNAUTHORIZED',
    status: 401,
    schema: 'UnauthorizedError',
    whatToDo: 'Send a valid secret key of the right mode, and a `Pagora-Account` you may act for.',
  },
  {
    type: 'NOT_FOUND',
    status: 404,
    schema: 'NotFoundError',
    whatToDo: 'Check the ID, the mode (test and live objects are separate) and the `Pagora-Account` header.',
  },
  {
    type: 'IDEMPOTENCY_CONFLICT',
    status: 409,
    schema: 'ApiException',
    whatToDo: 'Use a new `Idempotency-Key` for a new request.',
  },
  {
    type: 'UNPROCESSABLE_ENTITY',
    status: 422,
    schema: 'UnprocessableEntityError',
    whatToDo: 'The request is valid but cannot be done now; branch on `code`.',
  },
  {
    type: 'RATE_LIMITED',
    status: 429,
    schema: 'ApiException',
    whatToDo: 'Wait the seconds in `Retry-After`, then retry.',
  },
  {
    type: 'INTERNAL_SERVER_ERROR',
    status: 500,
    schema: 'InternalServerError',
    whatToDo: 'Retry with the same `Idempotency-Key`, or read the object before acting again.',
  },
  {
    type: 'SERVICE_UNAVAILABLE',
    status: 503,
    schema: 'ServiceUnavailableError',
    whatToDo:
      'Retry with the same `Idempotency-Key` after a short, growing pause: the request may or may not have taken effect.',
  },
];

export interface ApiErrorCode {
  /** REST body `code`, GraphQL `extensions.code`. */
  code: string;
  type: string;
  meaning: string;
}

export { errorCodeAnchor, errorTypeAnchor } from './error-anchors';

export const apiErrorCodes: readonly ApiErrorCode[] = [
  {
    code: 'INVALID_REQUEST',
    type: 'BAD_REQUEST',
    meaning: 'A field is missing, of the wrong type, unknown or out of range; see `errors`.',
  },
  {
    code: 'INVALID_API_KEY',
    type: 'UNAUTHORIZED',
    meaning: 'No secret key, an unknown or revoked one, or a publishable key.',
  },
  {
    code: 'ACCOUNT_ACCESS_DENIED',
    type: 'UNAUTHORIZED',
    meaning: 'Your key may not act for the account in `Pagora-Account`.',
  },
  { code: 'RESOURCE_NOT_FOUND', type: 'NOT_FOUND', meaning: 'No object with this ID in this account and mode.' },
  {
    code: 'IDEMPOTENCY_KEY_REUSED',
    type: 'IDEMPOTENCY_CONFLICT',
    meaning: 'The `Idempotency-Key` was used in the last 24 hours with another body or endpoint.',
  },
  {
    code: 'INVALID_STATUS',
    type: 'UNPROCESSABLE_ENTITY',
    meaning:
      "The object's status does not allow this action (for example capturing a payment that is not `AUTHORIZED`, or refunding one that is already `REFUNDED`).",
  },
  {
    code: 'AMOUNT_EXCEEDS_REFUNDABLE',
    type: 'UNPROCESSABLE_ENTITY',
    meaning: 'The refund is larger than `amount - refundedAmount`.',
  },
  {
    code: 'AMOUNT_EXCEEDS_AUTHORIZED',
    type: 'UNPROCESSABLE_ENTITY',
    meaning: 'The capture is larger than the authorized amount.',
  },
  {
    code: 'PAYMENT_METHOD_UNAVAILABLE',
    type: 'UNPROCESSABLE_ENTITY',
    meaning:
      'A method in `paymentMethods` (or the method of the request) is not enabled in this mode, or cannot take this currency, country or amount.',
  },
  {
    code: 'REFUND_NOT_SUPPORTED',
    type: 'UNPROCESSABLE_ENTITY',
    meaning: "The payment's method cannot be refunded through Pagora (Multibanco).",
  },
  {
    code: 'PHONE_NOT_ENROLLED',
    type: 'UNPROCESSABLE_ENTITY',
    meaning: 'The phone number cannot receive Bizum or MB WAY requests.',
  },
  {
    code: 'PAYMENT_TOKEN_INVALID',
    type: 'UNPROCESSABLE_ENTITY',
    meaning: 'The `paymentToken` is unknown, deleted, or was not saved for this kind of use.',
  },
  {
    code: 'CUSTOMER_CONTACT_MISSING',
    type: 'UNPROCESSABLE_ENTITY',
    meaning: 'There is no customer email or phone to send the message to on this channel.',
  },
  {
    code: 'SUBSCRIPTION_PERIOD_TOO_LONG',
    type: 'UNPROCESSABLE_ENTITY',
    meaning: 'The billing period (`interval` times `intervalCount`) is longer than one year.',
  },
  { code: 'RATE_LIMITED', type: 'RATE_LIMITED', meaning: 'Too many requests per second for this account and mode.' },
  { code: 'INTERNAL_ERROR', type: 'INTERNAL_SERVER_ERROR', meaning: 'Unexpected error at Pagora.' },
  {
    code: 'PROCESSOR_UNAVAILABLE',
    type: 'SERVICE_UNAVAILABLE',
    meaning: 'Pagora or a processor is briefly unavailable.',
  },
];

/** Requests per second per account, by mode; past them both APIs answer `RATE_LIMITED` with `Retry-After`. */
export const rateLimits = { live: 100, test: 25 } as const;

/** How an `Idempotency-Key` behaves, in both APIs. */
export const idempotency = {
  header: 'Idempotency-Key',
  maxKeyLength: 64,
  retentionHours: 24,
  /** REST methods that take a key (every such operation declares the header); in GraphQL, every mutation. */
  restMethods: ['POST', 'PATCH'],
  conflictStatus: 409,
  conflictType: 'IDEMPOTENCY_CONFLICT',
  conflictCode: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** The idempotency rules as one paragraph (Markdown with `code` only), for guides and their Markdown copies. */
export function idempotencyRulesText(): string {
  const methods = idempotency.restMethods.map((method) => `\`${method}\``).join(' and ');
  return (
    `Send an \`${idempotency.header}\` header with every ${methods} request and every GraphQL mutation: a unique value of up to ${idempotency.maxKeyLength} characters (a UUID v4 is ideal). ` +
    `For ${idempotency.retentionHours} hours, a request with the same key returns the first result instead of acting again, so you can retry safely after a timeout or a \`5xx\` without creating a duplicate payment, refund or payout. A request answered \`429\` was not carried out and keeps no result; after a \`5xx\` the first request may or may not have taken effect, and its retry with the same key returns its result if it did and carries it out if it did not. ` +
    `Reusing a key with a different body or on another endpoint returns \`${idempotency.conflictStatus}\` with type \`${idempotency.conflictType}\` and code \`${idempotency.conflictCode}\`: use a new key for each new request.`
  );
}
