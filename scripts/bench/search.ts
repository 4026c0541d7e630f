/**
 * Search figures: the index on disk, what the first query downloads (modal chunk + index), and
 * how long the engine takes to answer in the browser — the same module the site ships
 * (shared/search/engine.ts), bundled with esbuild and timed around `search()` in the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { build } from 'esbuild';
import { SEARCH_DETAILS_INDEX_PATH, SEARCH_INDEX_FILES, SEARCH_INDEX_PATH } from '../../shared/search/types';
import { decodeIndex, type SearchIndexFile } from '../../shared/search/indexFile';
import { readBuiltDetails, readBuiltIndex } from '../../tests/search-relevance/built-index';
import { partsOf, type DetailsManifest } from '../../shared/search/detailsFiles';
import { isPrefetch, recordNetwork, sum, toFile } from './network-recorder';
import { keystrokeQueries, readerQueries } from './search-queries';
import { gzip } from './static-server';
import type { SearchResults } from './types';
import { SearchEngine } from '../../shared/search/engine';
import { heldOutCases, integratorCases, integratorTuningCases, tuningCases } from '../../tests/search-relevance/held-out';
import type { RelevanceCase } from '../../tests/search-relevance/queries';
import { score } from '../../tests/search-relevance/evaluate';

const FIRST_QUERY = 'refund';
/**
 * A first query that names an enum value: answered only once the details file is in (the row that
 * defines it), so its time covers fetching that file and loading its index in the worker.
 */
const IDENTIFIER_QUERY = { query: 'PARTIALLY_REFUNDED', row: '/apis/graphql/types/enums/payment-status/#partially-refunded' };
const HITS_PER_PAGE = 20; // what DocSearch's modal asks for

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

type IndexFiles = Pick<SearchResults, 'indexRawBytes' | 'indexGzipBytes' | 'records' | 'indexFiles'>;

/**
 * The index files: their total, the first (it answers the first query), the details (manifest and
 * parts, shared/search/detailsFiles.ts) together, and the details' largest part.
 */
export function indexOnDisk(buildDir: string): IndexFiles {
  const read = (sitePath: string) => readFileSync(path.join(buildDir, sitePath));
  if (!SEARCH_INDEX_FILES.every((indexPath) => existsSync(path.join(buildDir, indexPath))))
    return { indexRawBytes: null, indexGzipBytes: null, records: null, indexFiles: [] };
  const sizeOf = (sitePath: string, records: number) => {
    const raw = read(sitePath);
    return { path: sitePath, rawBytes: raw.length, gzipBytes: gzip(raw).length, records };
  };
  const firstRecords = decodeIndex(JSON.parse(read(SEARCH_INDEX_PATH).toString('utf8')) as SearchIndexFile).length;
  const manifest = JSON.parse(read(SEARCH_DETAILS_INDEX_PATH).toString('utf8')) as DetailsManifest;
  const parts = [SEARCH_DETAILS_INDEX_PATH, ...partsOf(manifest)].map((part) => sizeOf(part, 0));
  const largest = parts.slice(1).reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  const details = {
    path: `${SEARCH_DETAILS_INDEX_PATH} and its ${parts.length - 1} parts`,
    rawBytes: parts.reduce((total, part) => total + part.rawBytes, 0),
    gzipBytes: parts.reduce((total, part) => total + part.gzipBytes, 0),
    records: readBuiltDetails(buildDir).records.length,
  };
  const first = sizeOf(SEARCH_INDEX_PATH, firstRecords);
  return {
    indexRawBytes: first.rawBytes + details.rawBytes,
    indexGzipBytes: first.gzipBytes + details.gzipBytes,
    records: readBuiltIndex(buildDir).length,
    indexFiles: [first, details, { ...largest, path: `largest part: ${largest.path}` }],
  };
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
}

/**
 * Opens the modal the way a reader does (click), searches, and counts every byte fetched until the
 * first hit is on screen (`hit`: a particular one, for a query whose answer is a row).
 */
async function firstQuery(
  browser: Browser,
  origin: string,
  query: string = FIRST_QUERY,
  hit: string = '.DocSearch-Hit',
): Promise<NonNullable<SearchResults['firstQuery']>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const recorder = await recordNetwork(page);
    await page.goto(origin + '/', { waitUntil: 'load' });
    await hydrated(page);
    await recorder.waitForQuiet(); // the page's own chunks and prefetches are done: count only what search adds
    const since = recorder.mark();
    const started = performance.now();
    await page.locator('.DocSearch-Button').first().click();
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator(hit).first().waitFor({ state: 'visible', timeout: 60_000 });
    const millisecondsToFirstHit = performance.now() - started;
    const records = recorder.files(since);
    await recorder.detach();
    const fetched = records.filter((record) => !isPrefetch(record)).map(toFile);
    const prefetched = records.filter(isPrefetch).map(toFile);
    return {
      query,
      transferBytes: sum(fetched),
      files: fetched.sort((a, b) => b.transferBytes - a.transferBytes),
      prefetchedBytes: sum(prefetched),
      millisecondsToFirstHit,
    };
  } finally {
    await context.close();
  }
}

/** The engine module as the browser runs it, exposed on `globalThis.__pagoraSearchBench`. */
async function engineBundle(root: string): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { SearchEngine } from './shared/search/engine';\nimport { decodeIndex } from './shared/search/indexFile';\n" +
        "import { parseDetails, readDetails } from './shared/search/detailsFiles';\n" +
        '(globalThis as Record<string, unknown>).__pagoraSearchBench = { SearchEngine, decodeIndex, parseDetails, readDetails };\n',
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'bench-search-entry.ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/*
 * Runs in the page, so written as plain JavaScript text (tsx would wrap a function with helpers
 * the page does not have). Fetches the index, builds the engine, then times each query with the
 * facet filters contextual search sends (language plus every docs instance's tag).
 */
const IN_PAGE_TIMING = `async ({ indexPath, detailsPath, queries, hitsPerPage, passes }) => {
  const started = performance.now();
  const file = await (await fetch(indexPath)).json();
  const records = globalThis.__pagoraSearchBench.decodeIndex(file);
  // As the pages build it: in slices, yielding between them; then the details file (the whole index).
  const engine = await globalThis.__pagoraSearchBench.SearchEngine.create(records, { stamp: file.stamp });
  const loadMs = performance.now() - started;
  const bench = globalThis.__pagoraSearchBench;
  const bytes = async (url) => (await fetch(url)).arrayBuffer();
  const detailsFile = bench.parseDetails(await bench.readDetails(await bytes(detailsPath), bytes));
  await engine.addIndexFileInSlices(detailsFile);
  for (const record of detailsFile.records) records.push(record);
  const tags = [...new Set(records.map((record) => record.docusaurus_tag))];
  const facetFilters = ['language:en', tags.map((tag) => 'docusaurus_tag:' + tag)];
  const timings = queries.map((query) => ({ query, ms: [], hits: 0 }));
  for (let pass = 0; pass < passes; pass++) {
    for (const timing of timings) {
      const before = performance.now();
      const response = engine.search({ query: timing.query, hitsPerPage, facetFilters });
      timing.ms.push(performance.now() - before);
      timing.hits = response.nbHits;
    }
  }
  return { loadMs, timings };
}`;

/**
 * The keystroke sequence is searched this many times and each query keeps its median, so one
 * preemption by another process on a busy machine does not decide a query's figure.
 */
const PASSES = 3;

interface InPageResult {
  loadMs: number;
  timings: Array<{ query: string; ms: number[]; hits: number }>;
}

async function latency(browser: Browser, origin: string, root: string): Promise<NonNullable<SearchResults['latency']>> {
  const bundle = await engineBundle(root);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(origin + '/', { waitUntil: 'load' });
    await hydrated(page);
    await page.evaluate(bundle);
    const queries = keystrokeQueries();
    const fullQueries = new Set(readerQueries);
    const raw = await page.evaluate<InPageResult>(
      `(${IN_PAGE_TIMING})(${JSON.stringify({ indexPath: SEARCH_INDEX_PATH, detailsPath: SEARCH_DETAILS_INDEX_PATH, queries, hitsPerPage: HITS_PER_PAGE, passes: PASSES })})`,
    );
    const { loadMs } = raw;
    const timings = raw.timings.map(({ query, ms, hits }) => ({ query, hits, ms: percentile([...ms].sort((a, b) => a - b), 0.5) }));
    const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
    const full = timings.filter((timing) => fullQueries.has(timing.query)).map((timing) => timing.ms).sort((a, b) => a - b);
    return {
      loadMs,
      queries: timings.length,
      passes: PASSES,
      medianMs: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.at(-1) ?? Number.NaN,
      slowest: [...timings].sort((a, b) => b.ms - a.ms).slice(0, 8),
      fullQueries: { queries: full.length, medianMs: percentile(full, 0.5), p95Ms: percentile(full, 0.95) },
    };
  } finally {
    await context.close();
  }
}

/** The relevance suite's two parts, answered by the site's engine over the built index (in Node: same module). */
function relevance(buildDir: string): NonNullable<SearchResults['relevance']> {
  const engine = new SearchEngine(readBuiltIndex(buildDir));
  const part = (relevanceCases: RelevanceCase[]) => {
    const { cases, top1, top3, mrr } = score(relevanceCases, (query, facetFilters) =>
      engine.search({ query, hitsPerPage: 50, facetFilters }).hits.map((hit) => hit.url),
    );
    return { cases, top1, top3, mrr };
  };
  return {
    ...part(tuningCases),
    heldOut: part(heldOutCases),
    integrators: part(integratorCases),
    integratorTuning: part(integratorTuningCases),
  };
}

/**
 * Lighthouse's mobile profile as DevTools applies it: slow 4G (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) and a CPU four times slower.
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE_CPU_SLOWDOWN = 4;

/**
 * A reader on a phone opens the modal and types: time from the first key to the first real hit
 * (`hit`); on slow 4G, or on a warm connection (`slowNetwork` false).
 */
async function throttledFirstHit(
  browser: Browser,
  origin: string,
  query: string = FIRST_QUERY,
  hit: string = '.DocSearch-Hit',
  { slowNetwork = true, cpuSlowdown = PHONE_CPU_SLOWDOWN, pasted = false, waitsFirst = '' } = {},
): Promise<NonNullable<SearchResults['throttledFirstHit']>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (slowNetwork) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(origin + '/', { waitUntil: 'load', timeout: 120_000 });
    await hydrated(page);
    await page.locator('.DocSearch-Button').first().click();
    await page.locator('.DocSearch-Input').waitFor({ state: 'visible' });
    const started = performance.now();
    // Typed key by key at machine speed, or pasted: one input event (CDP's insertText).
    await (pasted ? page.keyboard.insertText(query) : page.keyboard.type(query));
    const entered = performance.now();
    if (waitsFirst) await page.locator(waitsFirst).waitFor({ state: 'attached', timeout: 120_000 });
    await page.locator(hit).first().waitFor({ state: 'visible', timeout: 120_000 });
    const answered = performance.now();
    return { query, millisecondsFromFirstKeystroke: answered - started, millisecondsFromLastKeystroke: answered - entered };
  } finally {
    await context.close();
  }
}

/**
 * The first queries issue 73 names, each waiting for the details (the reference rows' index), at
 * `cpuSlowdown` on a warm connection: an identifier typed, a status code and nonsense pasted.
 */
export const slowPhoneQueries = [
  { query: IDENTIFIER_QUERY.query, answer: `.DocSearch-Hit a[href="${IDENTIFIER_QUERY.row}"]`, pasted: false },
  { query: 'statusCode 105', answer: '.DocSearch-Hit a[href="/errors/#status-code-105"]', pasted: true },
  // DocSearch draws "No results" before the first answer; once that answer finds nothing, the query
  // waits for the rows (`data-search-waiting`): the answer is the screen drawn after the wait.
  {
    query: 'qqxzvbnonsenseword',
    answer: 'html:not([data-search-waiting]) .DocSearch-NoResults:has-text("No results found for")',
    pasted: true,
    waitsFirst: 'html[data-search-waiting]',
  },
] as const;

export const throttledQuery = (browser: Browser, origin: string, cpuSlowdown: number, entry: (typeof slowPhoneQueries)[number]) =>
  throttledFirstHit(browser, origin, entry.query, entry.answer, {
    slowNetwork: false,
    cpuSlowdown,
    pasted: entry.pasted,
    waitsFirst: 'waitsFirst' in entry ? entry.waitsFirst : '',
  });

/** The parts of `measureSearch`; the scale bench needs only the download and the latency. */
export type SearchPart = 'firstQuery' | 'identifierQuery' | 'latency' | 'relevance' | 'throttledFirstHit';
const ALL_PARTS: readonly SearchPart[] = ['firstQuery', 'identifierQuery', 'latency', 'relevance', 'throttledFirstHit'];

export async function measureSearch(
  browser: Browser,
  origin: string,
  root: string,
  parts: readonly SearchPart[] = ALL_PARTS,
): Promise<SearchResults> {
  const disk = indexOnDisk(path.join(root, 'build'));
  if (disk.indexRawBytes === null)
    return {
      ...disk,
      firstQuery: null,
      identifierQuery: null,
      throttledIdentifierHit: null,
      latency: null,
      relevance: null,
      throttledFirstHit: null,
      error: `build${SEARCH_INDEX_PATH} or build${SEARCH_DETAILS_INDEX_PATH} not found`,
    };
  const errors: string[] = [];
  const attempt = async <T>(label: string, run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      errors.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      return null;
    }
  };
  const skipped = async (): Promise<null> => null;
  const first = await attempt('first query', parts.includes('firstQuery') ? () => firstQuery(browser, origin) : skipped);
  const rowHit = `.DocSearch-Hit a[href="${IDENTIFIER_QUERY.row}"]`;
  const identifier = parts.includes('identifierQuery')
    ? {
        query: await attempt('identifier query', () => firstQuery(browser, origin, IDENTIFIER_QUERY.query, rowHit)),
        phone: await attempt('throttled identifier hit', () =>
          throttledFirstHit(browser, origin, IDENTIFIER_QUERY.query, rowHit),
        ),
      }
    : { query: null, phone: null };
  const timing = await attempt('latency', parts.includes('latency') ? () => latency(browser, origin, root) : skipped);
  const scores = await attempt('relevance', parts.includes('relevance') ? async () => relevance(path.join(root, 'build')) : skipped);
  const phone = await attempt('throttled first hit', parts.includes('throttledFirstHit') ? () => throttledFirstHit(browser, origin) : skipped);
  return {
    ...disk,
    firstQuery: first,
    identifierQuery: identifier.query,
    throttledIdentifierHit: identifier.phone,
    latency: timing,
    relevance: scores,
    throttledFirstHit: phone,
    ...(errors.length > 0 ? { error: errors.join('; ') } : {}),
  };
}
