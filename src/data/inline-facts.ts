/**
 * Facts that prose states inside a sentence ("answer within 10 seconds"), by name. Guides write
 * `<Fact name="callbackTimeout" />`; the Markdown copies print the same text
 * (scripts/llms/data-components.ts); tests/unit/facts-in-guides.test.ts fails on a hand-written
 * statement of one of them in a guide and on a different value in openapi/ or graphql/.
 * Values are Markdown with `code` only.
 */
import { idempotency, idempotencyRulesText } from './apiErrors';
import { authorizationHoldDays } from './paymentStatuses';
import { payoutRailsText } from './payouts';
import { webhookDelivery } from './webhook-delivery';

export const inlineFacts = {
  /** How long Pagora waits for the 2xx of a callback or webhook. */
  callbackTimeout: `${webhookDelivery.responseTimeoutSeconds} seconds`,
  /** How far a `Pagora-Timestamp` may be from the receiver's clock. */
  signatureTolerance: `${webhookDelivery.signature.toleranceSeconds} seconds`,
  /** How long an `Idempotency-Key` is remembered. */
  idempotencyWindow: `${idempotency.retentionHours} hours`,
  /** Longest `Idempotency-Key`. */
  idempotencyKeyLength: `${idempotency.maxKeyLength} characters`,
  /** The whole idempotency rule, a paragraph of its own. */
  idempotencyRules: idempotencyRulesText(),
  /** How long an `AUTH` payment's funds are held for capture before it becomes `EXPIRED`. */
  authorizationHold: `${authorizationHoldDays} days`,
  /** Which transfer a payout goes by, per currency (src/data/payouts.ts). */
  payoutRails: payoutRailsText(),
} as const satisfies Record<string, string>;

export type InlineFactName = keyof typeof inlineFacts;
export const inlineFactNames = Object.keys(inlineFacts) as InlineFactName[];
