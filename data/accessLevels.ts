/**
 * The access levels of Dashboard users (`AuthorizedUserAccessLevel` in the GraphQL API), most
 * powerful first, with what each may do: the enum's own descriptions, held to them by
 * tests/unit/facts-data.test.ts. Rendered by <AccessLevels /> (the Team access guide). API keys have
 * no access level: a secret key acts for the whole account.
 */
import { listInWords } from './words';
export const accessLevelNames = ['OWNER', 'ADMIN', 'DEVELOPER', 'ACCOUNTANT', 'SUPPORT', 'VIEWER'] as const;
export type AccessLevelName = (typeof accessLevelNames)[number];

export interface AccessLevelFact {
  level: AccessLevelName;
  /** Who it is for, in a few words. */
  for: string;
  /** What it may do (the GraphQL enum value's description). */
  meaning: string;
}

export const accessLevels: readonly AccessLevelFact[] = [
  {
    level: 'OWNER',
    for: 'The people who run the business',
    meaning:
      'Full control, including closing the account, changing the bank account, signing the contract and managing other owners. Every account has at least one owner.',
  },
  {
    level: 'ADMIN',
    for: 'Managers',
    meaning:
      'Everything an owner can do except closing the account, changing the bank account and managing owners: stores, points of sale, users, payment rules, refunds and settings.',
  },
  {
    level: 'DEVELOPER',
    for: 'Developers and agencies that build the integration',
    meaning:
      'Technical settings: API keys, webhooks, Apple Pay certificates and domains, custom domains, tokenization methods and providers; can read payments and create test-mode objects, but cannot refund live payments or see settlements and invoices.',
  },
  {
    level: 'ACCOUNTANT',
    for: 'Finance and bookkeeping',
    meaning:
      'Finance: reads payments, charges, balances, settlements, payouts and invoices, creates charge exports and manual payouts. Cannot change technical settings.',
  },
  {
    level: 'SUPPORT',
    for: 'Customer service agents',
    meaning:
      "Customer service: reads payments and subscriptions, sends payment links and receipts, cancels, refunds and pauses on customers' behalf. No access to settings or finance.",
  },
  {
    level: 'VIEWER',
    for: 'Anyone who only needs to look',
    meaning: 'Read-only access to payments, subscriptions, stores and points of sale. Cannot change anything.',
  },
];

/**
 * The levels whose Dashboard users may do a task a guide names, most powerful first. Each follows
 * from the level descriptions above (the phrase in the comment); `createPayout` and
 * `setDefaultBankAccount` state theirs in the GraphQL schema too, held to this by
 * tests/unit/facts-data.test.ts. Guides say them with <Fact name="…Levels" /> (inline-facts.ts).
 */
export const levelsThatMay = {
  /** ACCOUNTANT "reads … balances, settlements, payouts"; ADMIN is everything but owners, closing and the bank account. */
  readFinance: ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  /** ACCOUNTANT "creates … manual payouts". */
  createPayouts: ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  /** Only OWNER: ADMIN may do everything "except … changing the bank account". */
  changeBankAccount: ['OWNER'],
  /** ADMIN: "stores, points of sale, users, payment rules". */
  manageStores: ['OWNER', 'ADMIN'],
  /** ADMIN: "payment rules". */
  managePaymentRules: ['OWNER', 'ADMIN'],
  /** DEVELOPER: "Technical settings: … custom domains". */
  manageCustomDomains: ['OWNER', 'ADMIN', 'DEVELOPER'],
} as const satisfies Record<string, readonly AccessLevelName[]>;

export type AccessTask = keyof typeof levelsThatMay;

/** "`OWNER`, `ADMIN` or `ACCOUNTANT`": the levels as prose names them. */
export function levelsInWords(levels: readonly AccessLevelName[]): string {
  return listInWords(
    levels.map((level) => `\`${level}\``),
    'or',
  );
}
