/** Messages between the page and the search worker (`engine.worker.ts`). */
import type { SearchRequest, SearchResponse } from '../../shared/search/engine';

export type ToWorker =
  /** The index file's bytes: parse it and build the engine. */
  | { type: 'index'; bytes: ArrayBuffer }
  /** The details manifest's absolute URL: fetch it and its parts (`fetchDetails`), add their records. */
  | { type: 'add'; id: number; url: string }
  | { type: 'search'; id: number; requests: SearchRequest[] };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'added'; id: number; error?: string }
  | { type: 'results'; id: number; results: SearchResponse[] };
