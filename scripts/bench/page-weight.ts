/**
 * JavaScript a reader downloads to render a page: the gzip bytes of every script response from
 * navigation until the network is idle, in Chromium, with prefetched scripts counted apart.
 */
import type { Browser } from '@playwright/test';
import { recordNetwork, splitScripts, sum } from './network-recorder';
import type { BenchPage, PageWeight } from './types';

/**
 * Stylesheet links in the served HTML that hold back the first paint: every `<link rel=stylesheet>`
 * outside `<noscript>` whose media is absent, `all` or `screen` (a `print` one is applied on load).
 */
export function renderBlockingStylesheetsOf(html: string): string[] {
  const head = (html.split(/<\/head>/i)[0] ?? '').replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
  return (head.match(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi) ?? []).filter((tag) => {
    const media = /\bmedia=["']?([^"'>\s]+)/i.exec(tag)?.[1]?.toLowerCase();
    return media === undefined || media === 'all' || media === 'screen';
  });
}

export async function measurePageWeight(browser: Browser, origin: string, page: BenchPage): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const recorder = await recordNetwork(tab);
    const response = await tab.goto(new URL(page.path, origin).href, { waitUntil: 'load' });
    const html = (await response?.text()) ?? '';
    // Route chunks load only once main.js runs, which on a busy machine can take longer than the
    // 500 ms Playwright's networkidle waits: wait for React to hydrate the page, then for network idle.
    await tab.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await recorder.waitForQuiet();
    const records = recorder.files();
    await recorder.detach();
    const { loaded, prefetched } = splitScripts(records);
    return {
      pageId: page.id,
      path: page.path,
      status: response?.status() ?? null,
      jsTransferBytes: sum(loaded),
      jsDecodedBytes: loaded.reduce((total, file) => total + file.decodedBytes, 0),
      scripts: loaded,
      prefetchedJsTransferBytes: sum(prefetched),
      prefetched,
      allTransferBytes: sum(records),
      requestCount: records.length,
      renderBlockingStylesheets: renderBlockingStylesheetsOf(html),
    };
  } finally {
    await context.close();
  }
}
