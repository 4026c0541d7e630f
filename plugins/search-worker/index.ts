/**
 * Keeps the search worker (`src/search/engine.worker.ts`) in one file.
 * Why: the bundler's vendor splitting put MiniSearch, which the page's fallback engine also uses,
 * in a shared chunk that the worker then fetched with `importScripts` once it had started: a second
 * round trip before search could answer (on slow 4G, ~0.3 s). The worker is excluded from splitting;
 * the page's fallback still shares its chunk.
 */
import type { Plugin } from '@docusaurus/types';

/** The name `src/search/searchWorker.ts` gives the worker's chunk (`webpackChunkName`). */
const WORKER_CHUNK = 'search-worker';

interface Chunk {
  name?: string | null;
  canBeInitial: () => boolean;
}

export default function searchWorkerPlugin(): Plugin {
  return {
    name: 'pagora-search-worker',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Upstream's rule is the default `chunks: 'async'`; the same, minus the worker.
      return {
        optimization: {
          splitChunks: { chunks: (chunk: Chunk) => !chunk.canBeInitial() && chunk.name !== WORKER_CHUNK },
        },
      };
    },
  };
}
