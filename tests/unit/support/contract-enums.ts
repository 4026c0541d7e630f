/**
 * Enum values from the shared API contract (openapi/API-CONTRACT.md), written once. The spec tests
 * compare openapi/openapi.yaml and graphql/schema.graphql against these, so drift in either fails.
 */
import { currencies, paymentMethodNames } from '../../../data/methodCapabilities';
import { paymentStatusNames, subscriptionStatusNames } from '../../../data/paymentStatuses';
import { statusCodes } from '../../../data/statusCodes';

/** Enums both APIs define, with their values in contract order. */
export const contractEnums: Record<string, readonly string[]> = {
  // The facts data (data/) holds these lists once; the spec tests hold both APIs to them.
  PaymentStatus: paymentStatusNames,
  SubscriptionStatus: subscriptionStatusNames,
  TransactionType: ['SALE', 'AUTH'],
  Currency: currencies,
  Interval: ['DAY', 'WEEK', 'MONTH', 'YEAR'],
  PaymentMethod: paymentMethodNames,
  CardBrand: ['VISA', 'MASTERCARD', 'AMEX', 'MAESTRO', 'DINERS', 'DISCOVER', 'JCB', 'UNIONPAY'],
  CardType: ['CREDIT', 'DEBIT', 'PREPAID'],
  RefundReason: ['REQUESTED_BY_CUSTOMER', 'DUPLICATE', 'FRAUDULENT', 'CHARGEBACK_ALERT', 'OTHER'],
  CancellationReason: ['REQUESTED_BY_CUSTOMER', 'DUPLICATE', 'FRAUDULENT', 'ABANDONED', 'PAYMENT_FAILED', 'OTHER'],
  MessageChannel: ['EMAIL', 'SMS', 'WHATSAPP'],
  NextActionType: ['REDIRECT', 'THREE_DS_CHALLENGE', 'APPROVE_IN_APP'],
};

/** The REST-only enum of decline codes (`statusCode`), from the one catalogue in data/. */
export const restOnlyEnums: Record<string, readonly string[]> = {
  StatusCode: statusCodes.map((fact) => fact.code),
};
