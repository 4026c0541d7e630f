/**
 * Stands in for @docusaurus/core 3.10.2's lib/client/docusaurus.js: `window.docusaurus`, whose
 * `prefetch` every internal <Link> calls when it scrolls into view and whose `preload` it calls on
 * hover or touch. Same API and effect; two changes (index.ts says why):
 * - chunk names are indexed by route path once, instead of filtering all ~1,100 routes per link;
 * - viewport prefetches wait for idle time and run a few milliseconds at a time.
 * `preload` (the reader is about to click) is unchanged and immediate.
 */
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';

/** Injected by Docusaurus's ChunkAssetPlugin: the URL of a chunk, by name. */
declare const __webpack_require__: { gca: (chunkName: string) => string | undefined };

type NavigatorConnection = { connection?: { effectiveType?: string; saveData?: boolean } };

const fetched = new Set<string>();
const loaded = new Set<string>();
const queue: string[] = [];
let chunkNamesByRoute: Map<string, string[]> | undefined;
let drainScheduled = false;

// The reader is on a slow or metered connection: fetch only what they ask for.
const isSlowConnection = (): boolean => {
  const { connection } = navigator as NavigatorConnection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/** Route path (without the hash suffix of its key) → every chunk name it needs. */
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByRoute) {
    chunkNamesByRoute = new Map();
    for (const [routeNameWithHash, chunks] of Object.entries(routesChunkNames)) {
      const key = routeNameWithHash.replace(/-[^-]+$/, ''); // "/guides/payouts-1a2" → "/guides/payouts"
      const names = Object.values(flat(chunks) as Record<string, string>);
      chunkNamesByRoute.set(key, [...(chunkNamesByRoute.get(key) ?? []), ...names]);
    }
  }
  return chunkNamesByRoute.get(routePath) ?? [];
}

function prefetchNow(routePath: string): Promise<unknown> {
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path as string));
  return Promise.all(
    chunkNames.map((chunkName) => {
      const chunkAsset = __webpack_require__.gca(chunkName);
      // Chunks merged into others by the bundler have no URL of their own.
      return chunkAsset && !chunkAsset.includes('undefined')
        ? prefetchHelper(chunkAsset).catch(() => undefined)
        : undefined;
    }),
  );
}

type IdleDeadline = { timeRemaining: () => number };
const onIdle = (callback: (deadline: IdleDeadline) => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(() => callback({ timeRemaining: () => 8 }), 200);
};

// Each idle slice stops after a few milliseconds, well under a long task even on a slow phone.
const SLICE_MS = 8;

function drain(deadline: IdleDeadline): void {
  const sliceEnd = performance.now() + SLICE_MS;
  while (queue.length > 0 && deadline.timeRemaining() > 1 && performance.now() < sliceEnd)
    void prefetchNow(queue.shift()!);
  drainScheduled = queue.length > 0;
  if (drainScheduled) onIdle(drain);
}

function prefetch(routePath: string): boolean {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  queue.push(routePath);
  if (!drainScheduled) {
    drainScheduled = true;
    onIdle(drain);
  }
  return true;
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

// Mounted on window by the client entry: frozen, as upstream.
export default Object.freeze({ prefetch, preload });
