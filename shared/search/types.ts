/** One searchable section of a built page, as stored in the embedded index (`/search-index.json`). */
export interface SearchRecord {
  /** Stable id: the section URL. */
  id: string;
  /** Page path plus the heading anchor, e.g. `/testing/#3-d-secure`. */
  url: string;
  /** DocSearch hierarchy: area, page title, h2, h3. */
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  /**
   * A page's own record only: its sidebar label, when it differs from its title. Searched as the
   * title is, never shown. Why: readers look a page up by the name the sidebar gave it ("Pay by
   * link", "Payment request button"), and the issue asks for pages whose label says the query first.
   */
  label?: string;
  /** Section text (plain text, not HTML), cut at a few hundred characters. */
  content: string;
  /**
   * The API names the section defines (enum values in its table or list of values), each once,
   * space-separated and never cut: searched, not shown. Why: a long table of values runs past the
   * cut of `content` (the PaymentMethod schema's later values were not found); kept apart, they
   * leave the text's scores as they were. Reference records keep them in the details file
   * (`indexSplit.ts`); a guide's anchored table row keeps its codes (`429 RATE_LIMITED`) in the first.
   */
  names?: string;
  /** Facets as DocSearch's contextual search sends them. */
  language: string;
  docusaurus_tag: string;
  /**
   * A row of a reference table (a REST parameter or property, a GraphQL field, argument or enum
   * value), set by the build. Such records go to the second index file (`indexSplit.ts`); the
   * files do not store the flag.
   */
  field?: boolean;
}

/** Where the build writes the index of pages and sections, and the browser fetches it first. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/**
 * The reference's sections and rows (and its pages' whole records), fetched after the first answer
 * or before answering a query that needs them. Why two files: see `indexSplit.ts`.
 */
export const SEARCH_DETAILS_INDEX_PATH = '/search-index-details.json';
/** The folder of the details' parts, which the details file (a manifest) names (detailsFiles.ts). */
export const SEARCH_DETAILS_PARTS_DIR = '/search-index-details/';

/** Both index files, in the order they are loaded. */
export const SEARCH_INDEX_FILES = [SEARCH_INDEX_PATH, SEARCH_DETAILS_INDEX_PATH] as const;
