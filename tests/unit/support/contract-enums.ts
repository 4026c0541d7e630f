/**
 * Enum values from the shared API contract (openapi/API-CONTRACT.md), written once. The spec tests
 * compare openapi/openapi.yaml and graphql/schema.graphql against these, so drift in either fails.
 */
import { statusCodes } from '../../../src/data/statusCodes';

/** Enums both APIs define, with their values in contract order. */
export const contractEnums: Record<string, readonly string[]> = {
  PaymentStatus: [
    'PENDING',
    'AUTHORIZED',
    'SUCCEEDED',
    'PARTIALLY_REFUNDED',
    'REFUNDED',
    'CANCELED',
    'FAILED',
    'EXPIRED',
  ],
  SubscriptionStatus: ['PENDING', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED', 'CANCELED'],
  TransactionType: ['SALE', 'AUTH'],
  Currency: ['EUR', 'USD', 'GBP', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'CZK', 'RON'],
  Interval: ['DAY', 'WEEK', 'MONTH', 'YEAR'],
  PaymentMethod: [
    'CARD',
    'APPLE_PAY',
    'GOOGLE_PAY',
    'CLICK_TO_PAY',
    'BIZUM',
    'PAYPAL',
    'MBWAY',
    'MULTIBANCO',
    'SEPA_REQUEST_TO_PAY',
    'EURM',
  ],
  CardBrand: ['VISA', 'MASTERCARD', 'AMEX', 'MAESTRO', 'DINERS', 'DISCOVER', 'JCB', 'UNIONPAY'],
  CardType: ['CREDIT', 'DEBIT', 'PREPAID'],
  RefundReason: ['REQUESTED_BY_CUSTOMER', 'DUPLICATE', 'FRAUDULENT', 'CHARGEBACK_ALERT', 'OTHER'],
  CancellationReason: ['REQUESTED_BY_CUSTOMER', 'DUPLICATE', 'FRAUDULENT', 'ABANDONED', 'PAYMENT_FAILED', 'OTHER'],
  MessageChannel: ['EMAIL', 'SMS', 'WHATSAPP'],
  NextActionType: ['REDIRECT', 'THREE_DS_CHALLENGE', 'APPROVE_IN_APP'],
};

/** The REST-only enum of decline codes (`statusCode`), from the one catalogue in src/data. */
export const restOnlyEnums: Record<string, readonly string[]> = {
  StatusCode: statusCodes.map((fact) => fact.code),
};
