/**
 * Where a refund goes on each payment method, and when the customer usually sees it. Rendered by
 * <MethodRefunds /> (every method, in the Refunds guide) and <MethodRefunds method="BIZUM" /> (one
 * method's sentences, in that method's guide), so a method's refund path is written once.
 * Whether a method can be refunded at all is `supportsRefunds` in methodCapabilities.ts.
 */
import type { PaymentMethodName } from './methodCapabilities';

/**
 * How long a card refund usually takes to reach the cardholder. The issuer decides; Pagora sends
 * the refund to the card network the same day. Wallet cards (Apple Pay, Google Pay, Click to Pay)
 * are cards, so the same holds.
 */
const cardRefundTiming =
  "It usually appears on the customer's statement within 5 to 10 business days, depending on their bank.";

/** One or two sentences per method (inline Markdown: `code`, **strong**, [links](/site/path/)). */
export const refundDestinations: Readonly<Record<PaymentMethodName, string>> = {
  CARD: `The money goes back to the card that paid. ${cardRefundTiming}`,
  APPLE_PAY: `The money goes back to the card account that paid through Apple Pay, as for a card payment, even if the card has since been removed from the customer's Wallet. ${cardRefundTiming}`,
  GOOGLE_PAY: `The money goes back to the card the customer chose in Google Pay, as for a card payment. ${cardRefundTiming}`,
  CLICK_TO_PAY: `The money goes back to the card the customer chose in Click to Pay, as for a card payment. ${cardRefundTiming}`,
  BIZUM:
    "The money goes back through Bizum to the bank account that paid. It usually arrives quickly, but the customer's bank decides when it shows in their banking app.",
  PAYPAL:
    "The money goes back through PayPal to the customer's PayPal balance, or to the card or bank account they paid with. PayPal accepts refunds for up to 180 days after the payment; after that, give the money back another way.",
  MBWAY: 'The money goes back through MB WAY to the card the customer paid with; their bank decides when it shows.',
  MULTIBANCO:
    'Pagora cannot refund a Multibanco payment: [Refund a payment](/apis/rest/payments-refund/) answers HTTP 422 with `code` `REFUND_NOT_SUPPORTED`. To give money back, ask the customer for their IBAN and make a bank transfer outside Pagora; the payment stays `SUCCEEDED` and its `refundedAmount` stays `0`.',
  SEPA_REQUEST_TO_PAY:
    'Pagora sends a SEPA credit transfer back to the IBAN that paid, so you do not need to ask the payer for their bank details again.',
  EURM: 'The payment is `PARTIALLY_REFUNDED` or `REFUNDED` at once and the amount leaves your balance, but the EURM is not sent back blindly: the address a customer paid from may belong to an exchange. Pagora emails the customer a link to confirm a wallet address and network, and sends the EURM when they do.',
};

export function refundDestination(method: string): string {
  const text = refundDestinations[method as PaymentMethodName];
  if (!text) throw new Error(`data/refunds.ts defines no refund path for payment method ${method}`);
  return text;
}
