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
  /** Section text (plain text, not HTML). */
  content: string;
  /** Facets as DocSearch's contextual search sends them. */
  language: string;
  docusaurus_tag: string;
}

/** Where the build writes the index and the browser fetches it. */
export const SEARCH_INDEX_PATH = '/search-index.json';
