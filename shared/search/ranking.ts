/**
 * What the site's ranking knows about pages and queries, apart from MiniSearch's text score:
 * the kind of page a URL is, and how much of a query a title covers.
 */
import { tokenize } from './tokenize';

export type PageKind =
  | 'guide'
  | 'changelog'
  | 'api-overview'
  | 'rest-operation'
  | 'rest-tag'
  | 'rest-event'
  | 'rest-schema'
  | 'graphql-operation'
  | 'graphql-type'
  | 'graphql-input';

/**
 * How much a page kind weighs. Guides explain a topic, so they come before the reference for a
 * topic word; an operation page is the answer to an operation's name, so it comes before the
 * schemas and types it uses (which are found by their own names through title matches).
 */
export const KIND_WEIGHT: Record<PageKind, number> = {
  guide: 1.3,
  // The changelog page itself (its title and lead) answers questions about changes, as a guide does;
  // its entries weigh less (CHANGELOG_ENTRY_WEIGHT).
  changelog: 1.3,
  // The REST and GraphQL overviews define what holds for every call (base URL, authentication,
  // idempotency, rate limits, pagination, errors): for those concepts asked in a reader's words, their
  // sections are the answer, before guides that mention them in passing. Measured at 1.2 and 1.4
  // (issue 43): the integrators' tuning questions 65.7 / 84.3 / 0.761 -> 67.1 / 87.1 / 0.777, the
  // tuning part unchanged, neither held-out part lower.
  'api-overview': 1.4,
  'rest-operation': 1.25,
  'graphql-operation': 1.05,
  // A webhook event's page (`/apis/rest/webhooks/payment-created/`), weighed as a tag page. Measured
  // at 1.0 and 1.25: its "In the GraphQL API" and "Receive and verify it" sections, the same on every
  // event, then came before the operations and guides for "create payment graphql" or "graphql api".
  'rest-event': 0.8,
  'rest-tag': 0.8,
  'rest-schema': 0.6,
  'graphql-type': 0.6,
  // Input types repeat the fields of the objects they create; the object is where a field is explained.
  'graphql-input': 0.5,
};

/** The overview of each API: the REST and GraphQL references, and the webhooks' events (envelope, headers, retries). */
const API_OVERVIEWS = new Set(['/apis/rest/', '/apis/graphql/', '/apis/rest/webhooks/']);

/** The API changelog: one page of dated entries. */
const CHANGELOG = '/changelog/';

/**
 * An entry of the changelog, against its kind's weight. An entry is news about the pages it links
 * to, which explain the topic; weighed as a guide section, every entry came before those pages for
 * its topic's words ("what happens when a subscription payment fails", "resume subscription api").
 */
export const CHANGELOG_ENTRY_WEIGHT = 0.45;

const OPERATION_LEAD = /^(GET|POST|PUT|PATCH|DELETE) \//;

/** The kind of a page, from its path and (for REST pages, where tags and operations share a folder) its lead. */
export function pageKind(pathname: string, lead: string): PageKind {
  if (API_OVERVIEWS.has(pathname)) return 'api-overview';
  if (pathname === CHANGELOG) return 'changelog';
  if (pathname.startsWith('/apis/rest/schemas/')) return 'rest-schema';
  if (pathname.startsWith('/apis/rest/webhooks/')) return 'rest-event';
  if (pathname.startsWith('/apis/rest/')) return OPERATION_LEAD.test(lead) ? 'rest-operation' : 'rest-tag';
  if (pathname.startsWith('/apis/graphql/types/inputs/')) return 'graphql-input';
  if (pathname.startsWith('/apis/graphql/types/')) return 'graphql-type';
  if (pathname.startsWith('/apis/graphql/')) return 'graphql-operation';
  return 'guide';
}

/**
 * The shop platform a page is about (`/e-commerce/shopify/pagora-mbway/`: shopify), by the first word
 * of its folder under /e-commerce/; undefined for every other page.
 */
export function platformOf(pathname: string): string | undefined {
  return /^\/e-commerce\/([a-z]+)/.exec(pathname)?.[1];
}

/**
 * A page about one shop platform, against a query that does not name the platform: its plug-in's
 * pages explain a payment method or a task for that platform's merchants only, and they came before
 * the page that answers for everyone ("integrar pagamentos mb way pela api" found Pagora MB WAY for
 * Shopify). Measured at 1, 0.8, 0.6 and 0.4 (issue 43): 0.8 best on the integrators' tuning part
 * (70.0 / 89.0 / 0.795 -> 72.0 / 89.0 / 0.809), and no part lower.
 */
export const OTHER_PLATFORM_WEIGHT = 0.8;

/** Words that carry no meaning in a query ("create a payment"): neither indexed nor required. */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'for',
  'in',
  'on',
  'with',
  'and',
  'or',
  'by',
  'my',
  'how',
  'do',
  'i',
  'is',
  'it',
  'your',
  'from',
  // "take payments for my sellers as a marketplace": required, "as" put "Pagora as the gateway" first
  // (issue 43; the integrators' held-out questions MRR 0.763 -> 0.765, the other parts unchanged).
  'as',
  // Question words: readers and agents ask "what is a payment token", "can I refund multibanco".
  // Indexed, they matched every "What can go wrong" heading.
  'what',
  'when',
  'why',
  'where',
  'which',
  'who',
  'does',
  'can',
  'should',
  'will',
  'are',
  'be',
  'was',
  'me',
  'we',
  'you',
  // Verbs of looking for something ("where do I find my secret key", "where can I see my payouts"):
  // the reader's search, not the topic. Required, "find" put "Find and rotate your signing secret"
  // before the page that says where the secret key is (issue 43; the integrators' held-out questions
  // gained a case at first place: MRR 0.752 -> 0.763, the other parts unchanged).
  'find',
  'see',
  'locate',
  'look',
]);

/**
 * A term as the engine indexes and compares it: lower case, or null for a stop word. A stop word in
 * capitals (`IN`, `OR`) is an API name (an enum value), not a filler word.
 */
export function normaliseTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) && !isCapitals(term) ? null : lower;
}

const isCapitals = (term: string): boolean => term.length > 1 && term === term.toUpperCase() && /[A-Z]/.test(term);

/** The terms of a text as the engine compares them: lower case, stop words out. */
export function meaningfulTerms(text: string): string[] {
  return tokenize(text)
    .map(normaliseTerm)
    .filter((term): term is string => term !== null);
}

/** Typos forgiven in a word of this length, as the engine's fuzzy matching does. */
export function typosAllowed(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
}

/** Levenshtein distance, or `limit + 1` as soon as it is known to exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How well a query term names a title term: 1 for the same word, 0.9 for a longer or shorter form
 * of it (plural, stem, the word being typed), 0.8 for a typo of a long word, else 0.
 */
function termMatch(queryTerm: string, titleTerm: string): number {
  if (queryTerm === titleTerm) return 1;
  if (queryTerm.length >= 3 && titleTerm.startsWith(queryTerm)) return 0.9;
  // A word that is the start of the query's word ("payout" for "payouts").
  if (titleTerm.length >= 4 && queryTerm.startsWith(titleTerm)) return 0.9;
  const typos = typosAllowed(queryTerm);
  return typos > 0 && editDistance(queryTerm, titleTerm, typos) <= typos ? 0.8 : 0;
}

/**
 * How much of one query a title or heading says (0 to 1): each query term's best match, averaged.
 * Made once per query: titles share most of their words, so each word is compared once.
 */
export function coverageOf(queryTerms: string[]): (titleTerms: string[]) => number {
  const known = queryTerms.map(() => new Map<string, number>());
  const match = (index: number, titleTerm: string): number => {
    let value = known[index]!.get(titleTerm);
    if (value === undefined) {
      value = termMatch(queryTerms[index]!, titleTerm);
      known[index]!.set(titleTerm, value);
    }
    return value;
  };
  return (titleTerms) => {
    if (queryTerms.length === 0) return 0;
    let total = 0;
    for (let index = 0; index < queryTerms.length; index++) {
      let best = 0;
      for (const titleTerm of titleTerms) best = Math.max(best, match(index, titleTerm));
      total += best;
    }
    return total / queryTerms.length;
  };
}

/**
 * A query that names one API ("graphql errors", "list payments graphql", "rest api rate limits")
 * asks for that API's pages. The reference's pages seldom say their API's name, so the name is not
 * a word to match: it is taken out of the query (`rest`) and the pages of that docs instance
 * (`tag`, a record's `docusaurus_tag`) weigh NAMED_AREA_WEIGHT. "REST" alone is also an English word
 * ("the rest of the amount"), so only "REST API" names the REST reference.
 */
const AREA_NAMES: ReadonlyArray<{ tag: string; name: RegExp }> = [
  { tag: 'docs-graphql-current', name: /\bgraphql(?:\s+api)?\b/gi },
  { tag: 'docs-rest-current', name: /\brest\s+api\b/gi },
];
export const NAMED_AREA_WEIGHT = 1.5;

/** The docs instance a query names and the query without that name, or null (none, or nothing else asked). */
export function namedArea(query: string): { tag: string; rest: string } | null {
  for (const { tag, name } of AREA_NAMES) {
    const rest = query.replace(name, ' ').replace(/\s+/g, ' ').trim();
    if (rest !== query.trim() && meaningfulTerms(rest).length > 0) return { tag, rest };
  }
  return null;
}
