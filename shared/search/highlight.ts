import { normaliseTerm } from './ranking';

/** Escapes page text before highlight marks are added, so page text can never become markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Matcher {
  pattern: RegExp | undefined;
  distinctTerms: number;
}

/**
 * One search highlights some 200 strings with the same terms: the pattern is compiled once per
 * terms list (the engine passes one array per query), not once per string.
 */
const matchers = new WeakMap<string[], Matcher>();

/**
 * A term shorter than this is marked only as a whole word: typed as a prefix, "a" or "in" marked the
 * first letters of every word starting with them ("**A**PI", "**in**put").
 */
const MIN_PREFIX_LENGTH = 3;

/** A term's pattern: a prefix at a word start, or the whole word when the term is short. */
const termPattern = (term: string): string =>
  term.length >= MIN_PREFIX_LENGTH ? escapeRegExp(term) : `${escapeRegExp(term)}(?![\\p{L}\\p{N}])`;

function matcherFor(terms: string[]): Matcher {
  let matcher = matchers.get(terms);
  if (!matcher) {
    // Stop words are not searched, so they are not marked either.
    const usable = [...new Set(terms.filter((term) => term.length > 0 && normaliseTerm(term) !== null))].sort(
      (a, b) => b.length - a.length,
    );
    matcher = {
      pattern: usable.length
        ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(termPattern).join('|')})`, 'giu')
        : undefined,
      distinctTerms: usable.length,
    };
    matchers.set(terms, matcher);
  }
  return matcher;
}

/** Character ranges of the raw text that start with one of the terms (word-prefix, case-insensitive). */
function matchRanges(text: string, terms: string[]): Array<[number, number]> {
  const { pattern } = matcherFor(terms);
  if (!pattern) return [];
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    ranges.push([start, start + (match[0]?.length ?? 0)]);
  }
  return ranges;
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Escaped text with `<mark>` around matched words (the only markup in the result). */
export function highlight(text: string, terms: string[]): Highlighted {
  const ranges = matchRanges(text, terms);
  let value = '';
  let cursor = 0;
  const matched = new Set<string>();
  for (const [start, end] of ranges) {
    value += `${escapeHtml(text.slice(cursor, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    matched.add(text.slice(start, end).toLowerCase());
    cursor = end;
  }
  value += escapeHtml(text.slice(cursor));
  const matchedWords = [...matched];
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length >= matcherFor(terms).distinctTerms ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/** A window of about `words` words around the first match, highlighted, with ellipses where cut. */
export function snippet(text: string, terms: string[], words = 24, ellipsis = '…'): Highlighted {
  const first = matchRanges(text, terms)[0];
  if (!first || text.length <= 0) {
    const cut = text.split(/\s+/).slice(0, words).join(' ');
    return highlight(cut.length < text.length ? `${cut} ${ellipsis}` : cut, terms);
  }
  // Cut at the start of the word the first match is in: a match inside a word (`<script`) keeps its word whole.
  const wordStart = text.slice(0, first[0]).search(/\S*$/);
  const before = text.slice(0, wordStart).split(/\s+/).filter(Boolean);
  const after = text.slice(wordStart).split(/\s+/).filter(Boolean);
  const lead = Math.min(before.length, Math.floor(words / 3));
  const window = [...before.slice(before.length - lead), ...after.slice(0, words - lead)].join(' ');
  const prefix = before.length > lead ? `${ellipsis} ` : '';
  const suffix = after.length > words - lead ? ` ${ellipsis}` : '';
  return highlight(`${prefix}${window}${suffix}`, terms);
}
