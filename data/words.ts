/** Small wording helpers shared by the fact modules. */

/** "A", "A and B", "A, B and C" (or "A, B or C"). */
export function listInWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
