/**
 * The page's side of the search worker (`engine.worker.ts`): hands it the index and forwards
 * queries. Where a worker cannot run (no `Worker`, a blocked script), `load` rejects with
 * `WorkerUnavailableError` and the caller builds the engine on the page instead.
 */
import type { SearchRequest, SearchResponse } from '../../shared/search/engine';
import type { FromWorker, ToWorker } from './workerProtocol';

export interface SearchBackend {
  search: (requests: SearchRequest[]) => Promise<SearchResponse[]>;
  /** Fetches the details from their manifest's absolute URL and adds them; resolves once they are searchable. */
  addDetails: (url: string) => Promise<void>;
}

export class WorkerUnavailableError extends Error {
  override name = 'WorkerUnavailableError';
}

export interface SearchWorker {
  /** Sends the index file's bytes (a copy: the caller keeps its own); resolves once the engine is built. */
  load: (bytes: ArrayBuffer) => Promise<SearchBackend>;
  /** Stops the worker (after a failed load: the next attempt starts a new one). */
  terminate: () => void;
}

/** Starts the worker now, so its script downloads while the index does. */
export function startSearchWorker(): SearchWorker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  let worker: Worker;
  try {
    // The bundler finds this `new Worker(new URL(…))` form and emits the worker as its own chunk.
    worker = new Worker(/* webpackChunkName: "search-worker" */ new URL('./engine.worker.ts', import.meta.url), {
      name: 'pagora-search',
    });
  } catch {
    return undefined;
  }
  const pending = new Map<number, { resolve: (results: SearchResponse[]) => void; reject: (error: Error) => void }>();
  const adding = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let settleLoad: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let broken: Error | undefined;

  const send = (message: ToWorker): void => worker.postMessage(message);
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === 'ready') settleLoad?.resolve();
    else if (data.type === 'failed') settleLoad?.reject(new Error(data.message));
    else if (data.type === 'added') {
      const settle = adding.get(data.id);
      adding.delete(data.id);
      if (data.error === undefined) settle?.resolve();
      else settle?.reject(new Error(data.error));
    } else {
      pending.get(data.id)?.resolve(data.results);
      pending.delete(data.id);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    broken = new WorkerUnavailableError(`The search worker stopped: ${event.message || 'its script did not run'}`);
    settleLoad?.reject(broken);
    pending.forEach(({ reject }) => reject(broken!));
    pending.clear();
    adding.forEach(({ reject }) => reject(broken!));
    adding.clear();
    worker.terminate();
  };

  const backend: SearchBackend = {
    search: (requests) =>
      broken
        ? Promise.reject(broken)
        : new Promise((resolve, reject) => {
            const id = nextId++;
            pending.set(id, { resolve, reject });
            send({ type: 'search', id, requests });
          }),
    addDetails: (url) =>
      broken
        ? Promise.reject(broken)
        : new Promise<void>((resolve, reject) => {
            const id = nextId++;
            adding.set(id, { resolve, reject });
            send({ type: 'add', id, url });
          }),
  };

  return {
    terminate: () => worker.terminate(),
    load: (bytes) =>
      broken
        ? Promise.reject(broken)
        : new Promise<SearchBackend>((resolve, reject) => {
            settleLoad = { resolve: () => resolve(backend), reject };
            send({ type: 'index', bytes });
          }),
  };
}
