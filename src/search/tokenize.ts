/**
 * How the search engine splits text into terms: words of letters, digits and `_`; camelCase words
 * also as their parts (`createPayment` → `createPayment`, `create`, `Payment`); hyphenated
 * compounds also whole (`payments-create`), so both the compound and its parts are found.
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

const unicode = { words: /[\p{L}\p{N}_]+/gu, hyphenated: /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu };
const ascii = { words: /[A-Za-z0-9_]+/g, hyphenated: /[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g };

export function tokenize(text: string): string[] {
  const { words, hyphenated } = NON_ASCII.test(text) ? unicode : ascii;
  const terms: string[] = [];
  for (const word of text.match(words) ?? []) {
    terms.push(word);
    if (HAS_CAMEL_BOUNDARY.test(word)) {
      const parts = word.replace(CAMEL_BOUNDARY, '$1 $2').split(' ');
      terms.push(...parts);
    }
  }
  terms.push(...(text.match(hyphenated) ?? []));
  return terms;
}
