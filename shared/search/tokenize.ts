/**
 * How the search engine splits text into terms: words of letters, digits and `_`; camelCase words
 * also as their parts (`createPayment` → `createPayment`, `create`, `Payment`), save in running
 * text (see below); hyphenated compounds also whole (`payments-create`), so both the compound and
 * its parts are found; in running text, snake-case codes also as their words (see below). English clitics are dropped
 * (`month's` → `month`, `don't` → `don`): kept, their `s` and `t` were terms of their own, which a
 * query saying "last month's settlements" then required of every answer.
 *
 * Why two paths: building the index tokenizes every record, and Unicode-aware regular expressions
 * were about 40% of that time. Text that is pure ASCII (nearly all of ours) takes equivalent ASCII
 * expressions; anything else takes the Unicode ones. Both give the same terms for ASCII text
 * (tests/unit/search-tokenize.test.ts checks it on every line of the guides and on edge cases).
 */
// Anything but printable ASCII, tabs and line breaks sends the text to the Unicode path.
const NON_ASCII = /[^\x20-\x7e\t\n\r]/;
const CAMEL_BOUNDARY = /([a-z])([A-Z])/g;
const HAS_CAMEL_BOUNDARY = /[a-z][A-Z]/;
const SNAKE_BOUNDARY = /[A-Za-z0-9]_[A-Za-z0-9]/;

const unicode = { words: /[\p{L}\p{N}_]+/gu, hyphenated: /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu };
const ascii = { words: /[A-Za-z0-9_]+/g, hyphenated: /[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g };

/** `'s`, `n't`'s `t`, `'re`… after a letter, with a straight or a typographic apostrophe. */
const CLITIC = /(?<=\p{L})['’](?:s|t|d|m|ll|re|ve)(?![\p{L}\p{N}_])/giu;

/** The text without English clitics (see above); the same text when it has no apostrophe. */
export function withoutClitics(text: string): string {
  return text.includes("'") || text.includes('’') ? text.replace(CLITIC, '') : text;
}

export function tokenize(input: string, field?: string): string[] {
  const text = withoutClitics(input);
  const { words, hyphenated } = NON_ASCII.test(text) ? unicode : ascii;
  const terms: string[] = [];
  for (const word of text.match(words) ?? []) {
    terms.push(word);
    // A camelCase name in running text (a GraphQL operation's signature, `rollWebhookSigningSecret(
    // input: RollWebhookSigningSecretInput! )`) is a name, whole: its parts there made the page of every
    // operation named by a query's words an answer to them, above the section that explains them (issue
    // 43: "webhook retries" found `retryWebhookDelivery`). Titles, headings and the query keep the parts.
    if (field !== 'content' && HAS_CAMEL_BOUNDARY.test(word)) {
      const parts = word.replace(CAMEL_BOUNDARY, '$1 $2').split(' ');
      terms.push(...parts);
    }
    // In running text, a snake-case code is also its words (`AMOUNT_EXCEEDS_REFUNDABLE` → amount,
    // exceeds, refundable), so a reader who types the words finds the row that defines the code.
    // Not in titles, headings or names, where the parts would make every event or enum value an
    // answer to its words; and not in the query, where an identifier is asked for whole.
    if (field === 'content' && SNAKE_BOUNDARY.test(word)) terms.push(...word.split('_').filter(Boolean));
  }
  terms.push(...(text.match(hyphenated) ?? []));
  return terms;
}
