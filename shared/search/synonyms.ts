/**
 * Words and phrases readers use for the same thing in payments. A query that contains one entry of
 * a group is also searched with each other entry in its place (those matches weigh a little less
 * than the reader's own words). Matching ignores case, and spaces and hyphens are the same.
 *
 * Only true equivalents belong here: a word that merely relates to another ("refund" and
 * "chargeback") would put pages about something else among the answers.
 */
import { escapeRegExp } from './highlight';

export const synonymGroups: readonly (readonly string[])[] = [
  ['3-D Secure', '3DS', '3D Secure', '3DS2', 'EMV 3DS'],
  ['strong customer authentication', 'SCA', '3-D Secure'],
  ['Adobe Commerce', 'Magento'],
  ['MB WAY', 'MBWay'],
  ['QR', 'QR code'],
  ['webhook', 'callback', 'notification'],
  ['webhooks', 'callbacks', 'notifications'],
  ['idempotency', 'Idempotency-Key', 'idempotent'],
  ['Salesforce B2C Commerce', 'Salesforce Commerce Cloud', 'SFCC'],
  ['prebuilt payment page', 'hosted payment page', 'hosted checkout'],
  ['pay by link', 'payment link', 'payment links'],
  ['test mode', 'sandbox'],
  ['Apple Pay', 'ApplePay'],
  ['Google Pay', 'GooglePay', 'GPay'],
  ['SEPA Request-to-Pay', 'SRTP'],
  ['authorize', 'authorise'],
  ['authorization', 'authorisation'],
  ['authorized', 'authorised'],
  ['tokenize', 'tokenise'],
  ['tokenization', 'tokenisation'],
  ['customize', 'customise'],
  ['saved card', 'card on file', 'stored card'],
  ['PCI DSS', 'PCI compliance'],
  ['OpenAPI document', 'OpenAPI spec', 'OpenAPI specification', 'OpenAPI file', 'Swagger'],
  ['store', 'shop'],
  ['stores', 'shops'],
  ['CVC', 'CVV', 'CVC2', 'CVV2', 'CSC', 'card security code'],
  ['card number', 'PAN', 'primary account number'],
  ['chargeback', 'dispute'],
  ['chargebacks', 'disputes'],
  ['rate limit', 'rate limits', 'rate limiting', 'too many requests', '429', 'throttling', 'throttled'],
  ['merchant-initiated', 'MIT'],
  ['customer-initiated', 'CIT'],
  ['signing secret', 'webhook secret'],
  ['instalment', 'installment'],
  ['instalments', 'installments'],
  ['dunning', 'failed payment retries'],
  ['roles', 'access levels'],
  ['role', 'access level'],
  ['permissions', 'access levels'],
  ['statement descriptor', 'soft descriptor', 'billing descriptor', 'dynamic descriptor'],
  ['pre-authorization', 'preauthorization', 'pre-auth', 'preauth', 'authorize now capture later'],
  ['modal', 'popup', 'pop-up', 'overlay', 'lightbox'],
  ['pagination', 'next page', 'paging', 'paginate'],
];

/** Lower case, with runs of spaces and hyphens as one space: the form phrases are compared in. */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

interface Phrase {
  text: string;
  /** The phrase as whole words of a normalised query; compiled once, searched on every keystroke. */
  pattern: RegExp;
}

const phraseOf = (entry: string): Phrase => {
  const text = normalisePhrase(entry);
  return { text, pattern: new RegExp(`(^| )${escapeRegExp(text)}(?= |$)`, 'g') };
};

/** Each group's phrases in their order, and longest first (see `synonymVariants`). */
const groups = synonymGroups.map((group) => {
  const phrases = group.map(phraseOf);
  return { phrases, longestFirst: [...phrases].sort((a, b) => b.text.length - a.text.length) };
});

/** Where `phrase` starts in `text`, at each of its occurrences as whole words. */
function startsOf(text: string, { pattern }: Phrase): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index + (match[1] ?? '').length);
}

/**
 * The query with each synonym phrase it contains replaced by the phrase's equivalents, one at a
 * time. A phrase inside a longer one of its group is part of that one (`qr` in `qr code`, `3ds` in
 * `emv 3ds`): only the longer is replaced, so `qr code pay` never becomes `qr code code pay`.
 */
export function synonymVariants(query: string): string[] {
  const normalised = normalisePhrase(query);
  const variants = new Set<string>();
  for (const { phrases, longestFirst } of groups) {
    const replaced: Array<{ start: number; end: number }> = [];
    for (const phrase of longestFirst) {
      const start = startsOf(normalised, phrase)[0];
      if (start === undefined) continue;
      const end = start + phrase.text.length;
      if (replaced.some((span) => start >= span.start && end <= span.end)) continue;
      replaced.push({ start, end });
      for (const other of phrases) {
        // An equivalent the query already says elsewhere would only repeat it (`sca sca`).
        const saidElsewhere = startsOf(normalised, other).some(
          (from) => from >= end || from + other.text.length <= start,
        );
        if (other === phrase || saidElsewhere) continue;
        variants.add(`${normalised.slice(0, start)}${other.text}${normalised.slice(end)}`);
      }
    }
  }
  variants.delete(normalised);
  return [...variants];
}
