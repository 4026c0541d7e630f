/**
 * Turns the path of a page that does not exist into a search query ("/guides/refund-a-payment/"
 * → "guides refund a payment"), to prefill the not-found page's search box.
 * Pure, unit tested in tests/unit/theme-not-found-query.test.ts.
 */

/** Path segments that say nothing about what the reader looked for. */
const noiseWords = new Set(['index', 'html', 'htm', 'md', 'mdx', 'php', 'aspx']);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Words of a path, lower-cased, in order, duplicates and file-type noise removed. */
export function searchQueryFromPath(pathname: string, baseUrl = '/'): string {
  const withoutBase = baseUrl !== '/' && pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  const words = withoutBase
    .split('/')
    .map(safeDecode)
    .flatMap((segment) => segment.split(/[\s\-_.+,;:~]+/))
    .map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((word) => word.length > 0 && !noiseWords.has(word));
  return [...new Set(words)].join(' ');
}
