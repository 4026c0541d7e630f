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

/** The query with each synonym phrase it contains replaced by the phrase's equivalents, one at a time. */
export function synonymVariants(query: string): string[] {
  const normalised = normalisePhrase(query);
  const variants = new Set<string>();
  for (const group of groups) {
    for (const phrase of group) {
      const pattern = new RegExp(`(^| )${escapeRegExp(phrase)}(?= |$)`);
      if (!pattern.test(normalised)) continue;
      for (const other of group) {
        if (other !== phrase) variants.add(normalised.replace(pattern, `$1${other}`));
      }
    }
  }
  variants.delete(normalised);
  return [...variants];
}
