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
  APPLE_PAY: `The money goes back to the card in the customer's Apple Wallet that paid, as for a card payment. ${cardRefundTiming}`,
  GOOGLE_PAY: `The money goes back to the card the customer chose in Google Pay, as for a card payment. ${cardRefundTiming}`,
  CLICK_TO_PAY: `The money goes back to the card the customer chose in Click to Pay, as for a card payment. ${cardRefundTiming}`,
  BIZUM:
    'The money goes back to the bank account linked to the phone number that paid, usually within seconds, and the customer sees it in their banking app.',
  PAYPAL:
    "The money goes back to the customer's PayPal account. PayPal accepts refunds for up to 180 days after the payment; after that, give the money back another way.",
  MBWAY: "The money goes back to the customer's MB WAY account.",
  MULTIBANCO:
    "Pagora cannot refund a Multibanco payment: it is a push payment from the customer's bank. [Refund a payment](/apis/rest/payments-refund/) answers HTTP 422 with `code` `REFUND_NOT_SUPPORTED`; to give money back, make a bank transfer to the customer outside Pagora.",
  SEPA_REQUEST_TO_PAY:
    'Pagora sends a SEPA credit transfer back to the IBAN that paid, so you do not need to ask the payer for their bank details again.',
  EURM: 'The payment is `PARTIALLY_REFUNDED` or `REFUNDED` at once and the amount leaves your balance, but the EURM is not sent back blindly: the address a customer paid from may belong to an exchange. Pagora emails the customer a link to confirm a wallet address and network, and sends the EURM when they do.',
};

export function refundDestination(method: string): string {
  const text = refundDestinations[method as PaymentMethodName];
  if (!text) throw new Error(`src/data/refunds.ts defines no refund path for payment method ${method}`);
  return text;
}
