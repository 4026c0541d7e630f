/**
 * `npm run bench -- --slow-phone`: what a reader on a slow phone meets (issue 73), on the existing
 * build/ at 4x CPU throttle: per page kind, when hydration ends (core's `data-has-hydrated`), the
 * long tasks' time beyond 50 ms until then, the number of elements; the first queries that wait for
 * the reference rows (an identifier typed, a code and nonsense pasted), first and last key to the
 * answer on a warm connection; and the same page figures for the doc page of a stock
 * Docusaurus site (the writers' loop's, built here) in the same sitting, with the load average.
 * Medians of `RUNS`.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/browser';
import { benchPages } from './pages';
import { slowPhoneQueries, throttledQuery } from './search';
import { startStaticServer } from './static-server';
import { median, stockSite } from './writers-loop';

const RUNS = 3;
const CPU_SLOWDOWN = 4;

interface PageFigures {
  label: string;
  path: string;
  hydrationMs: number;
  longTasksOver50Ms: number;
  elements: number;
}

/** Installed before any script of the page: records long tasks and when hydration ended. */
const OBSERVE = `(() => {
  const w = window;
  w.__benchLongTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__benchLongTasks.push([e.startTime, e.duration])))
    .observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (w.__benchHydratedAt === undefined && document.documentElement.getAttribute('data-has-hydrated') === 'true')
      w.__benchHydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
})();`;

async function measureOnce(browser: Browser, url: string): Promise<Omit<PageFigures, 'label' | 'path'>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction('window.__benchHydratedAt !== undefined', undefined, { timeout: 120_000 });
    return await page.evaluate(`(() => {
      const at = window.__benchHydratedAt;
      const over = window.__benchLongTasks.filter(([start]) => start < at).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      return { hydrationMs: at, longTasksOver50Ms: over, elements: document.getElementsByTagName('*').length };
    })()`);
  } finally {
    await context.close();
  }
}

async function measurePage(browser: Browser, origin: string, label: string, pagePath: string): Promise<PageFigures> {
  const runs: Array<Omit<PageFigures, 'label' | 'path'>> = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(browser, origin + pagePath));
  const of = (key: 'hydrationMs' | 'longTasksOver50Ms' | 'elements') => median(runs.map((figures) => figures[key]));
  return { label, path: pagePath, hydrationMs: of('hydrationMs'), longTasksOver50Ms: of('longTasksOver50Ms'), elements: of('elements') };
}

export async function runSlowPhoneBench(options: { root: string; out: string; log: (line: string) => void }): Promise<void> {
  const { root, log } = options;
  const loadAverageAtStart = os.loadavg();
  log(`[slow-phone] load average ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')}; building the stock site`);
  const stock = stockSite(log);
  execFileSync('npm', ['run', 'build'], { cwd: stock.dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const ours = await startStaticServer(path.join(root, 'build'));
  const theirs = await startStaticServer(path.join(stock.dir, 'build'));
  const chromePath = findChromium() ?? null;
  const browser = await chromium.launch({ ...(chromePath ? { executablePath: chromePath } : {}), args: chromiumArgs });
  try {
    const pages: PageFigures[] = [];
    for (const page of benchPages.filter((candidate) => !candidate.path.startsWith('/search/'))) {
      pages.push(await measurePage(browser, ours.origin, page.label, page.path));
      log(`[slow-phone] ${page.label} measured`);
    }
    pages.push(await measurePage(browser, theirs.origin, 'Stock Docusaurus doc page', stock.guide.route));
    const queries = [];
    for (const entry of slowPhoneQueries) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await throttledQuery(browser, ours.origin, CPU_SLOWDOWN, entry));
      const fromFirstKeyMs = runs.map((run) => run.millisecondsFromFirstKeystroke);
      const fromLastKeyMs = runs.map((run) => run.millisecondsFromLastKeystroke);
      queries.push({ query: entry.query, pasted: entry.pasted, fromFirstKeyMs, fromLastKeyMs });
    }
    const loadAverageAtEnd = os.loadavg();
    const rows = pages.map(
      (page) =>
        `${page.label.padEnd(28)} ${String(Math.round(page.hydrationMs)).padStart(6)} ms ${String(Math.round(page.longTasksOver50Ms)).padStart(6)} ms ${String(page.elements).padStart(6)}`,
    );
    console.log(
      [
        `\nAt ${CPU_SLOWDOWN}x CPU throttle, medians of ${RUNS}: page, hydration ends, long tasks beyond 50 ms until then, elements`,
        ...rows,
        `First queries that wait for the reference rows, warm connection: first key to the answer (runs) / last key to the answer`,
        ...queries.map(
          (entry) =>
            `${`${entry.pasted ? 'pasted' : 'typed'} "${entry.query}"`.padEnd(30)} ${String(Math.round(median(entry.fromFirstKeyMs))).padStart(6)} ms (${entry.fromFirstKeyMs.map(Math.round).join(', ')}) / ${Math.round(median(entry.fromLastKeyMs))} ms`,
        ),
        `Load average: start ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')}, end ${loadAverageAtEnd.map((value) => value.toFixed(1)).join(' ')}`,
      ].join('\n'),
    );
    const out = options.out === 'bench/results.json' ? 'bench/slow-phone.json' : options.out;
    mkdirSync(path.dirname(path.resolve(root, out)), { recursive: true });
    writeFileSync(
      path.resolve(root, out),
      `${JSON.stringify({ pages, queries, loadAverageAtStart, loadAverageAtEnd }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await ours.close();
    await theirs.close();
    rmSync(stock.dir, { recursive: true, force: true });
  }
}
