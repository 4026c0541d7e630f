/**
 * How a payout reaches your bank, per currency: euros by SEPA credit transfer (SEPA Instant when
 * the bank accepts it), every other currency (GBP, USD, CHF and the rest) by a bank transfer in that
 * currency, never by SEPA. Stated with <Fact name="payoutRails" /> in guides; the specs' `IN_TRANSIT`
 * descriptions say the same (tests/unit/facts-in-guides.test.ts).
 */
import type { CurrencyCode } from './methodCapabilities';

export const sepaPayoutCurrencies: readonly CurrencyCode[] = ['EUR'];

/** Business days between a settlement's day and its payout unless the account's `settlementDelayDays` says otherwise (T+2). */
export const defaultSettlementDelayBusinessDays = 2;

export function payoutRailsText(): string {
  return 'euro payouts go by SEPA credit transfer, as SEPA Instant when your bank accepts it; payouts in other currencies (GBP, USD, CHF and the rest) go by a bank transfer in that currency';
}
