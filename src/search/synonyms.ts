/**
 * Words and phrases readers use for the same thing in payments. A query that contains one entry of
 * a group is also searched with each other entry in its place (those matches weigh a little less
 * than the reader's own words). Matching ignores case, and spaces and hyphens are the same.
 *
 * Only true equivalents belong here: a word that merely relates to another ("refund" and
 * "chargeback") would put pages about something else among the answers.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  ['3-D Secure', '3DS', '3D Secure', '3DS2', 'EMV 3DS'],
  ['strong customer authentication', 'SCA', '3-D Secure'],
  ['Adobe Commerce', 'Magento'],
  ['MB WAY', 'MBWay'],
  ['QR', 'QR code'],
  ['webhook', 'callback'],
  ['webhooks', 'callbacks'],
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
];

/** Lower case, with runs of spaces and hyphens as one space: the form phrases are compared in. */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

const groups = synonymGroups.map((group) => group.map(normalisePhrase));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `phrase` occurs in `text` as whole words, anywhere but within `start`..`end`. */
function occursOutside(text: string, phrase: string, start: number, end: number): boolean {
  for (const match of text.matchAll(new RegExp(`(^| )${escapeRegExp(phrase)}(?= |$)`, 'g'))) {
    const from = match.index + (match[1] ?? '').length;
    if (from >= end || from + phrase.length <= start) return true;
  }
  return false;
}

/**
 * The query with each synonym phrase it contains replaced by the phrase's equivalents, one at a
 * time. A phrase inside a longer one of its group is part of that one (`qr` in `qr code`, `3ds` in
 * `emv 3ds`): only the longer is replaced, so `qr code pay` never becomes `qr code code pay`.
 */
export function synonymVariants(query: string): string[] {
  const normalised = normalisePhrase(query);
  const variants = new Set<string>();
  for (const group of groups) {
    const replaced: Array<{ start: number; end: number }> = [];
    for (const phrase of [...group].sort((a, b) => b.length - a.length)) {
      const match = new RegExp(`(^| )${escapeRegExp(phrase)}(?= |$)`).exec(normalised);
      if (!match) continue;
      const start = match.index + (match[1] ?? '').length;
      const end = start + phrase.length;
      if (replaced.some((span) => start >= span.start && end <= span.end)) continue;
      replaced.push({ start, end });
      for (const other of group) {
        // An equivalent the query already says elsewhere would only repeat it (`sca sca`).
        if (other === phrase || occursOutside(normalised, other, start, end)) continue;
        variants.add(`${normalised.slice(0, start)}${other}${normalised.slice(end)}`);
      }
    }
  }
  variants.delete(normalised);
  return [...variants];
}
