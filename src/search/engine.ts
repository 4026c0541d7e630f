/**
 * The embedded search engine: MiniSearch over the build's section records, answering queries in
 * Algolia's response shape (what DocSearch and the /search/ page expect), facet filters included.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchRecord } from './types';
import { highlight, snippet, type Highlighted } from './highlight';
import { tokenize } from './tokenize';
import { yieldToMain } from './yieldToMain';

export type FacetFilters = Array<string | string[]> | string | undefined;

export interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

export interface DocSearchHit {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: { hierarchy: Partial<Record<string, Highlighted>>; content?: Highlighted };
  _snippetResult: { hierarchy: Partial<Record<string, Highlighted>>; content?: Highlighted };
  language: string;
  docusaurus_tag: string;
}

export interface SearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
}

interface IndexedRecord extends SearchRecord {
  heading: string;
  title: string;
}

/**
 * How much a page kind weighs when scores tie: readers looking for "cancel subscription" want the
 * operation or the guide before the request-body schema or the GraphQL input type.
 */
export function pageWeight(url: string): number {
  const { pathname } = new URL(url, 'https://docs.pagora.com');
  if (pathname.startsWith('/apis/rest/schemas/')) return 0.55;
  if (pathname.startsWith('/apis/graphql/types/')) return 0.6;
  if (pathname.startsWith('/apis/graphql/operations/')) return 0.9;
  if (pathname.startsWith('/apis/')) return 1.2;
  return 1.1;
}

function headingOf(record: SearchRecord): string {
  return record.lvl3 ?? record.lvl2 ?? record.lvl1;
}

/** Matches DocSearch's facet filter semantics: top-level entries AND, nested arrays OR, `-` negates. */
export function matchesFacets(record: SearchRecord, filters: FacetFilters): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string): boolean => {
    const negated = filter.startsWith('-');
    const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    const actual = (record as unknown as Record<string, unknown>)[attribute ?? ''];
    const equal = String(actual) === value;
    return negated ? !equal : equal;
  };
  return list.every((entry) => (Array.isArray(entry) ? entry.length === 0 || entry.some(test) : test(entry)));
}

export class SearchEngine {
  private readonly index: MiniSearch<IndexedRecord>;
  private readonly byId = new Map<string, IndexedRecord>();
  private readonly weights = new Map<string, number>();

  /** Indexes every record at once: for Node and tests; in a page use `SearchEngine.create`. */
  constructor(records: SearchRecord[]) {
    this.index = new MiniSearch<IndexedRecord>({
      fields: ['title', 'heading', 'content'],
      storeFields: [],
      searchOptions: {
        boost: { title: 3, heading: 2.5, content: 1 },
        boostDocument: (id) => this.weights.get(String(id)) ?? 1,
        // One-letter prefixes would expand to most of the index: prefix-match from two letters.
        prefix: (term, index, terms) => term.length >= 2 && (index === terms.length - 1 || term.length > 3),
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        combineWith: 'AND',
      },
      // Split camelCase and kebab-case too, so `payments-create` and `createPayment` find their parts.
      tokenize,
    });
    records.forEach((record) => this.add(record));
  }

  /**
   * Builds the engine in slices of a few milliseconds, yielding to the page between them.
   * Why: indexing the ~4,000 records at once was one task of ~200 ms (~800 ms on a slow phone) that
   * froze the page it loaded on (the /search/ page indexes on arrival).
   */
  static async create(records: SearchRecord[], { sliceMs = 8 }: { sliceMs?: number } = {}): Promise<SearchEngine> {
    const engine = new SearchEngine([]);
    let sliceStart = performance.now();
    for (const record of records) {
      engine.add(record);
      if (performance.now() - sliceStart >= sliceMs) {
        await yieldToMain();
        sliceStart = performance.now();
      }
    }
    return engine;
  }

  private add(record: SearchRecord): void {
    const item: IndexedRecord = { ...record, heading: headingOf(record), title: record.lvl1 };
    this.byId.set(record.id, item);
    this.weights.set(record.id, pageWeight(record.url));
    this.index.add(item);
  }

  get size(): number {
    return this.byId.size;
  }

  private rank(query: string): SearchResult[] {
    const strict = this.index.search(query);
    return strict.length > 0 ? strict : this.index.search(query, { combineWith: 'OR' });
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').trim();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const results = query ? this.rank(query) : [];
    const terms = query
      ? [
          ...new Set(
            results
              .slice(0, 50)
              .flatMap((result) => result.terms)
              .concat(query.toLowerCase().split(/\s+/)),
          ),
        ]
      : [];
    const filtered = results
      .map((result) => this.byId.get(String(result.id)))
      .filter((record): record is IndexedRecord => Boolean(record) && matchesFacets(record!, request.facetFilters));
    const hits = filtered
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((record) => this.toHit(record, terms));
    return {
      hits,
      nbHits: filtered.length,
      page,
      nbPages: Math.ceil(filtered.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: '',
      index: request.indexName ?? 'pagora-docs',
      exhaustiveNbHits: true,
    };
  }

  private toHit(record: IndexedRecord, terms: string[]): DocSearchHit {
    const hierarchy = {
      lvl0: record.lvl0,
      lvl1: record.lvl1,
      lvl2: record.lvl2 ?? null,
      lvl3: record.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const highlightedHierarchy: Partial<Record<string, Highlighted>> = {};
    for (const [level, value] of Object.entries(hierarchy)) {
      if (value) highlightedHierarchy[level] = highlight(value, terms);
    }
    const headingMatched = highlight(record.heading, terms).matchLevel !== 'none';
    const deepest = record.lvl3 ? 'lvl3' : record.lvl2 ? 'lvl2' : 'lvl1';
    return {
      objectID: record.id,
      url: record.url,
      type: headingMatched || !record.content ? deepest : 'content',
      content: record.content || null,
      hierarchy,
      _highlightResult: { hierarchy: highlightedHierarchy, content: highlight(record.content, terms) },
      _snippetResult: { hierarchy: highlightedHierarchy, content: snippet(record.content, terms) },
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
    };
  }
}
