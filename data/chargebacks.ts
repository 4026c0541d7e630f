/**
 * Which payments a payer can take back through their bank or wallet provider, per payment method:
 * the route a dispute takes. Rendered by <ChargebackRoutes /> (the Chargebacks guide); a guide
 * sentence that says a method can or cannot be charged back is held to it by
 * tests/unit/facts-in-guides.test.ts.
 *
 * MB WAY has no entry: its disputes follow the scheme operator's rules, which we do not state.
 */
import { paymentMethodNames, type PaymentMethodName } from './methodCapabilities';

/**
 * - `card-scheme`: the issuer can take the payment back through the card scheme (a chargeback);
 * - `paypal`: disputes are opened with PayPal and handled in the merchant's PayPal account;
 * - `none`: the payer pushed the money from their own account or wallet; there is no chargeback.
 */
export type DisputeRoute = 'card-scheme' | 'paypal' | 'none';

export const disputeRoutes: Readonly<Partial<Record<PaymentMethodName, DisputeRoute>>> = {
  CARD: 'card-scheme',
  APPLE_PAY: 'card-scheme',
  GOOGLE_PAY: 'card-scheme',
  CLICK_TO_PAY: 'card-scheme',
  PAYPAL: 'paypal',
  BIZUM: 'none',
  MULTIBANCO: 'none',
  SEPA_REQUEST_TO_PAY: 'none',
  EURM: 'none',
};

/** How long an issuer usually has to raise a chargeback, in days from processing (some reasons allow more, others less). */
export const cardDisputeWindowDays = 120;

/** The methods whose disputes take one route, in the order of methodCapabilities.ts. */
export function methodsWithDisputeRoute(route: DisputeRoute): PaymentMethodName[] {
  return paymentMethodNames.filter((method) => disputeRoutes[method] === route);
}
