/**
 * Bundling for the search that the build embeds (used when Algolia is not configured).
 *
 * - The search worker (`src/search/engine.worker.ts`) stays one file. The bundler's vendor splitting
 *   put MiniSearch, which the page's fallback engine also uses, in a shared chunk that the worker then
 *   fetched with `importScripts` once started: a second round trip before search could answer (on
 *   slow 4G, ~0.3 s). The worker is excluded from splitting; the page's fallback still shares it.
 * - Upstream's SearchBar adds `<link rel="preconnect" href="https://{appId}-dsn.algolia.net">` to
 *   every page. Without Algolia that is a DNS lookup and TLS handshake with a host the site never
 *   uses, from every reader's browser. Built without Algolia, that module's `@docusaurus/Head`
 *   resolves to `NoHead.tsx`, which renders nothing.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceImportInside } from '../lib/module-swaps';
import { algoliaConfigured } from '../../config/env';

/** The name `src/search/searchWorker.ts` gives the worker's chunk (`webpackChunkName`). */
const WORKER_CHUNK = 'search-worker';

export const upstreamSearchBar = /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;

interface Chunk {
  name?: string | null;
  canBeInitial: () => boolean;
}

export default function embeddedSearchPlugin(): Plugin {
  return {
    name: 'pagora-embedded-search',
    configureWebpack(_config, isServer) {
      const headSwap = algoliaConfigured
        ? {}
        : replaceImportInside(upstreamSearchBar, '@docusaurus/Head', path.join(__dirname, 'NoHead.tsx'));
      if (isServer) return headSwap;
      return {
        ...headSwap,
        optimization: {
          // Upstream's rule is the default `chunks: 'async'`; the same, minus the worker.
          splitChunks: { chunks: (chunk: Chunk) => !chunk.canBeInitial() && chunk.name !== WORKER_CHUNK },
        },
      };
    },
  };
}
