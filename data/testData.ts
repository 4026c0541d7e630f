/**
 * Test-mode data: the cards, phones and IBANs that produce each outcome. Only these work in test
 * mode (Apple Pay and Google Pay take the cards of the tester's own wallet), and they never work in live mode. Rendered by <TestCards />, <TestPhones />, <TestIbans />
 * and the errors reference; every statusCode a reader can meet has a way to trigger it here.
 */
import { abandonedRedirect, abandonedRedirectText, type PaymentStatusName } from './paymentStatuses';

import type { CardBrand } from './cardBrands';

/** The brands the test cards cover. */
export type CardBrandName = Extract<CardBrand, 'VISA' | 'MASTERCARD' | 'AMEX'>;
export type ThreeDSecure = 'frictionless' | 'challenge' | 'fails' | 'none' | 'required-when-unattended';

export interface TestCard {
  /** As the reader types it, in groups of four (Amex: 4-6-5 is shown as 4-4-4-3, as typed). */
  number: string;
  brand: CardBrandName;
  /** `DEBIT` only for the debit card; the others are credit cards. */
  cardType: 'CREDIT' | 'DEBIT';
  threeDSecure: ThreeDSecure;
  /** The statusCode the payment ends with. */
  statusCode: string;
  /** What the reader sees, in a few words. */
  outcome: string;
  /** Tags a guide filters on with <TestCards filter="..." />. */
  tags: readonly TestCardTag[];
}

export type TestCardTag = 'success' | '3ds' | 'decline' | 'retry' | 'recurring';

export const testCards: readonly TestCard[] = [
  {
    number: '4571 0000 0000 0100',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '000',
    outcome: 'Succeeds, frictionless 3-D Secure.',
    tags: ['success', '3ds'],
  },
  {
    number: '5454 0000 0000 0109',
    brand: 'MASTERCARD',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '000',
    outcome: 'Succeeds, frictionless 3-D Secure.',
    tags: ['success', '3ds'],
  },
  {
    number: '3742 0000 0000 111',
    brand: 'AMEX',
    cardType: 'CREDIT',
    threeDSecure: 'none',
    statusCode: '000',
    outcome: 'Succeeds.',
    tags: ['success'],
  },
  {
    number: '5454 0000 0000 0307',
    brand: 'MASTERCARD',
    cardType: 'DEBIT',
    threeDSecure: 'frictionless',
    statusCode: '000',
    outcome: 'Debit card, succeeds (`paymentMethod.card.type` is `DEBIT`).',
    tags: ['success'],
  },
  {
    number: '4571 0000 0000 0209',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'challenge',
    statusCode: '000',
    outcome: '3-D Secure challenge: code `1234` succeeds, any other code fails with `110`.',
    tags: ['3ds', 'success'],
  },
  {
    number: '5454 0000 0000 0208',
    brand: 'MASTERCARD',
    cardType: 'CREDIT',
    threeDSecure: 'challenge',
    statusCode: '000',
    outcome: '3-D Secure challenge: code `1234` succeeds, any other code fails with `110`.',
    tags: ['3ds', 'success'],
  },
  {
    number: '4571 0000 0000 1405',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'required-when-unattended',
    statusCode: '112',
    outcome:
      'Soft decline `112` (authentication required) when charged without the customer (a recurring payment); with the customer present the challenge runs and code `1234` succeeds.',
    tags: ['3ds', 'decline', 'recurring', 'retry'],
  },
  {
    number: '4571 0000 0000 0308',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '101',
    outcome: 'Declined, no reason given.',
    tags: ['decline'],
  },
  {
    number: '4571 0000 0000 0407',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '102',
    outcome: 'Declined, insufficient funds.',
    tags: ['decline', 'retry', 'recurring'],
  },
  {
    number: '4571 0000 0000 0506',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '103',
    outcome: 'Declined, card expired.',
    tags: ['decline'],
  },
  {
    number: '4571 0000 0000 0605',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '104',
    outcome: 'Declined, incorrect CVC.',
    tags: ['decline', 'retry'],
  },
  {
    number: '4571 0000 0000 0704',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '105',
    outcome: 'Declined, lost or stolen.',
    tags: ['decline', 'recurring'],
  },
  {
    number: '4571 0000 0000 0803',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '106',
    outcome: 'Declined, suspected fraud.',
    tags: ['decline'],
  },
  {
    number: '4571 0000 0000 0902',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '107',
    outcome: 'Declined, not permitted.',
    tags: ['decline'],
  },
  {
    number: '4571 0000 0000 1108',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '108',
    outcome: 'Declined, exceeds limit.',
    tags: ['decline', 'retry'],
  },
  {
    number: '4571 0000 0000 1207',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'fails',
    statusCode: '110',
    outcome: '3-D Secure fails without a challenge.',
    tags: ['decline', '3ds'],
  },
  {
    number: '4571 0000 0000 1306',
    brand: 'VISA',
    cardType: 'CREDIT',
    threeDSecure: 'frictionless',
    statusCode: '301',
    outcome: 'Processor unavailable.',
    tags: ['decline', 'retry'],
  },
];

/** Any future expiry date works; the CVC length depends on the brand; the 3-D Secure challenge passes with this code. */
export const testCardRules = { cvcDigits: 3, amexCvcDigits: 4, challengeCode: '1234' } as const;

export interface TestAccountOutcome {
  /** Phone (E.164) or IBAN. */
  value: string;
  status: PaymentStatusName;
  statusCode: string | null;
  outcome: string;
}

export const bizumTestPhones: readonly TestAccountOutcome[] = [
  { value: '+34700000001', status: 'SUCCEEDED', statusCode: '000', outcome: 'The customer approves.' },
  { value: '+34700000002', status: 'FAILED', statusCode: '401', outcome: 'The customer rejects the request.' },
  {
    value: '+34700000003',
    status: 'EXPIRED',
    statusCode: '402',
    outcome: 'The customer never answers; the payment stays `PENDING` until its `expireAt`.',
  },
  {
    value: '+34700000009',
    status: 'PENDING',
    statusCode: null,
    outcome:
      'Not enrolled in Bizum: [Validate a Bizum phone](/apis/rest/bizum-validate-phone/) returns `bizumEnabled: false`.',
  },
];

export const mbwayTestPhones: readonly TestAccountOutcome[] = [
  { value: '+351910000001', status: 'SUCCEEDED', statusCode: '000', outcome: 'The customer approves.' },
  { value: '+351910000002', status: 'FAILED', statusCode: '401', outcome: 'The customer rejects the request.' },
  {
    value: '+351910000003',
    status: 'EXPIRED',
    statusCode: '402',
    outcome: 'The customer never answers; the payment becomes `EXPIRED` at its `expireAt`.',
  },
];

export const sepaTestIbans: readonly TestAccountOutcome[] = [
  {
    value: 'ES9121000418450200051332',
    status: 'SUCCEEDED',
    statusCode: '000',
    outcome: 'The payer approves, and the payment succeeds when the simulated credit transfer arrives.',
  },
  { value: 'ES7921000813610123456789', status: 'FAILED', statusCode: '401', outcome: 'The payer rejects the request.' },
];

/** What the customer does on the PayPal sandbox page, and what becomes of the payment. */
export interface PaypalSandboxOutcome {
  /** As the outcome explorer's URL names it (`?paypal=approve`). */
  value: 'approve' | 'cancel';
  /** The status right after the customer's choice. */
  status: PaymentStatusName;
  statusCode: string | null;
  outcome: string;
}

export const paypalSandboxOutcomes: readonly PaypalSandboxOutcome[] = [
  {
    value: 'approve',
    status: 'SUCCEEDED',
    statusCode: '000',
    outcome: 'The buyer logs in with a sandbox buyer account and approves: the customer returns to your `completeUrl`.',
  },
  {
    value: 'cancel',
    status: abandonedRedirect.status,
    statusCode: null,
    outcome: `The buyer cancels on the PayPal page: ${abandonedRedirectText()}.`,
  },
];

/**
 * How to produce the statusCodes no test card produces. Together with the cards, phones and
 * IBANs above, every code in data/statusCodes.ts has a way to trigger it (a unit test checks).
 */
export const statusCodeTriggers: Readonly<Record<string, string>> = {
  '109':
    'No test card produces it. A number that fails the checksum never reaches Pagora: the payment page and Pagora JS reject it first (`invalid_number`).',
  '111': 'Open the challenge of `4571 0000 0000 0209` and leave it unanswered until it times out.',
  '201':
    'With your test key, block an email address with a blocklist item (see [Payment rules and blocklists](/guides/payment-rules/)), then pay with that email and a successful test card.',
  '402':
    'Send a Bizum request to `+34700000003` or an MB WAY request to `+351910000003`, or leave a payment by another method unpaid until its `expireAt` (test Multibanco references are always paid, so they never expire).',
};

/** How to produce a statusCode in test mode: the recipe, or up to two of its cards, phones and IBANs. */
export function testTrigger(code: string): string {
  const recipe = statusCodeTriggers[code];
  if (recipe) return recipe;
  const cards = testCards.filter((card) => card.statusCode === code).map((card) => `\`${card.number}\``);
  const accounts = [...bizumTestPhones, ...mbwayTestPhones, ...sepaTestIbans]
    .filter((account) => account.statusCode === code)
    .map((account) => `\`${account.value}\``);
  // Two examples are enough in a table cell; Testing lists them all.
  return [...cards, ...accounts].slice(0, 2).join(', ');
}

/** Time after creation at which a test Multibanco reference is paid by the simulator. */
export const multibancoTestPaidAfterSeconds = 60;
