/**
 * Stands in for @docusaurus/core 3.10.2's lib/client/docusaurus.js: `window.docusaurus`, whose
 * `prefetch` every internal <Link> calls when it scrolls into view and whose `preload` it calls on
 * hover or touch. Same API and effect; three changes (index.ts says why):
 * - chunk names are indexed by route path once, instead of filtering all ~1,100 routes per link;
 * - each chunk is prefetched once, and not at all when the page already fetched it;
 * - viewport prefetches wait for the page's load event, for any region it marks `aria-busy`, and for
 *   idle time, and run a few milliseconds at a time.
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

const fetchedRoutes = new Set<string>();
const preloadedRoutes = new Set<string>();
/** Absolute URLs of the chunks already queued for prefetching (the queue holds them as webpack names them). */
const queuedChunks = new Set<string>();
/** Routes whose chunks are still to be looked up, and chunk URLs still to be prefetched. */
const routeQueue: string[] = [];
const chunkQueue: string[] = [];
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

/** URLs of the chunks a route needs (chunks merged into others have no URL of their own). */
function chunkAssetsOf(routePath: string): string[] {
  return matchRoutes(routes, routePath)
    .flatMap((match) => chunkNamesOf(match.route.path as string))
    .map((chunkName) => __webpack_require__.gca(chunkName))
    .filter((asset): asset is string => Boolean(asset) && !asset!.includes('undefined'));
}

/**
 * Files the page has already fetched (its own scripts and the chunks it loaded since; webpack removes
 * a chunk's `<script>` once it ran, the resource timeline keeps it): no need to prefetch them.
 */
const fetchedUrls = (): Set<string> => new Set(performance.getEntriesByType('resource').map((entry) => entry.name));

/** Moves a route's chunks that are neither fetched nor queued yet onto the chunk queue. */
function queueChunksOf(routePath: string, alreadyFetched: Set<string>): void {
  for (const asset of chunkAssetsOf(routePath)) {
    const url = new URL(asset, document.baseURI).href;
    if (queuedChunks.has(url) || alreadyFetched.has(url)) continue;
    queuedChunks.add(url);
    chunkQueue.push(asset);
  }
}

type IdleDeadline = { timeRemaining: () => number };
const whenIdle = (callback: (deadline: IdleDeadline) => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(() => callback({ timeRemaining: () => 8 }), 200);
};

/**
 * A part of the page that is still being drawn says so with `aria-busy="true"` (the search page's
 * results while the index and the engine load). Prefetches wait for it, at most BUSY_WAIT_MS after
 * the first wait began, so a region left busy by mistake cannot stop them for good.
 */
const BUSY_WAIT_MS = 10_000;
let busyWaitEnds: number | undefined;
const busyRegion = (): boolean => document.querySelector('[aria-busy="true"]') !== null;

function whenNotBusy(callback: () => void): void {
  busyWaitEnds ??= performance.now() + BUSY_WAIT_MS;
  if (!busyRegion() || performance.now() >= busyWaitEnds) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (busyRegion() && performance.now() < busyWaitEnds!) return;
    observer.disconnect();
    clearTimeout(deadline);
    callback();
  });
  const deadline = setTimeout(() => {
    observer.disconnect();
    callback();
  }, busyWaitEnds - performance.now());
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/**
 * Idle time after the page has loaded and drawn what it was still busy with: prefetches must not
 * share the network with what the page itself still fetches (the search page's index and worker,
 * the scripts requested after the first paint). On a page opened on a query they came before the
 * first results, and Lighthouse counted them in the time to the largest paint.
 */
const onIdle = (callback: (deadline: IdleDeadline) => void): void => {
  const afterLoad = (): void => whenNotBusy(() => whenIdle(callback));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
};

// Each idle slice stops after a few milliseconds, well under a long task even on a slow phone.
const SLICE_MS = 8;

function drain(deadline: IdleDeadline): void {
  const sliceEnd = performance.now() + SLICE_MS;
  const hasTime = () => deadline.timeRemaining() > 1 && performance.now() < sliceEnd;
  let alreadyFetched: Set<string> | undefined;
  // One chunk, or one route's lookup, at a time, so a slice ends on time.
  while ((chunkQueue.length > 0 || routeQueue.length > 0) && hasTime()) {
    if (chunkQueue.length > 0) {
      void prefetchHelper(chunkQueue.shift()!);
    } else {
      alreadyFetched ??= fetchedUrls();
      queueChunksOf(routeQueue.shift()!, alreadyFetched);
    }
  }
  drainScheduled = chunkQueue.length > 0 || routeQueue.length > 0;
  if (drainScheduled) onIdle(drain);
}

function prefetch(routePath: string): boolean {
  if (isSlowConnection() || preloadedRoutes.has(routePath) || fetchedRoutes.has(routePath)) return false;
  fetchedRoutes.add(routePath);
  routeQueue.push(routePath);
  if (!drainScheduled) {
    drainScheduled = true;
    onIdle(drain);
  }
  return true;
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadHelper(routePath);
}

// Mounted on window by the client entry: frozen, as upstream.
export default Object.freeze({ prefetch, preload });
