/**
 * Strong Customer Authentication (PSD2) for card payments: the exemptions Pagora asks for, and the
 * payments that are out of scope altogether (they are not exemptions, so none is requested). The two
 * lists are kept apart on purpose: an out-of-scope payment listed as an exemption is a common error.
 * Rendered by <ScaScope list="exemptions" /> and <ScaScope list="out-of-scope" />.
 */

export interface ScaCase {
  name: string;
  /** Markdown with `code` and site links only. */
  text: string;
  /** Lower-case phrases that name this case in prose (tests/unit/facts-in-guides.test.ts). */
  terms: readonly string[];
}

export const scaExemptions: readonly ScaCase[] = [
  {
    name: 'Low value',
    text: 'payments of €30 or less, within limits the issuer counts per card.',
    terms: ['low value', 'low-value'],
  },
  {
    name: 'Low risk',
    text: 'payments that the fraud checks of Pagora and the issuer rate as low risk (transaction risk analysis).',
    terms: ['low risk', 'low-risk', 'transaction risk analysis'],
  },
];

export const scaOutOfScope: readonly ScaCase[] = [
  {
    name: 'Merchant-initiated payments',
    text: 'charges you make later without the customer, such as subscription renewals or [recurring payments](/apis/rest/payments-recurring/) on a saved card, provided the customer agreed to them in a first payment, authenticated with SCA. The customer is not present, which is why they are out of scope. If the issuer still wants authentication, the charge is declined with `statusCode` `112` and you must bring the customer back.',
    terms: ['merchant-initiated', 'merchant initiated', '(mit)'],
  },
  {
    name: 'Mail and telephone orders (MOTO)',
    text: 'card details taken by phone or post at a `MOTO` point of sale. See [Tokenize cards across channels](/channel-tokenization/).',
    terms: ['moto', 'mail and telephone', 'mail order', 'telephone order'],
  },
  {
    name: 'Cards issued outside the EEA and the UK',
    text: '(one-leg-out payments): SCA is applied on a best-effort basis, and their issuers may still use 3-D Secure.',
    terms: ['outside the eea', 'outside europe', 'non-european', 'one-leg'],
  },
];
