/**
 * Facts that prose states inside a sentence ("answer within 10 seconds"), by name. Guides write
 * `<Fact name="callbackTimeout" />`; the Markdown copies print the same text
 * (shared/data-components.ts; the page gets it at build from plugins/facts-at-build); tests/unit/facts-in-guides.test.ts fails on a hand-written
 * statement of one of them in a guide and on a different value in openapi/ or graphql/.
 * Values are Markdown with `code` only.
 */
import { levelsInWords, levelsThatMay } from './accessLevels';
import { idempotency, idempotencyRulesText, rateLimits } from './apiErrors';
import { amountText, currencies, methodNames, methodsWithoutTokens, paymentExpiry } from './methodCapabilities';
import { authorizationHoldDays } from './paymentStatuses';
import {
  defaultSettlementDelayBusinessDays,
  manualPayoutsPerCurrencyPerDay,
  maxSettlementDelayBusinessDays,
  minPayoutAmount,
  payoutRailsText,
  payoutTimesMadrid,
} from './payouts';
import { pagoraJsCodesText } from './statusCodes';
import { retryScheduleLiteral, subscriptionRetryLimitsText } from './subscriptions';
import { multibancoTestPaidAfterSeconds } from './testData';
import { publishedTestSigningSecret, webhookDelivery } from './webhook-delivery';
import { listInWords } from './words';

export const inlineFacts = {
  /** Every currency Pagora takes payments in, as ISO 4217 codes (the `Currency` enum of both APIs). */
  currencies: listInWords(currencies.map((currency) => `\`${currency}\``)),
  /** The decline codes Pagora JS reports as `card_declined`, glossed. */
  cardDeclinedCodes: pagoraJsCodesText('card_declined'),
  /** How long Pagora waits for the 2xx of a callback or webhook. */
  callbackTimeout: `${webhookDelivery.responseTimeoutSeconds} seconds`,
  /** The secret the outcome explorer and the sandbox sign with. */
  publishedTestSigningSecret: `\`${publishedTestSigningSecret}\``,
  /** How far a `Pagora-Timestamp` may be from the receiver's clock. */
  signatureTolerance: `${webhookDelivery.signature.toleranceSeconds} seconds`,
  /** How long the previous signing secret keeps signing after a roll, by default and at most. */
  signingSecretRollover: `${webhookDelivery.signature.rolloverHours.default} hours by default, anything from 0 to ${webhookDelivery.signature.rolloverHours.max} hours`,
  /** How long an `Idempotency-Key` is remembered. */
  idempotencyWindow: `${idempotency.retentionHours} hours`,
  /** Longest `Idempotency-Key`. */
  idempotencyKeyLength: `${idempotency.maxKeyLength} characters`,
  /** The whole idempotency rule, a paragraph of its own. */
  idempotencyRules: idempotencyRulesText(),
  /** How long an `AUTH` payment's funds are held for capture before it becomes `EXPIRED`. */
  authorizationHold: `${authorizationHoldDays} days`,
  /** Shortest `expireAt` a payment accepts, from creation. */
  paymentExpiryMin: `${paymentExpiry.minMinutes} minutes`,
  /** Longest `expireAt` a payment accepts, from creation. */
  paymentExpiryMax: `${paymentExpiry.maxDays} days`,
  /** When a payment expires if you don't set `expireAt`, after creation. */
  paymentExpiryDefault: `${paymentExpiry.defaultHours} hours`,
  /** Dashboard access levels that may see balances, settlements and payouts. */
  financeLevels: levelsInWords(levelsThatMay.readFinance),
  /** Dashboard access levels that may create manual payouts (`createPayout`). */
  payoutLevels: levelsInWords(levelsThatMay.createPayouts),
  /** Dashboard access levels that may change the bank account (`setDefaultBankAccount`). */
  bankAccountLevels: levelsInWords(levelsThatMay.changeBankAccount),
  /** Dashboard access levels that may manage stores and points of sale. */
  storeLevels: levelsInWords(levelsThatMay.manageStores),
  /** Dashboard access levels that may manage payment rules and blocklists. */
  paymentRuleLevels: levelsInWords(levelsThatMay.managePaymentRules),
  /** Dashboard access levels that may manage custom domains. */
  customDomainLevels: levelsInWords(levelsThatMay.manageCustomDomains),
  /** The payment methods that never return a `paymentToken` ("Bizum, PayPal … and EURM"). */
  methodsWithoutTokens: methodNames(methodsWithoutTokens()),
  /** When the test-mode simulator pays a Multibanco reference, after creation. */
  multibancoTestPayment: `${multibancoTestPaidAfterSeconds} seconds`,
  /** API requests per second per account in test mode, then 429. */
  rateLimitTest: `${rateLimits.test} requests per second`,
  /** API requests per second per account in live mode, then 429. */
  rateLimitLive: `${rateLimits.live} requests per second`,
  /** Default settlement delay (the account's `settlementDelayDays` can be longer). */
  settlementDelay: `${defaultSettlementDelayBusinessDays} business days (T+${defaultSettlementDelayBusinessDays})`,
  /** The longest settlement delay Pagora sets for an account. */
  settlementDelayMax: `${maxSettlementDelayBusinessDays} business days`,
  /** The smallest payout, settlement or manual. */
  payoutMinimum: `${amountText(minPayoutAmount)} (\`${minPayoutAmount}\`)`,
  /** How many manual payouts an account may make per currency per day. */
  manualPayoutDailyLimit: `${manualPayoutsPerCurrencyPerDay} per currency per day`,
  /** When settlement payouts leave. */
  settlementPayoutTime: `${payoutTimesMadrid.settlementPayouts} Madrid time`,
  /** By when a manual payout must be created on a business day to leave that day. */
  manualPayoutCutoff: `${payoutTimesMadrid.manualSameDayCutoff} Madrid time`,
  /** Which transfer a payout goes by, per currency (data/payouts.ts). */
  payoutRails: payoutRailsText(),
  /** A subscription's `retrySchedule` when none is set. */
  subscriptionRetryDefault: `\`${retryScheduleLiteral()}\``,
  /** How many retry days a `retrySchedule` may list, and how far apart. */
  subscriptionRetryLimits: subscriptionRetryLimitsText(),
} as const satisfies Record<string, string>;

export type InlineFactName = keyof typeof inlineFacts;
export const inlineFactNames = Object.keys(inlineFacts) as InlineFactName[];
