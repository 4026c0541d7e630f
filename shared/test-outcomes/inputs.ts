/**
 * The test inputs the outcome explorer offers, one list built from data/testData.ts: every test card,
 * Bizum and MB WAY phone, SEPA IBAN and PayPal sandbox outcome. `kind` is also the URL parameter that
 * names the input (`?card=4571000000000100`, `?phone=%2B34700000001`, `?iban=…`, `?paypal=approve`).
 */
import { methodCapability, type PaymentMethodName } from '../../data/methodCapabilities';
import {
  bizumTestPhones,
  mbwayTestPhones,
  paypalSandboxOutcomes,
  sepaTestIbans,
  testCards,
  type PaypalSandboxOutcome,
  type TestAccountOutcome,
  type TestCard,
} from '../../data/testData';

export const inputKinds = ['card', 'phone', 'iban', 'paypal'] as const;
export type InputKind = (typeof inputKinds)[number];

interface InputBase {
  kind: InputKind;
  /** The value in the URL: card digits without spaces, the phone in E.164, the IBAN, `approve`. */
  value: string;
  /** What a picker shows. */
  label: string;
  method: Extract<PaymentMethodName, 'CARD' | 'BIZUM' | 'MBWAY' | 'SEPA_REQUEST_TO_PAY' | 'PAYPAL'>;
  /** The data's own words for the outcome (inline Markdown). */
  outcome: string;
}

export type TestInput =
  | (InputBase & { kind: 'card'; card: TestCard })
  | (InputBase & { kind: 'phone' | 'iban'; account: TestAccountOutcome })
  | (InputBase & { kind: 'paypal'; paypal: PaypalSandboxOutcome });

const plain = (markdown: string): string => markdown.replace(/`/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

export const testInputs: readonly TestInput[] = [
  ...testCards.map((card): TestInput => ({
    kind: 'card',
    value: card.number.replace(/ /g, ''),
    label: `${card.number} (${card.brand}): ${plain(card.outcome)}`,
    method: 'CARD',
    outcome: card.outcome,
    card,
  })),
  ...bizumTestPhones.map((account): TestInput => ({
    kind: 'phone',
    value: account.value,
    label: `Bizum ${account.value}: ${plain(account.outcome)}`,
    method: 'BIZUM',
    outcome: account.outcome,
    account,
  })),
  ...mbwayTestPhones.map((account): TestInput => ({
    kind: 'phone',
    value: account.value,
    label: `MB WAY ${account.value}: ${plain(account.outcome)}`,
    method: 'MBWAY',
    outcome: account.outcome,
    account,
  })),
  ...sepaTestIbans.map((account): TestInput => ({
    kind: 'iban',
    value: account.value,
    label: `SEPA ${account.value}: ${plain(account.outcome)}`,
    method: 'SEPA_REQUEST_TO_PAY',
    outcome: account.outcome,
    account,
  })),
  ...paypalSandboxOutcomes.map((paypal): TestInput => ({
    kind: 'paypal',
    value: paypal.value,
    // The outcome's first clause: the rest is what the site says of any abandoned redirect.
    label: `PayPal sandbox: ${plain(paypal.outcome).split(':')[0]}`,
    method: 'PAYPAL',
    outcome: paypal.outcome,
    paypal,
  })),
];

export function findInput(kind: string, value: string): TestInput | undefined {
  return testInputs.find((input) => input.kind === kind && input.value === value.replace(/ /g, ''));
}

/** Only cards (and card wallets) can be authorized and captured later (`TransactionType` AUTH). */
export function supportsAuth(input: TestInput): boolean {
  return input.method === 'CARD';
}

/**
 * Whether the card succeeds when the customer is there to authenticate: the cards that end with
 * `000`, and the one whose issuer wants authentication only when the customer is not there (its
 * challenge passes with the test code).
 */
export function succeedsWithCustomer(card: TestCard): boolean {
  return card.statusCode === '000' || card.threeDSecure === 'required-when-unattended';
}

/**
 * Whether your server can charge the input later without the customer (`payments-recurring`): a
 * method that supports recurring payments, saved by a first payment that succeeded (only such a
 * payment returns a `paymentToken` and `sequenceId`).
 */
export function chargeableWithoutCustomer(input: TestInput): boolean {
  return input.kind === 'card' && methodCapability(input.method).supportsRecurring && succeedsWithCustomer(input.card);
}

/**
 * The input a bare value names, whatever its kind: a card number (spaces optional), a phone, an IBAN,
 * or a PayPal sandbox outcome (`approve`, `paypal:cancel`).
 */
export function findInputByValue(value: string): TestInput | undefined {
  const wanted = value
    .trim()
    .replace(/[\s-]/g, '')
    .replace(/^paypal:/i, '');
  return testInputs.find((input) => input.value.toLowerCase() === wanted.toLowerCase());
}
