/**
 * A search client with the surface of Algolia's lite client (`search`), answered by the embedded
 * index instead of a hosted service. DocSearch's modal and the /search/ page use it unchanged.
 * The index is fetched once, on first need (hovering or focusing the search button preloads it).
 */
import { SearchEngine, type SearchRequest, type SearchResponse } from './engine';
import { SEARCH_INDEX_PATH, type SearchIndexFile } from './types';

let engine: Promise<SearchEngine> | undefined;

/** Starts fetching the index; safe to call many times. A failed load is retried on the next call. */
export function loadSearchEngine(indexUrl: string = SEARCH_INDEX_PATH): Promise<SearchEngine> {
  engine ??= fetch(indexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index request failed with HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((file) => new SearchEngine(file.records))
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

type RawRequest = SearchRequest & { params?: string | Record<string, unknown> };

/** Accepts the shapes DocSearch (`{ requests }`) and algoliasearch-helper (an array) send. */
function normalise(argument: unknown): SearchRequest[] {
  const raw: RawRequest[] = Array.isArray(argument) ? argument : ((argument as { requests?: RawRequest[] }).requests ?? []);
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
      const searchEngine = await loadSearchEngine(indexUrl);
      return { results: normalise(argument).map((request) => searchEngine.search(request)) };
    },
  };
}
