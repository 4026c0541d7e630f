/**
 * `npm run bench -- --slow-phone`: what a reader on a slow phone meets (issue 73), on the existing
 * build/ at 4x CPU throttle: per page kind, when hydration ends (core's `data-has-hydrated`), the
 * long tasks' time beyond 50 ms until then, the number of elements; the first identifier query's
 * time to its row on a warm connection; and the same page figures for a stock Docusaurus doc page
 * (stock-site.ts) in the same sitting, with the load average. Medians of `RUNS`.
 */
import os from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/browser';
import { benchPages } from './pages';
import { identifierFirstHit } from './search';
import { startStaticServer } from './static-server';
import { buildStockSite } from './stock-site';
import { median } from './writers-loop';

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
  const stock = await buildStockSite(root, log);
  const ours = await startStaticServer(path.join(root, 'build'));
  const theirs = await startStaticServer(stock.buildDir);
  const chromePath = findChromium() ?? null;
  const browser = await chromium.launch({ ...(chromePath ? { executablePath: chromePath } : {}), args: chromiumArgs });
  try {
    const pages: PageFigures[] = [];
    for (const page of benchPages.filter((candidate) => !candidate.path.startsWith('/search/'))) {
      pages.push(await measurePage(browser, ours.origin, page.label, page.path));
      log(`[slow-phone] ${page.label} measured`);
    }
    pages.push(await measurePage(browser, theirs.origin, 'Stock Docusaurus doc page', stock.docPath));
    const identifier: number[] = [];
    for (let run = 0; run < RUNS; run++)
      identifier.push((await identifierFirstHit(browser, ours.origin, CPU_SLOWDOWN)).millisecondsFromFirstKeystroke);
    const loadAverageAtEnd = os.loadavg();
    const rows = pages.map(
      (page) =>
        `${page.label.padEnd(28)} ${String(Math.round(page.hydrationMs)).padStart(6)} ms ${String(Math.round(page.longTasksOver50Ms)).padStart(6)} ms ${String(page.elements).padStart(6)}`,
    );
    console.log(
      [
        `\nAt ${CPU_SLOWDOWN}x CPU throttle, medians of ${RUNS}: page, hydration ends, long tasks beyond 50 ms until then, elements`,
        ...rows,
        `First identifier query (PARTIALLY_REFUNDED), warm connection, first key to its row: ${Math.round(median(identifier))} ms (${identifier.map(Math.round).join(', ')})`,
        `Load average: start ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')}, end ${loadAverageAtEnd.map((value) => value.toFixed(1)).join(' ')}`,
      ].join('\n'),
    );
    const out = options.out === 'bench/results.json' ? 'bench/slow-phone.json' : options.out;
    mkdirSync(path.dirname(path.join(root, out)), { recursive: true });
    writeFileSync(
      path.join(root, out),
      `${JSON.stringify({ pages, identifierQueryMs: identifier, loadAverageAtStart, loadAverageAtEnd }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await ours.close();
    await theirs.close();
  }
}
