/**
 * What each payment method can do: countries, currencies, amount limits, refunds, recurring
 * payments, tokenization and how long a payment waits for the customer. Field names are the
 * capability vocabulary both APIs use (`paymentMethod`, `supportsRefunds`, `supportsRecurring`,
 * `supportsTokenization`; see openapi/API-CONTRACT.md). Rendered by <MethodCapabilities />.
 */
import { listInWords } from './words';

export const currencies = ['EUR', 'USD', 'GBP', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'CZK', 'RON'] as const;
export type CurrencyCode = (typeof currencies)[number];

export const paymentMethodNames = [
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
] as const;
export type PaymentMethodName = (typeof paymentMethodNames)[number];

/** The capabilities whose value is one number, null or boolean: compared as is wherever an example restates them. */
export const scalarCapabilityFields = [
  'minAmount',
  'maxAmount',
  'supportsRefunds',
  'supportsRecurring',
  'supportsTokenization',
] as const;

/** The capability field names, identical in REST `PaymentMethods.items` and GraphQL `AvailablePaymentMethod`. */
export const capabilityFields = ['paymentMethod', 'currencies', 'countries', ...scalarCapabilityFields] as const;

export interface MethodCapability {
  paymentMethod: PaymentMethodName;
  name: string;
  /** Where customers can use it, in words (the API returns ISO codes per checkout). */
  countries: string;
  /** The same as ISO 3166-1 alpha-2 codes, as payment-methods-get answers them; empty means any country. */
  countryCodes: readonly string[];
  currencies: readonly CurrencyCode[];
  /**
   * Pagora's own limits in EUR cents, or null where Pagora sets none of its own. The customer's
   * bank or wallet may refuse amounts within them.
   */
  minAmount: number | null;
  maxAmount: number | null;
  /** Refunds through the refund API, full and partial. */
  supportsRefunds: boolean;
  /** Can pay subscriptions and be charged with payments-recurring. */
  supportsRecurring: boolean;
  /** Can be saved (`savePaymentMethod`) and charged again with `paymentToken`. */
  supportsTokenization: boolean;
  /** Who the customer approves the payment with, and anything particular to this method. */
  notes: string;
  /** Guide path (site path). */
  guide: string;
}

const allCurrencies = currencies;
const eurOnly = ['EUR'] as const;
// prettier-ignore
const eeaCountries = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

export const methodCapabilities: readonly MethodCapability[] = [
  {
    paymentMethod: 'CARD',
    name: 'Card',
    countries: 'Worldwide',
    countryCodes: [],
    currencies: allCurrencies,
    minAmount: 50,
    maxAmount: 5000000,
    supportsRefunds: true,
    supportsRecurring: true,
    supportsTokenization: true,
    notes: 'Visa, Mastercard, American Express, Maestro, Diners, Discover, JCB, UnionPay.',
    guide: '/payment-methods/card/',
  },
  {
    paymentMethod: 'APPLE_PAY',
    name: 'Apple Pay',
    countries: 'Wherever Apple Pay is available to the customer',
    countryCodes: [],
    currencies: allCurrencies,
    minAmount: 50,
    maxAmount: 5000000,
    supportsRefunds: true,
    supportsRecurring: true,
    supportsTokenization: true,
    notes: "The card in the customer's Wallet; the device authenticates the customer.",
    guide: '/payment-methods/apple-pay/',
  },
  {
    paymentMethod: 'GOOGLE_PAY',
    name: 'Google Pay',
    countries: 'Wherever Google Pay is available to the customer',
    countryCodes: [],
    currencies: allCurrencies,
    minAmount: 50,
    maxAmount: 5000000,
    supportsRefunds: true,
    supportsRecurring: true,
    supportsTokenization: true,
    notes:
      'Network-token cards (`CRYPTOGRAM_3DS`) or cards on file in the Google account (`PAN_ONLY`, which may need 3-D Secure).',
    guide: '/payment-methods/google-pay/',
  },
  {
    paymentMethod: 'CLICK_TO_PAY',
    name: 'Click to Pay',
    countries: 'Wherever the card networks offer Click to Pay',
    countryCodes: [],
    currencies: allCurrencies,
    minAmount: 50,
    maxAmount: 5000000,
    supportsRefunds: true,
    supportsRecurring: true,
    supportsTokenization: true,
    notes: 'Cards the customer saved with their card network.',
    guide: '/payment-methods/click-to-pay/',
  },
  {
    paymentMethod: 'BIZUM',
    name: 'Bizum',
    countries: 'Spain',
    countryCodes: ['ES'],
    currencies: eurOnly,
    minAmount: 50,
    maxAmount: null,
    supportsRefunds: true,
    supportsRecurring: false,
    supportsTokenization: false,
    notes:
      'The customer approves in their banking app. Their bank sets per-payment and daily limits that Pagora cannot see.',
    guide: '/payment-methods/bizum/',
  },
  {
    paymentMethod: 'PAYPAL',
    name: 'PayPal',
    countries: 'Wherever PayPal is available',
    countryCodes: [],
    currencies: ['EUR', 'USD', 'GBP', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'CZK'],
    minAmount: 100,
    maxAmount: 1000000,
    supportsRefunds: true,
    supportsRecurring: false,
    supportsTokenization: false,
    notes: "The customer approves each payment on PayPal's pages; Pagora does not save PayPal accounts.",
    guide: '/payment-methods/paypal/',
  },
  {
    paymentMethod: 'MBWAY',
    name: 'MB WAY',
    countries: 'Portugal',
    countryCodes: ['PT'],
    currencies: eurOnly,
    minAmount: null,
    maxAmount: null,
    supportsRefunds: true,
    supportsRecurring: false,
    supportsTokenization: false,
    notes: 'The customer approves in the MB WAY app.',
    guide: '/payment-methods/overview/#mb-way',
  },
  {
    paymentMethod: 'MULTIBANCO',
    name: 'Multibanco',
    countries: 'Portugal',
    countryCodes: ['PT'],
    currencies: eurOnly,
    minAmount: null,
    maxAmount: null,
    supportsRefunds: false,
    supportsRecurring: false,
    supportsTokenization: false,
    notes:
      'The customer pays an entity and reference at an ATM or in home banking (a push payment). Pagora cannot refund it; give money back by bank transfer outside Pagora.',
    guide: '/payment-methods/overview/#multibanco',
  },
  {
    paymentMethod: 'SEPA_REQUEST_TO_PAY',
    name: 'SEPA Request-to-Pay',
    countries: "SEPA countries, when the payer's bank takes part in the scheme",
    countryCodes: ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'],
    currencies: eurOnly,
    minAmount: 100,
    maxAmount: 10000000,
    supportsRefunds: true,
    supportsRecurring: false,
    supportsTokenization: false,
    notes: 'The payer approves a credit transfer in their online banking; the payment succeeds when the money arrives.',
    guide: '/payment-methods/sepa-request-to-pay/',
  },
  {
    paymentMethod: 'EURM',
    name: 'EURM stablecoin',
    countries: 'European Economic Area',
    countryCodes: eeaCountries,
    currencies: eurOnly,
    minAmount: 100,
    maxAmount: 1000000,
    supportsRefunds: true,
    supportsRecurring: false,
    supportsTokenization: false,
    notes: "Paid from the customer's wallet.",
    guide: '/eurm-stablecoin/',
  },
];

/** An amount limit in words: `EUR 0.50`, or that Pagora sets none. */
export function amountText(cents: number | null): string {
  if (cents === null) return 'no Pagora limit';
  return `EUR ${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
}

/** A method's amount limits in words, as the guides and the Markdown copies print them. */
export function amountLimitsText(capability: MethodCapability): string {
  if (capability.minAmount === null && capability.maxAmount === null) return 'No Pagora limits';
  return `${amountText(capability.minAmount)} to ${amountText(capability.maxAmount)}`;
}

export function methodCapability(method: string): MethodCapability {
  const found = methodCapabilities.find((capability) => capability.paymentMethod === method);
  if (!found) throw new Error(`data/methodCapabilities.ts defines no payment method ${method}`);
  return found;
}

/** How long a payment waits for the customer (`expireAt`), for every method. */
export const paymentExpiry = { minMinutes: 5, maxDays: 30, defaultHours: 24 } as const;

/** HTTP answer when `paymentMethods` names a method that is not enabled or cannot take the currency. */
export const unavailableMethodError = {
  status: 422,
  type: 'UNPROCESSABLE_ENTITY',
  code: 'PAYMENT_METHOD_UNAVAILABLE',
} as const;

/** A method's name as prose says it ("EURM", not "EURM stablecoin"). */
export function shortMethodName(method: PaymentMethodName): string {
  return methodCapability(method).name.replace(/ stablecoin$/, '');
}

/** "A, B and C" of the methods' names, linked to their guides when `linked`. */
export function methodNames(methods: readonly PaymentMethodName[], linked = false): string {
  return listInWords(
    methods.map((method) =>
      linked ? `[${shortMethodName(method)}](${methodCapability(method).guide})` : shortMethodName(method),
    ),
  );
}

/** The methods whose payments never return a `paymentToken` (they cannot be saved), in this file's order. */
export function methodsWithoutTokens(): PaymentMethodName[] {
  return paymentMethodNames.filter((method) => !methodCapability(method).supportsTokenization);
}
