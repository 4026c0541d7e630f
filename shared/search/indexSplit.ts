/**
 * Which records go to which index file. The first file (`SEARCH_INDEX_PATH`) answers the first
 * query, so it must stay small however large the API grows: it holds the guides (all their
 * sections) and each reference page's own record with its lead cut to the first sentence. The
 * second (`SEARCH_DETAILS_INDEX_PATH`), fetched after the first answer, holds the reference pages'
 * sections and rows (REST parameters and properties, GraphQL fields, arguments and enum values) and
 * each reference page's own record again, whole: added later, it replaces the short one. Neither
 * file carries `more` (the rest of a long guide section's text): searched, it gained no case of the
 * relevance suite or its held-out parts (issue 43), and cost the details file about 130 KB gzip.
 *
 * Why: with everything in one file the first query downloaded ~306 KB gzip (budget 300), and with
 * an API four times larger the reference's sections alone would be several times that (issue 19).
 *
 * An API's overview (`/apis/rest/`, `/apis/graphql/`, the webhooks' overview: written as guides are,
 * and as few however large the API grows) is a guide here: all its sections are in the first file.
 * Kept in the second, "idempotency" or "rate limits" found other pages first, or found the overview's
 * section only once an earlier query had loaded the details (issue 43).
 */
import { pageKind } from './ranking';
import type { SearchRecord } from './types';

/** The reference areas (`lvl0`); their sections and rows wait for the second file. */
const REFERENCE_AREAS: ReadonlySet<string> = new Set(['REST API', 'GraphQL API']);

/** Whether an area (`lvl0`) is one of the API references; every other area is guides. */
export const isReferenceArea = (area: string): boolean => REFERENCE_AREAS.has(area);
/** Longest lead kept in the first file when no sentence ends sooner. */
const SHORT_LEAD_CHARS = 160;

const isPageRecord = (record: SearchRecord): boolean => !record.url.includes('#');

/** Whether a record is a guide's, or an API overview's section (searched from the first file like a guide's). */
const readAsGuide = (record: SearchRecord): boolean =>
  !record.field &&
  (!isReferenceArea(record.lvl0) ||
    pageKind(new URL(record.url, 'https://docs.pagora.com').pathname, '') === 'api-overview');

/** The first sentence of a lead (enough to say what the page is, e.g. `POST /payments Creates a payment.`). */
export function shortLead(text: string): string {
  const sentence = /^(.{20,200}?[.!?])(?:\s|$)/.exec(text);
  if (sentence) return sentence[1]!;
  if (text.length <= SHORT_LEAD_CHARS) return text;
  const cut = text.slice(0, SHORT_LEAD_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1));
}

/**
 * A reference record as the first file keeps it: without its API names, searched but never shown
 * (the details file brings them, with the rows and schemas that define each enum value and field).
 */
function withoutUnshown({ names: _names, ...record }: SearchRecord): SearchRecord {
  return record;
}

export function splitIndex(records: SearchRecord[]): { first: SearchRecord[]; details: SearchRecord[] } {
  const first: SearchRecord[] = [];
  const details: SearchRecord[] = [];
  for (const record of records) {
    if (readAsGuide(record)) {
      // A guide's names are its anchored rows' codes (`429`, `RATE_LIMITED`): few, and what a pasted
      // error is looked up by. An API overview's, like the reference's, wait for the details file.
      first.push(isReferenceArea(record.lvl0) ? withoutUnshown(record) : record);
    } else if (isPageRecord(record)) {
      first.push({ ...withoutUnshown(record), content: shortLead(record.content) });
      details.push(record);
    } else {
      details.push(record);
    }
  }
  return { first, details };
}

/**
 * The records the engine holds once both files are in, in its order: the first file's (a page
 * record of the details file standing in for its short one, at the same place), then the details
 * file's others. The build-time index (engineIndex.ts) is built from exactly this list.
 */
export function joinIndexFiles(first: SearchRecord[], details: SearchRecord[]): SearchRecord[] {
  const byId = new Map<string, SearchRecord>();
  for (const record of [...first, ...details]) byId.set(record.id, record);
  return [...byId.values()];
}
