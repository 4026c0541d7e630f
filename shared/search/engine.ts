/**
 * The embedded search engine: MiniSearch over the build's section records, ranked by page (see
 * `rank`), answering queries in Algolia's response shape (what DocSearch and the /search/ page
 * expect), facet filters included. No DOM or worker dependency: Node uses it as the browser does.
 * Entry point: `createSearchEngine(records)`, then `engine.search({ query })` (README.md).
 */
import MiniSearch, { type Options, type Query, type SearchResult } from 'minisearch';
import type { SearchRecord } from './types';
import { highlight, snippet, type Highlighted } from './highlight';
import { tokenize } from './tokenize';
import { yieldToMain } from './yieldToMain';
import {
  CHANGELOG_ENTRY_WEIGHT,
  KIND_WEIGHT,
  NAMED_AREA_WEIGHT,
  OTHER_PLATFORM_WEIGHT,
  coverageOf,
  meaningfulTerms,
  namedArea,
  normaliseTerm,
  pageKind,
  platformOf,
  typosAllowed,
  type PageKind,
} from './ranking';
import { synonymVariants } from './synonyms';
import { englishWording } from './translations';
import { encodeEngineIndex, loadEngineIndex, type EncodedEngineIndex } from './engineIndex';
import { isErrorCode, pastedErrorValue } from './pastedError';

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
  /**
   * MiniSearch's id for the record: its position in the engine (the first file's records, then the
   * details file's new ones). A number, so the build-time index (engineIndex.ts) need not store ids.
   */
  key: number;
  heading: string;
  /** The page title on the page's own record; empty on its sections (they carry it as `pageTitle`). */
  title: string;
  pageTitle: string;
  page: string;
  /** The part of the URL after `#` ('' for a page's own record). */
  anchor: string;
  /** The heading's terms, compared with the query's: worked out on first need, then kept. */
  headingTerms?: string[];
  /** How many sections or rows say this one's heading and text, itself included (see `copiesWeight`). */
  copies?: { count: number };
}

interface PageInfo {
  kind: PageKind;
  titleTerms: string[];
  /**
   * The names the page's own record defines (an enum schema's values): the page is named by each of
   * them as by its title, so `SEPA_REQUEST_TO_PAY` finds the PaymentMethod schema, not only the
   * pages that mention the value.
   */
  nameTerms: string[];
  /** The page's own record (title and lead), when the index has one. */
  record?: IndexedRecord;
  /** The shop platform the page is about (`platformOf`). */
  platform?: string;
}

/** At most this many records of one page among the first results; the rest follow all other pages. */
export const SECTIONS_PER_PAGE = 3;
/** How far text scores are flattened (1: as MiniSearch gives them) against page kind and title. */
const TEXT_DAMPING = 0.7;
/** How much more a page weighs whose title says everything the query says. */
const TITLE_WEIGHT = 2;
/**
 * Sections of generated reference pages that point to other pages (a GraphQL operation's return
 * "Type", the "Member Of" and "Returned By" lists, a REST operation's "Schemas"): they mention a
 * name whose own page is the answer.
 */
const CROSS_REFERENCES = new Set(['Type', 'Member Of', 'Returned By', 'Schemas']);
const CROSS_REFERENCE_WEIGHT = 0.4;
/**
 * A row of a reference table (a REST property or parameter, `schema.amount`, `request.customer.email` (shared/rest-model/field-ids.ts);
 * a GraphQL field, argument or enum value, `Payment.orderId`): rows are short, so their text scores
 * run high against sections, and they weigh less.
 */
const ROW_WEIGHT = 0.5;

/**
 * A section or row repeated word for word on many pages (the `Retry-After` header of every operation's 429,
 * the `Idempotency-Key` parameter of every POST) says nothing about any one of them: the more copies,
 * the less each weighs, so the section that explains the name comes first. Two copies (a request
 * and its schema page) are the usual pair and weigh as one; a schema's own property row, which
 * defines what its copies repeat, keeps its weight.
 */
const USUAL_COPIES = 2;
const SCHEMA_PROPERTY = /^schema\.[^.]+$/;
export function copiesWeight(copies: number): number {
  return copies <= USUAL_COPIES ? 1 : Math.sqrt(USUAL_COPIES / copies);
}

export function rowWeight(record: RowLike): number {
  return isRow(record) ? ROW_WEIGHT : 1;
}

/**
 * A query that is one API identifier or code (`savePaymentMethod`, `PARTIALLY_REFUNDED`, or a
 * three-digit code some record names: `429`) asks for the row or page that defines it; guides that
 * only use the name come after. Three-digit codes joined on 2026-11-27, once a guide's anchored row
 * could define a name (issue 43: `429` found the APIs' "Rate limits" sections, not its row of the
 * errors reference).
 */
const IDENTIFIER = /^(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/;
const THREE_DIGITS = /^\d{3}$/;
const IDENTIFIER_GUIDE_WEIGHT = 0.5;
/**
 * The same holds within the reference: a page whose title does not name the identifier and whose
 * best match is its lead or a prose section (an operation that returns the value, an event whose
 * example shows it) only mentions it; a row (a REST property or parameter, a GraphQL field,
 * argument or enum value, or a schema's table of values) defines it. Such a page weighs less, so
 * the defining row comes first with or without an area filter.
 */
const IDENTIFIER_MENTION_WEIGHT = 0.5;

/**
 * Kind weights for a one-identifier query: every reference page alike, save GraphQL input types,
 * which repeat the fields of the objects they create (as in KIND_WEIGHT); guides as in KIND_WEIGHT,
 * then IDENTIFIER_GUIDE_WEIGHT.
 */
const IDENTIFIER_KIND_WEIGHT: Record<PageKind, number> = {
  ...KIND_WEIGHT,
  'api-overview': 1,
  'rest-operation': 1,
  'graphql-operation': 1,
  'rest-tag': 1,
  'rest-event': 1,
  'rest-schema': 1,
  'graphql-type': 1,
  'graphql-input': KIND_WEIGHT['graphql-input'] / KIND_WEIGHT['graphql-type'],
};

/** A row of a reference table: a REST row's id is a dotted path, a GraphQL row's heading a qualified name. */
type RowLike = Pick<SearchRecord, 'lvl3'> & { anchor: string };
function isRow(record: RowLike): boolean {
  return record.anchor.includes('.') || QUALIFIED_NAME.test(record.lvl3 ?? '');
}

/**
 * Pages that define names (schemas, types, inputs: their tables of fields and values), rows, and a
 * guide's anchored row that names the identifier among its codes (`429` and `RATE_LIMITED` on the
 * errors reference's #error-type-rate-limited: `SearchRecord.names`).
 */
const DEFINING_KINDS = new Set<PageKind>(['rest-schema', 'graphql-type', 'graphql-input']);
function definesNames(kind: PageKind, record: IndexedRecord, identifier: string): boolean {
  return DEFINING_KINDS.has(kind) || isRow(record) || hasName(record, identifier);
}
const hasName = (record: SearchRecord, name: string): boolean => record.names?.split(' ').includes(name) ?? false;

/** How many of the best-matching sections are ranked by page (see `rank`). */
const RANKED_CANDIDATES = 400;
/**
 * Title coverage from which a page's title answers the query: the page is entered at its top (its own
 * record first, not a section), and an identifier it names is not merely mentioned there.
 */
const TITLE_ANSWERS = 0.75;
/**
 * From this many meaningful words, a query is a question or a task in the reader's words ("webhooks
 * arrive in the wrong order"), and records that show only some of its words join those that show all,
 * weighed by the share of the words they show (to the power PARTIAL_SHARE_POWER): the section that
 * answers seldom repeats the reader's verbs, while every word of a long query is found somewhere
 * together by chance. Measured on the relevance suite's tuning part (issue 43): top-3 94.6 → 95.8 %,
 * the same from 3 words at any weight from 0.5 to 1.5 (so no weight), slightly lower from 4 words.
 */
const PARTIAL_MATCH_TERMS = 3;
/**
 * How steeply a partial match loses weight with the words it lacks: the share it shows, to this power.
 * Measured at 2 and 1.5 (issue 43, with the integrators' tuning questions): tuning part 84.9 / 95.8 /
 * 0.903 -> 85.5 / 95.8 / 0.908, integrators' tuning 68.6 / 90.0 / 0.792 -> 70.0 / 90.0 / 0.800;
 * held-out part MRR 0.870 -> 0.883, integrators' held-out unchanged. Weighing the share by each word's
 * rarity (inverse document frequency) gained no more and cost a search per word.
 */
const PARTIAL_SHARE_POWER = 1.5;

/**
 * A page's text score is its best record's plus this share of its second best: a guide that answers a
 * task says it over more than one section, while a page that matches in one section only matched by
 * chance as often as not. Measured at 0 (the best record alone), 0.3, 0.5, 0.7 and 1, and with a share
 * of the third record too (issue 43): at 0.5 the tuning part 85.5 / 95.8 / 0.908 -> 86.1 / 97.6 /
 * 0.912, the integrators' tuning questions 70.0 / 90.0 / 0.800 -> 72.9 / 94.3 / 0.826 (0.3 to 0.7 all
 * gain; 1 and a third record gain less); held-out part 81.9 / 94.0 / 0.883 -> 83.1 / 95.2 / 0.893,
 * integrators' held-out questions 70.2 / 83.0 / 0.780 -> 72.3 / 85.1 / 0.799 once codes are left out
 * (see `rank`: with them, one pasted code lost its first place there).
 */
const SECOND_SECTION_WEIGHT = 0.5;

/**
 * From PARTIAL_MATCH_TERMS words (a question), a record that says two of the query's words side by
 * side, as the reader put them ("secret key", "wrong order"), weighs more: by this times the share of
 * the query's word pairs its heading and text say. A long question's words are found apart in many
 * sections by chance; next to each other they are what it asks. Measured at 0.1 to 1 (issue 43),
 * and from two words: from three at 0.25 best on both tuning parts (tuning unchanged at 84.9 / 97.6 /
 * 0.908, integrators' tuning 72.0 / 89.0 / 0.809 -> 72.0 / 90.0 / 0.810), held-out part unchanged,
 * integrators' held-out 74.5 / 87.2 / 0.814 -> 74.5 / 89.4 / 0.815; from two words the tuning part
 * dropped (0.908 -> 0.902 at 0.25). A substring test: a keystroke's median 0.5-1 ms longer here.
 */
const PHRASE_WEIGHT = 0.25;

/** Each two adjacent words of each wording of the query ("secret key"), once. */
function wordPairs(wordings: { terms: string[] }[]): string[] {
  const pairs = wordings.flatMap(({ terms }) => terms.slice(1).map((term, index) => `${terms[index]} ${term}`));
  return [...new Set(pairs)];
}

/** The share of `pairs` a record's heading and text say word for word. */
function phraseShare(record: IndexedRecord, pairs: string[]): number {
  const text = `${record.heading} ${record.content}`.toLowerCase();
  return pairs.filter((pair) => text.includes(pair)).length / pairs.length;
}

/** How much a record's API names weigh (see FIELD_BOOST). */
const NAMES_BOOST = 2;
/** How much a synonym's matches weigh against the reader's own words. */
const SYNONYM_WEIGHT = 0.8;

/**
 * One- and two-letter prefixes would expand to much of the index: the last word of a query is a
 * prefix from two letters (the reader is still typing it), earlier words from four.
 */
function isPrefix(term: string, index: number, terms: string[]): boolean {
  return term.length >= 2 && (index === terms.length - 1 || term.length > 3);
}

/** One typo from five letters, two from eight: short words have too many neighbours. */
function typosFor(term: string): number | false {
  return typosAllowed(term) || false;
}

/**
 * The fields that name a record rather than tell its text. A two-letter last word (`pa`, `re`:
 * the reader has typed two letters of it) is expanded in these only; the text matches it whole.
 * Why: in the text such a prefix expands to hundreds of words and most of the index (at four times
 * today's API, up to 100,000 postings and most of a keystroke's time, `npm run bench -- --scale 4`),
 * while a reader two letters into a word is looking for a page or section named by it. The third
 * letter searches the text too.
 */
const NAMING_FIELDS: ReadonlySet<string> = new Set(['title', 'heading', 'pageTitle', 'names']);

/**
 * `names`: the API names a reference record shows as code (`SearchRecord.names`), whole where the
 * text is cut; twice the weight of the text, so the row that defines a value outranks rows that
 * only mention it.
 */
const FIELD_BOOST = { title: 4, heading: 3, pageTitle: 1.5, content: 1, names: NAMES_BOOST };

const MINISEARCH_FIELDS = ['title', 'heading', 'pageTitle', 'content', 'names'];
const TEXT_FIELDS = MINISEARCH_FIELDS.filter((field) => !NAMING_FIELDS.has(field));

/**
 * MiniSearch's options: one object, because an index built at build time (`serializeIndex`) is
 * read back (`loadIndex`) with the options it was built with.
 */
const MINISEARCH_OPTIONS: Options<IndexedRecord> = {
  idField: 'key',
  fields: MINISEARCH_FIELDS,
  storeFields: [],
  // Lower case; words like "a" or "the" neither indexed nor required by a query, save as API names:
  // in capitals (the enum value `IN`) or among a record's names (the language code `it`).
  processTerm: (term, field) => (field === 'names' ? term.toLowerCase() : normaliseTerm(term)),
  searchOptions: {
    boost: FIELD_BOOST,
    processTerm: normaliseTerm,
    prefix: isPrefix,
    fuzzy: typosFor,
    combineWith: 'AND',
  },
  // Split camelCase and kebab-case too, so `payments-create` and `createPayment` find their parts.
  tokenize,
};

const asIs = (term: string): string => term;
const oneTerm = (term: string): string[] => [term];

/**
 * The query MiniSearch would make of `terms` (one subquery per term, with its prefix and typo
 * options, combined with `combineWith`), save for the last term when `typing` is that two-letter
 * term: its prefix is expanded in the naming fields only (NAMING_FIELDS), and the other fields
 * match it only whole (`QR`, `ID`). The two parts cover disjoint fields, so a record scores as
 * one search of all fields would score it. The terms are already tokenized and processed.
 */
function wordsQuery(terms: string[], combineWith: 'AND' | 'OR', typing: string | null): Query {
  const subquery = (term: string, prefix: boolean, inFields: readonly string[]) =>
    termQuery(term, prefix, typosFor(term), inFields);
  return {
    combineWith,
    queries: terms.map((term, index) => {
      const prefix = isPrefix(term, index, terms);
      if (!prefix || index !== terms.length - 1 || term !== typing) return subquery(term, prefix, MINISEARCH_FIELDS);
      return {
        combineWith: 'OR',
        queries: [subquery(term, true, [...NAMING_FIELDS]), subquery(term, false, TEXT_FIELDS)],
      };
    }),
  };
}

/** One already processed term, with its prefix and typo options, in `fields`. */
function termQuery(term: string, prefix: boolean, fuzzy: number | false, fields: readonly string[]) {
  return { queries: [term], tokenize: oneTerm, processTerm: asIs, prefix, fuzzy, fields: [...fields] };
}

/**
 * A GraphQL field, argument or enum value heading (`Payment.orderId`, `payouts.status`) or a REST
 * property's path (`customer.email`, `items.metadata.sku`): searched by its last name.
 */
const QUALIFIED_NAME = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*\.([A-Za-z_][\w-]*)$/;

/**
 * The heading a record is searched by. A qualified field name is searched by the field's own name:
 * its type or operation is the page title, already searched; counted twice it made every argument
 * of `createPayment` an answer to "create payment".
 */
function headingOf(record: SearchRecord): string {
  const heading = record.lvl3 ?? record.lvl2 ?? '';
  return QUALIFIED_NAME.exec(heading)?.[1] ?? heading;
}

/**
 * A reference page's address names it too: its slug (`payments-create`) and, for GraphQL, what it is
 * (`mutation`, `query`, `enum`, `input`…), words readers add to a name ("createStore mutation").
 */
function slugOf(page: string): string {
  const { pathname } = new URL(page, 'https://docs.pagora.com');
  if (!pathname.startsWith('/apis/')) return '';
  const parts = pathname.split('/').filter(Boolean);
  // A GraphQL page's slug is its title in kebab case: only what it is adds words.
  if (parts[1] === 'graphql')
    return parts.length >= 5 ? (parts.at(-2) ?? '').replace(/ies$/, 'y').replace(/s$/, '') : '';
  return parts.at(-1) ?? '';
}

/** What a page is called, as searched: its title, its sidebar label (guides) and its slug (reference). */
function namesOfPage(record: SearchRecord, page: string): string {
  return [record.lvl1, record.label, slugOf(page)].filter(Boolean).join(' ');
}

/** The terms that say what a page is, for title coverage. */
function pageTitleTerms(record: SearchRecord, page: string): string[] {
  return meaningfulTerms(namesOfPage(record, page));
}

const lowerCase = (term: string): string => term.toLowerCase();

function pageOf(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * DocSearch's facet filters as one test of a record: top-level entries AND, nested arrays OR, `-`
 * negates. Parsed once per request, not once per record: a short query ranks thousands of records.
 */
export function facetTest(filters: FacetFilters): (record: SearchRecord) => boolean {
  if (!filters) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const compile = (filter: string): ((record: SearchRecord) => boolean) => {
    const negated = filter.startsWith('-');
    const [attribute = '', ...rest] = (negated ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    return (record) => (String((record as unknown as Record<string, unknown>)[attribute]) === value) !== negated;
  };
  const tests = list.map((entry) => {
    if (!Array.isArray(entry)) return compile(entry);
    if (entry.length === 0) return () => true;
    const anyOf = entry.map(compile);
    return (record: SearchRecord) => anyOf.some((test) => test(record));
  });
  return (record) => tests.every((test) => test(record));
}

interface Scored {
  record: IndexedRecord;
  score: number;
  terms: string[];
}

/**
 * MiniSearch's score to 12 significant digits. Why: it sums a term's fields in the order its index
 * holds them, which differs between an index built here and one loaded from the build
 * (engineIndex.ts) in the last bits; rounded, both rank alike.
 */
function stableScore(score: number): number {
  return Number(score.toPrecision(12));
}

/** Best score first; equal scores in the engine's record order, whatever order they came in. */
function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || a.record.key - b.record.key;
}

export class SearchEngine {
  private index: MiniSearch<IndexedRecord>;
  /** Every record by its `key`. */
  private readonly records: IndexedRecord[] = [];
  private readonly byId = new Map<string, IndexedRecord>();
  private readonly pages = new Map<string, PageInfo>();
  /**
   * The three-digit codes records name (an HTTP status or a `statusCode` on its row of the errors
   * reference, a `StatusCode` value): such a query asks where the code is defined. Another number
   * (`100`, a rate limit) is searched as a word.
   */
  private readonly numericCodes = new Set<string>();
  /** The copies of each heading and text (see `copiesWeight`), one counter shared by its records. */
  private readonly copies = new Map<string, { count: number }>();
  /** The `stamp` of the index file the engine was built from (`addIndexFile` checks it). */
  readonly stamp: string | undefined;

  /** Indexes every record at once: for Node and tests; in a page use `SearchEngine.create`. */
  constructor(records: SearchRecord[], { stamp }: { stamp?: string } = {}) {
    this.stamp = stamp;
    this.index = new MiniSearch<IndexedRecord>(MINISEARCH_OPTIONS);
    records.forEach((record) => this.add(record));
  }

  /**
   * Builds the engine in slices of a few milliseconds, yielding to the page between them.
   * Why: indexing the ~4,000 records at once was one task of ~200 ms (~800 ms on a slow phone) that
   * froze the page it loaded on (the /search/ page indexes on arrival).
   */
  static async create(
    records: SearchRecord[],
    { sliceMs = 8, stamp }: { sliceMs?: number; stamp?: string } = {},
  ): Promise<SearchEngine> {
    const engine = new SearchEngine([], { stamp });
    await engine.addRecordsInSlices(records, { sliceMs });
    return engine;
  }

  /**
   * Adds records to a built engine (the field-level index file, after the first answer). Ranking is
   * by page, so a page's rows join its other records wherever they come from.
   */
  addRecords(records: SearchRecord[]): void {
    records.forEach((record) => this.add(record));
  }

  /** `addRecords` in slices, yielding to the page between them (for an engine built on the page). */
  async addRecordsInSlices(records: SearchRecord[], { sliceMs = 8 }: { sliceMs?: number } = {}): Promise<void> {
    let sliceStart = performance.now();
    for (const record of records) {
      this.add(record);
      if (performance.now() - sliceStart >= sliceMs) {
        await yieldToMain();
        sliceStart = performance.now();
      }
    }
  }

  /**
   * MiniSearch's index of every record the engine holds, encoded for the details file. Build it
   * from the final records at once (`joinIndexFiles`): a record replaced later cannot be encoded.
   */
  serializeIndex(first: string): EncodedEngineIndex {
    return encodeEngineIndex(this.index.toJSON(), first);
  }

  /**
   * Adds a details file's records with the index built for them at build time: the records are
   * only registered, not indexed (see engineIndex.ts). Without an index, or with one built for
   * another first file (a cached older one), its records are indexed here instead.
   */
  addIndexFile({ records, engine }: { records: SearchRecord[]; engine?: EncodedEngineIndex }): void {
    if (!this.canLoad(records, engine)) return this.addRecords(records);
    this.loadBuilt(records, engine);
  }

  /** `addIndexFile` in batches, yielding between them (for an engine built on the page). */
  async addIndexFileInSlices({
    records,
    engine,
  }: {
    records: SearchRecord[];
    engine?: EncodedEngineIndex;
  }): Promise<void> {
    if (!this.canLoad(records, engine)) return this.addRecordsInSlices(records);
    await yieldToMain();
    this.loadBuilt(records, engine);
  }

  /** The records registered and the index built for them loaded: nothing indexed here. */
  private loadBuilt(records: SearchRecord[], engine: EncodedEngineIndex): void {
    records.forEach((record) => this.register(record));
    this.index = loadEngineIndex(engine, MINISEARCH_OPTIONS);
  }

  /** Whether `engine` indexes exactly this engine's records plus `records`, with the same keys. */
  private canLoad(records: SearchRecord[], engine: EncodedEngineIndex | undefined): engine is EncodedEngineIndex {
    if (!engine) return false;
    const added = records.filter((record) => !this.byId.has(record.id)).length;
    if (engine.first === this.stamp && engine.documentCount === this.records.length + added) return true;
    console.warn(
      `Search: the details file's index was built for another first file (${engine.first}, not ${String(this.stamp)}); indexing its records here`,
    );
    return false;
  }

  private add(record: SearchRecord): void {
    const { item, replacing } = this.register(record);
    // A page's whole record, from the second index file, replaces the short one of the first.
    if (replacing) this.index.replace(item);
    else this.index.add(item);
  }

  /** Keeps a record (and its page) for ranking and hits, without indexing its text. */
  private register(record: SearchRecord): { item: IndexedRecord; replacing: boolean } {
    const page = pageOf(record.url);
    const isPageRecord = page === record.url;
    const previous = this.byId.get(record.id);
    const item: IndexedRecord = {
      ...record,
      key: previous?.key ?? this.records.length,
      heading: headingOf(record),
      title: isPageRecord ? namesOfPage(record, page) : '',
      pageTitle: isPageRecord ? '' : record.lvl1,
      page,
      anchor: isPageRecord ? '' : record.url.slice(page.length + 1),
    };
    this.records[item.key] = item;
    this.byId.set(record.id, item);
    for (const name of record.names?.split(' ') ?? []) if (THREE_DIGITS.test(name)) this.numericCodes.add(name);
    if (previous?.copies) item.copies = previous.copies;
    else if (item.anchor) {
      // What makes two sections or rows copies: the same heading and the same text.
      const key = `${item.heading}\u0000${item.content}`;
      let copies = this.copies.get(key);
      if (!copies) this.copies.set(key, (copies = { count: 0 }));
      copies.count++;
      item.copies = copies;
    }
    let info = this.pages.get(page);
    const firstOfPage = !info;
    if (!info) {
      const { pathname } = new URL(page, 'https://docs.pagora.com');
      const kind = pageKind(pathname, isPageRecord ? record.content : '');
      info = {
        kind,
        titleTerms: pageTitleTerms(record, page),
        nameTerms: [],
        platform: platformOf(pathname),
      };
      this.pages.set(page, info);
    }
    if (isPageRecord) {
      info.record = item;
      // A section registered first named the page without its label.
      if (!firstOfPage) info.titleTerms = pageTitleTerms(record, page);
      info.nameTerms = meaningfulTerms(record.names ?? '');
    }
    return { item, replacing: previous !== undefined };
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * MiniSearch's matches for one wording of the query: all its words, else any of them. `typing`:
   * the reader's last word when it has two letters (lower case), else null (see NAMING_FIELDS).
   */
  private match(query: string, weight: number, typing: string | null): SearchResult[] {
    const boost = Object.fromEntries(Object.entries(FIELD_BOOST).map(([field, value]) => [field, value * weight]));
    // A query of stop words only (`it`, the Italian language code) is searched as typed: API names keep them.
    const words = tokenize(query);
    const normalised = words.flatMap((term) => normaliseTerm(term) ?? []);
    const meaningful = normalised.length;
    const terms = meaningful === 0 ? words.map(lowerCase) : normalised;
    const search = (combineWith: 'AND' | 'OR') => this.index.search(wordsQuery(terms, combineWith, typing), { boost });
    const found = search('AND');
    if (found.length === 0) return search('OR');
    if (meaningful < PARTIAL_MATCH_TERMS) return found;
    const seen = new Set(found.map((result) => result.id as number));
    const partial = search('OR')
      .filter((result) => !seen.has(result.id as number))
      .map((result) => ({
        ...result,
        score: result.score * (result.queryTerms.length / meaningful) ** PARTIAL_SHARE_POWER,
      }));
    return found.concat(partial);
  }

  /**
   * The site's ranking: text score × page kind × how well the page title and the section heading
   * cover the query; then grouped by page (best page first, its own record first when its title
   * answers the query, at most SECTIONS_PER_PAGE records per page before every other page is listed).
   */
  rank(query: string): Scored[] {
    // "list payments graphql": the query is also searched without the API's name, which the
    // reference's pages seldom say, and that API's pages weigh more (see `namedArea`).
    const area = namedArea(query);
    // "tarjetas de prueba": also searched in English, weighing as a synonym, with its own synonyms.
    const english = englishWording(query);
    const wordings = [
      { text: query, weight: 1 },
      ...synonymVariants(query).map((text) => ({ text, weight: SYNONYM_WEIGHT })),
      ...(english ? [english, ...synonymVariants(english)].map((text) => ({ text, weight: SYNONYM_WEIGHT })) : []),
      ...(area ? [{ text: area.rest, weight: 1 }] : []),
    ];
    const wordingTerms = wordings.map((wording) => ({ terms: meaningfulTerms(wording.text), weight: wording.weight }));
    const lastWord = query.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
    const typing = lastWord.length === 2 ? lastWord : null;
    const best = new Map<number, Scored>();
    for (const wording of wordings) {
      for (const result of this.match(wording.text, wording.weight, typing)) {
        const key = result.id as number;
        const score = stableScore(result.score);
        const previous = best.get(key);
        if (previous && previous.score >= score) continue;
        const record = this.records[key];
        if (record) best.set(key, { record, score, terms: result.terms });
      }
    }
    // Only the best candidates are ranked by page: a short prefix matches thousands of sections, and
    // pages below these never reach the first results. The others follow in text-score order.
    const candidates = [...best.values()].sort(byScore);
    const tail = candidates.splice(RANKED_CANDIDATES);
    const measures = wordingTerms.map(({ terms, weight }) => ({ cover: coverageOf(terms), weight }));
    const coverOf = (titleTerms: string[]) =>
      measures.reduce((most, { cover, weight }) => Math.max(most, cover(titleTerms) * weight), 0);
    // Score each page: its best section, weighted by kind and by how much of the query its title says.
    const byPage = new Map<string, { info: PageInfo; titleCover: number; records: Scored[]; score: number }>();
    const pairs = meaningfulTerms(query).length >= PARTIAL_MATCH_TERMS ? wordPairs(wordingTerms) : [];
    for (const scored of candidates) {
      if (pairs.length > 0) scored.score *= 1 + PHRASE_WEIGHT * phraseShare(scored.record, pairs);
      const info = this.pages.get(scored.record.page)!;
      let group = byPage.get(scored.record.page);
      if (!group) {
        group = {
          info,
          titleCover: Math.max(coverOf(info.titleTerms), coverOf(info.nameTerms)),
          records: [],
          score: 0,
        };
        byPage.set(scored.record.page, group);
      }
      if (CROSS_REFERENCES.has(scored.record.lvl2 ?? '')) scored.score *= CROSS_REFERENCE_WEIGHT;
      else if (scored.record.heading) {
        scored.record.headingTerms ??= meaningfulTerms(scored.record.heading);
        const headingCover = coverOf(scored.record.headingTerms);
        // A schema's own property row (`schema.type`, not a nested `schema.data.type`) defines what its
        // copies repeat: the values of ApiException's `type` and `code`, repeated in every operation's
        // error responses, are found on the schema within the first page of hits.
        const defining = info.kind === 'rest-schema' && SCHEMA_PROPERTY.test(scored.record.anchor);
        const weight = rowWeight(scored.record) * copiesWeight(defining ? 1 : (scored.record.copies?.count ?? 1));
        scored.score *= (1 + headingCover) * weight;
      }
      group.records.push(scored);
    }
    const groups = [...byPage.values()];
    // Whether a wording of the query says a platform's name (typos and prefixes as in titles).
    const namesPlatform = (platform: string) => wordingTerms.some(({ terms }) => coverageOf([platform])(terms) > 0);
    // A name or a code (`orderId`, `INVALID_STATUS`, `429`) asks where it is defined (see IDENTIFIER).
    const asked = query.trim();
    const identifier = IDENTIFIER.test(asked) || this.numericCodes.has(asked);
    groups.forEach((group) => group.records.sort(byScore));
    // A name or a code (any three digits too) is answered by the one row that defines it, so a page
    // that repeats it in a second section gains nothing.
    const secondWeight = identifier || isErrorCode(asked) ? 0 : SECOND_SECTION_WEIGHT;
    const textOf = ({ records }: { records: Scored[] }) => records[0]!.score + secondWeight * (records[1]?.score ?? 0);
    const topScore = groups.reduce((top, group) => Math.max(top, textOf(group)), -Infinity);
    for (const group of groups) {
      // Text scores vary with section length and word counts; what the page is (its kind, and whether
      // its title says what the reader asked) matters more, so the text score is damped.
      const text = (textOf(group) / topScore) ** TEXT_DAMPING;
      // Kind weights say which page answers a topic or a task; an identifier is answered where it is
      // defined, whatever the page's kind (see IDENTIFIER_MENTION_WEIGHT).
      const kindWeight = identifier ? IDENTIFIER_KIND_WEIGHT[group.info.kind] : KIND_WEIGHT[group.info.kind];
      group.score = text * kindWeight * (1 + TITLE_WEIGHT * group.titleCover ** 2);
      if (area && group.records[0]!.record.docusaurus_tag === area.tag) group.score *= NAMED_AREA_WEIGHT;
      if (group.info.platform && !namesPlatform(group.info.platform)) group.score *= OTHER_PLATFORM_WEIGHT;
      if (group.info.kind === 'changelog' && group.records[0]!.record !== group.info.record)
        group.score *= CHANGELOG_ENTRY_WEIGHT;
      const defined = identifier && definesNames(group.info.kind, group.records[0]!.record, asked);
      if (identifier && group.info.kind === 'guide' && !defined) group.score *= IDENTIFIER_GUIDE_WEIGHT;
      else if (identifier && group.titleCover < TITLE_ANSWERS && !defined) group.score *= IDENTIFIER_MENTION_WEIGHT;
      // Presentation, not ranking: a page whose title answers the query ("refund", "verify callback
      // signatures") is listed from its top, its own record first, not from its best section. Not for
      // an identifier: the row that defines it is the answer there.
      const own = group.info.record;
      if (own && !identifier && group.titleCover >= TITLE_ANSWERS) {
        const index = group.records.findIndex((scored) => scored.record === own);
        const [ownScored] =
          index === -1
            ? [{ record: own, score: group.score, terms: group.records[0]!.terms }]
            : group.records.splice(index, 1);
        group.records.unshift(ownScored!);
      }
    }
    const ordered = groups.sort((a, b) => b.score - a.score || byScore(a.records[0]!, b.records[0]!));
    const first = ordered.flatMap((group) => group.records.slice(0, SECTIONS_PER_PAGE));
    const rest = ordered.flatMap((group) => group.records.slice(SECTIONS_PER_PAGE));
    return first.concat(rest, tail);
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const typed = (request.query ?? '').trim();
    // A pasted error body or `statusCode 105` is searched as the code that names the error.
    const query = pastedErrorValue(typed) ?? typed;
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const ranked = query ? this.rank(query) : [];
    const passes = facetTest(request.facetFilters);
    const filtered = ranked.filter((scored) => passes(scored.record));
    const shown = filtered.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    // Highlighted: the words the shown hits matched (prefixes and typos expanded) and the query's own.
    // Only the shown hits': a short prefix matches hundreds of words across the ranked records.
    const terms = [...new Set(shown.flatMap((scored) => scored.terms).concat(query.toLowerCase().split(/\s+/)))];
    const hits = shown.map((scored) => this.toHit(scored.record, terms));
    return {
      hits,
      nbHits: filtered.length,
      page,
      nbPages: Math.ceil(filtered.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query: typed,
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
    const headingMatched = highlight(record.heading || record.lvl1, terms).matchLevel !== 'none';
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

/**
 * The one entry point: an engine over parsed index records (`parseIndexFile`), answering with the
 * site's ranking. The search worker, the page fallback, the tests, the bench and Node tools use it.
 */
export function createSearchEngine(records: SearchRecord[], options: { stamp?: string } = {}): SearchEngine {
  return new SearchEngine(records, options);
}
