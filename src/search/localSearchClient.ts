/**
 * A search client with the surface of Algolia's lite client (`search`), answered by the embedded
 * index instead of a hosted service. DocSearch's modal and the /search/ page use it unchanged.
 * The index is fetched once, on first need (hovering or focusing the search button preloads it),
 * and the engine is built and queried in a Web Worker, or on the page where no worker can run.
 * The index comes in two files: pages and sections first, then the field-level records (REST
 * parameters and properties, GraphQL fields, arguments and enum values), fetched when the reader
 * interacts again after the first answer, or before answering a query that needs them (see
 * `queryNeedsFields`).
 */
// The engine (and MiniSearch) loads with the index, not with every page.
import type { SearchRequest, SearchResponse } from '../../shared/search/engine';
import { SEARCH_DETAILS_INDEX_PATH, SEARCH_INDEX_PATH } from '../../shared/search/types';
import { parseIndex } from '../../shared/search/indexFile';
import { fetchDetails, parseDetails } from '../../shared/search/detailsFiles';
import { startSearchWorker, WorkerUnavailableError, type SearchBackend } from './searchWorker';

let engine: Promise<SearchBackend> | undefined;
/** The field-level records being added to `engine`, and whether they are in (both reset with it). */
let fields: Promise<void> | undefined;
let fieldsAdded = false;

export class SearchIndexUnavailableError extends Error {
  override name = 'SearchIndexUnavailableError';
  constructor(reason: string) {
    super(`Unable to load the search index: ${reason}`);
  }
}

/**
 * Where loading the index stands: `idle` before first use, `loading` while the index downloads and
 * the engine is built, `ready`, or `unavailable` when the last attempt failed.
 *
 * Why the search bar and the search page read it: DocSearch 4.7 renders its "No results" screen for
 * a typed query before the first answer arrives (and keeps it while the request is pending), and it
 * cannot show its error screen for a failed search (autocomplete resets the status to idle right
 * after setting it to error). So while `loading` that screen is worded as a loading state, and while
 * `unavailable` as "Unable to fetch results". Subscribe with `useSyncExternalStore`.
 *
 * `waiting`: the last query is known to wait for an index file (the engine, or the details file:
 * `queryNeedsFields`), worded as `loading`;
 * DocSearch keeps showing the previous query's hits while a request is pending, so meanwhile the
 * search bar hides them (issue 73: for seconds, readers read another query's answers).
 */
export type SearchIndexState = 'idle' | 'loading' | 'waiting' | 'ready' | 'unavailable';
let indexState: SearchIndexState = 'idle';
/** Where the engine stands; `indexState` adds whether the last query waits for an index file. */
let engineState: SearchIndexState = 'idle';
/** The last query asked (by number), and whether it is known to wait for an index file. */
let lastQuery = 0;
let lastQueryWaits = false;
/** The answer to the last query asked. */
let latestAnswer: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();
function publishState(): void {
  const value = engineState !== 'unavailable' && lastQueryWaits ? 'waiting' : engineState;
  if (indexState === value) return;
  indexState = value;
  listeners.forEach((listener) => listener());
}
function setIndexState(value: SearchIndexState): void {
  engineState = value;
  publishState();
}
export const searchIndexStatus = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getState: (): SearchIndexState => indexState,
  isUnavailable: (): boolean => indexState === 'unavailable',
};

function fetchIndexBytes(indexUrl: string): Promise<ArrayBuffer> {
  return fetch(indexUrl)
    .catch((error: unknown) => {
      throw new SearchIndexUnavailableError(error instanceof Error ? error.message : String(error));
    })
    .then((response) => {
      if (!response.ok) throw new SearchIndexUnavailableError(`HTTP ${response.status}`);
      return response.arrayBuffer();
    });
}

/** The engine on the page's own thread, built in slices so the page keeps responding. */
async function buildOnPage(bytes: ArrayBuffer): Promise<SearchBackend> {
  const { SearchEngine } = await import('../../shared/search/engine');
  const { records, stamp } = parseIndex(bytes);
  const pageEngine = await SearchEngine.create(records, { stamp });
  return {
    search: async (requests) => requests.map((request) => pageEngine.search(request)),
    addDetails: (url) =>
      fetchDetails(url, fetchIndexBytes).then((files) => pageEngine.addIndexFileInSlices(parseDetails(files))),
  };
}

async function buildEngine(indexUrl: string): Promise<SearchBackend> {
  // The worker's script downloads alongside the index, not after it.
  const worker = startSearchWorker();
  let bytes: ArrayBuffer;
  try {
    bytes = await fetchIndexBytes(indexUrl);
    if (worker) return await worker.load(bytes);
  } catch (error) {
    worker?.terminate(); // a retry starts a fresh one
    if (!(error instanceof WorkerUnavailableError)) throw error;
    console.warn(`${error.message}; searching on the page instead.`);
  }
  return buildOnPage(bytes!);
}

/** Starts loading the index and the engine; safe to call many times. A failed load is retried on the next call. */
export function loadSearchEngine(indexUrl: string = SEARCH_INDEX_PATH): Promise<SearchBackend> {
  if (!engine) {
    fields = undefined;
    fieldsAdded = false;
    setIndexState('loading');
    engine = buildEngine(indexUrl).then(
      (backend) => {
        setIndexState('ready');
        return backend;
      },
      (error: unknown) => {
        engine = undefined;
        setIndexState('unavailable');
        throw error;
      },
    );
  }
  return engine;
}

/**
 * Adds the field-level records to the engine; safe to call many times. Without them search still
 * answers from pages and sections, so a failure is logged and retried on the next call.
 */
function loadFields(backend: SearchBackend, fieldsUrl: string): Promise<void> {
  fields ??= backend
    .addDetails(new URL(fieldsUrl, location.href).href)
    .then(() => {
      fieldsAdded = true;
    })
    .catch((error: unknown) => {
      fields = undefined;
      console.warn(`Search fields not loaded: ${error instanceof Error ? error.message : String(error)}`);
    });
  return fields;
}

/** What a reader does that says they are still searching: typing, pointing, scrolling. */
const INTERACTIONS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * Runs `task` at the reader's next interaction after the answer just given: someone who reads the
 * first answer and follows a hit never downloads the details file (about half a megabyte), and a page
 * opened on a query (/search/?q=…) finishes loading without it. Not at idle: the worker fetches them
 * off the page's thread, and a page typed into is idle only once the reader stops.
 * A query that needs the rows does not wait for this: it fetches them itself (`queryNeedsFields`).
 */
function afterFirstAnswer(task: () => void): void {
  if (typeof window === 'undefined') return;
  const start = (): void => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    task();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * An identifier (`orderId`, `PARTIALLY_REFUNDED`) names a field or an enum value (a dotted word is
 * not one: `pagora.js` is a file name):
 * its row is the answer, so such a query waits for the field-level records, as does a query that
 * pages and sections do not answer at all.
 */
export function queryNeedsFields(query: string, nbHits: number): boolean {
  // One or two letters are a word being typed, not a question the details could answer.
  if (query.trim().length < 3) return false;
  return nbHits === 0 || IDENTIFIER.test(query);
}
const IDENTIFIER = /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/;

type RawRequest = SearchRequest & { params?: string | Record<string, unknown> };

/** Accepts the shapes DocSearch and the search page send (`{ requests }`), and the older array of `{ indexName, params }`. */
function normalise(argument: unknown): SearchRequest[] {
  const raw: RawRequest[] = Array.isArray(argument)
    ? argument
    : ((argument as { requests?: RawRequest[] }).requests ?? []);
  return raw.map((request) => {
    const params =
      typeof request.params === 'string'
        ? Object.fromEntries([...new URLSearchParams(request.params)].map(([key, value]) => [key, safeJson(value)]))
        : (request.params ?? {});
    return { ...(params as SearchRequest), ...stripParams(request) };
  });
}

function stripParams({ params: _params, ...rest }: RawRequest): SearchRequest {
  return rest;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The answer to a request when there is nothing to search (the index could not be loaded). */
function emptyResponse(request: SearchRequest): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? 20,
    processingTimeMS: 0,
    query: request.query ?? '',
    params: '',
    index: request.indexName ?? 'pagora-docs',
    exhaustiveNbHits: true,
  };
}

export interface LocalSearchClient {
  search: (argument: unknown) => Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent: () => void;
  clearCache: () => Promise<void>;
  transporter: Record<string, never>;
  appId: string;
}

export function createLocalSearchClient(
  indexUrl?: string,
  detailsIndexUrl: string = SEARCH_DETAILS_INDEX_PATH,
): LocalSearchClient {
  return {
    appId: 'embedded',
    transporter: {},
    addAlgoliaAgent: () => undefined,
    clearCache: async () => undefined,
    search(argument) {
      const answer = answerQuery(normalise(argument), indexUrl, detailsIndexUrl);
      latestAnswer = answer;
      return answer;
    },
  };
}

/**
 * Settles once the last query asked has its answer. A query superseded while it waited (typing goes
 * on while the engine or the details load) settles after it: DocSearch renders every answer that
 * comes before a later query's, and renders the later one instead when it comes after, so the
 * superseded answers then cost no render of their own (at 4x CPU throttle, about 40 ms each).
 */
async function latestAnswered(): Promise<void> {
  for (let seen: Promise<unknown> | undefined; seen !== latestAnswer;) {
    seen = latestAnswer;
    await seen.catch(() => undefined);
  }
}

async function answerQuery(
  requests: SearchRequest[],
  indexUrl: string | undefined,
  detailsIndexUrl: string,
): Promise<{ results: SearchResponse[] }> {
  // Known to wait: for the engine now, or for the details once the first answer says so. Typing on
  // after a query that waits for the details keeps the state (one modal render less per keystroke).
  const query = ++lastQuery;
  const waits = (known: boolean): void => {
    if (query === lastQuery) lastQueryWaits = known;
  };
  waits(engineState !== 'ready' || (lastQueryWaits && !fieldsAdded));
  publishState();
  try {
    const backend = await loadSearchEngine(indexUrl);
    // An identifier waits for the details whatever the first answer: they load while it is searched.
    if (requests.some((request) => IDENTIFIER.test(request.query ?? ''))) void loadFields(backend, detailsIndexUrl);
    const loading = engine;
    const results = await backend.search(requests);
    const superseded = async () => ({ results: await latestAnswered().then(() => results) });
    if (query !== lastQuery) return superseded();
    if (fieldsAdded) return { results };
    if (results.some((result) => queryNeedsFields(result.query, result.nbHits))) {
      waits(true);
      publishState();
      await loadFields(backend, detailsIndexUrl);
      if (query !== lastQuery) return superseded();
      return { results: fieldsAdded ? await backend.search(requests) : results };
    }
    // Once the reader goes on after this answer, the rest of the index follows (unless the engine was replaced meanwhile).
    afterFirstAnswer(() => void (engine === loading && loadFields(backend, detailsIndexUrl)));
    return { results };
  } catch (error) {
    // A worker that stopped after loading is replaced on the next query.
    if (error instanceof WorkerUnavailableError) {
      engine = undefined;
      fields = undefined;
      fieldsAdded = false;
    }
    // Logged for the reader's devtools; the modal says "Unable to fetch results".
    console.error(error);
    return { results: requests.map(emptyResponse) };
  } finally {
    waits(false);
    publishState();
  }
}
