/** Messages between the page and the search worker (`engine.worker.ts`). */
import type { SearchRequest, SearchResponse } from './engine';

export type ToWorker =
  /** The index file's bytes (transferred, not copied): parse it and build the engine. */
  { type: 'index'; bytes: ArrayBuffer } | { type: 'search'; id: number; requests: SearchRequest[] };

export type FromWorker =
  { type: 'ready' } | { type: 'failed'; message: string } | { type: 'results'; id: number; results: SearchResponse[] };
