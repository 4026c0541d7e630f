/**
 * Scores a search function on the relevance suite, counting each page once: a reader scanning the
 * results sees pages, so two sections of one page are one answer. For a case with an anchor, the
 * page counts only if its first hit lands on that anchor (the row that defines the field).
 */
import { areaFilters, type RelevanceCase } from './queries';

export interface CaseResult {
  query: string;
  expected: string[];
  /** 1-based rank of the first expected page among distinct pages; 0 when absent from the top 10. */
  rank: number;
  top: string[];
}

export interface RelevanceScore {
  cases: number;
  top1: number;
  top3: number;
  mrr: number;
  results: CaseResult[];
}

/** Site path plus anchor of a hit URL (absolute or site-relative). */
function target(url: string): { page: string; full: string } {
  const { pathname, hash } = new URL(url, 'https://docs.pagora.com');
  return { page: pathname, full: pathname + hash };
}

/** Distinct pages in order of their first hit, each with the URL of that first hit. */
export function distinctPages(urls: string[], limit = 10): Array<{ page: string; full: string }> {
  const pages: Array<{ page: string; full: string }> = [];
  for (const url of urls) {
    const hit = target(url);
    if (!pages.some((page) => page.page === hit.page)) pages.push(hit);
    if (pages.length === limit) break;
  }
  return pages;
}

export function rankOf(testCase: RelevanceCase, urls: string[]): CaseResult {
  const expected = Array.isArray(testCase.expect) ? testCase.expect : [testCase.expect];
  const pages = distinctPages(urls);
  const index = pages.findIndex((page) =>
    expected.some((wanted) => (wanted.includes('#') ? page.full === wanted : page.page === wanted)),
  );
  return { query: testCase.query, expected, rank: index + 1, top: pages.slice(0, 3).map((page) => page.full) };
}

/** `search` gets each case's query and, for a case searched within one area, its facet filters. */
export function score(
  cases: RelevanceCase[],
  search: (query: string, facetFilters?: string[][]) => string[],
): RelevanceScore {
  const results = cases.map((testCase) => rankOf(testCase, search(testCase.query, areaFilters(testCase.area))));
  const share = (test: (result: CaseResult) => boolean) => results.filter(test).length / results.length;
  return {
    cases: results.length,
    top1: share((result) => result.rank === 1),
    top3: share((result) => result.rank >= 1 && result.rank <= 3),
    mrr: results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / results.length,
    results,
  };
}
