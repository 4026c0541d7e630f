/** Small wording helpers shared by the fact modules. */

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
