/**
 * A search client with the surface of Algolia's lite client (`search`), answered by the embedded
 * index instead of a hosted service. DocSearch's modal and the /search/ page use it unchanged.
 * The index is fetched once, on first need (hovering or focusing the search button preloads it).
 */
// The engine (and MiniSearch) loads with the index, not with every page.
import type { SearchEngine, SearchRequest, SearchResponse } from './engine';
import { SEARCH_INDEX_PATH } from './types';
import { decodeIndex, type SearchIndexFile } from './indexFile';

let engine: Promise<SearchEngine> | undefined;

export class SearchIndexUnavailableError extends Error {
  override name = 'SearchIndexUnavailableError';
  constructor(reason: string) {
    super(`Unable to load the search index: ${reason}`);
  }
}

/**
 * Whether the last attempt to load the index failed. DocSearch 4.7 cannot show its error screen for
 * a failed search (autocomplete resets the status to idle right after setting it to error), so the
 * client answers with no hits and the search bar reads this flag to word that screen as the
 * "Unable to fetch results" message instead. Subscribe with `useSyncExternalStore`.
 */
let indexUnavailable = false;
const listeners = new Set<() => void>();
function setIndexUnavailable(value: boolean): void {
  if (indexUnavailable === value) return;
  indexUnavailable = value;
  listeners.forEach((listener) => listener());
}
export const searchIndexStatus = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isUnavailable: (): boolean => indexUnavailable,
};

function fetchIndexFile(indexUrl: string): Promise<SearchIndexFile> {
  return fetch(indexUrl)
    .catch((error: unknown) => {
      throw new SearchIndexUnavailableError(error instanceof Error ? error.message : String(error));
    })
    .then((response) => {
      if (!response.ok) throw new SearchIndexUnavailableError(`HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    });
}

/** Starts fetching the index; safe to call many times. A failed load is retried on the next call. */
export function loadSearchEngine(indexUrl: string = SEARCH_INDEX_PATH): Promise<SearchEngine> {
  // The engine's code downloads alongside the index, not after it (one round trip less).
  engine ??= Promise.all([fetchIndexFile(indexUrl), import('./engine')])
    .then(([file, { SearchEngine: Engine }]) => {
      setIndexUnavailable(false);
      return Engine.create(decodeIndex(file));
    })
    .catch((error: unknown) => {
      engine = undefined;
      setIndexUnavailable(true);
      throw error;
    });
  return engine;
}

type RawRequest = SearchRequest & { params?: string | Record<string, unknown> };

/** Accepts the shapes DocSearch (`{ requests }`) and algoliasearch-helper (an array) send. */
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

export function createLocalSearchClient(indexUrl?: string): LocalSearchClient {
  return {
    appId: 'embedded',
    transporter: {},
    addAlgoliaAgent: () => undefined,
    clearCache: async () => undefined,
    async search(argument) {
      const requests = normalise(argument);
      let searchEngine: SearchEngine;
      try {
        searchEngine = await loadSearchEngine(indexUrl);
      } catch (error) {
        // Logged for the reader's devtools; the modal says "Unable to fetch results".
        console.error(error);
        return { results: requests.map(emptyResponse) };
      }
      return { results: requests.map((request) => searchEngine.search(request)) };
    },
  };
}
