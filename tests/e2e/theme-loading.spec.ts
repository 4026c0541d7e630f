/**
 * Route loading (issue 8): the progress bar, the spinner, and the load-failure screen with Retry.
 * The page under test is /test-pages/slow/ (plugins/test-pages, test builds only): its code chunk is
 * found in the build by its text, then blocked or held with `page.route`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, expectHydrated } from './fixtures';
import { wcagAxe } from './support/axe';
import { buildDir } from './support/build';
import { setColorMode } from './support/color-mode';

/** The sentence of plugins/test-pages/pages/SlowPage.tsx; its chunk is the only one containing it. */
const slowPageText = 'The slow test page has loaded.';

let slowChunkFile: string | undefined;

/** URL pattern of the slow page's chunk (read from the build once). */
function slowChunk(): string {
  if (!slowChunkFile) {
    const dir = path.join(buildDir, 'assets', 'js');
    const matches = readdirSync(dir).filter(
      (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(slowPageText),
    );
    expect(matches, `exactly one chunk contains "${slowPageText}" (is this a PAGORA_TEST_BUILD=1 build?)`).toHaveLength(
      1,
    );
    slowChunkFile = matches[0]!;
  }
  return `**/assets/js/${slowChunkFile}`;
}

/** Holds every request for the slow page's chunk until `release()`; the test waits for state in between. */
async function holdSlowChunk(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(slowChunk(), async (route: Route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Console messages of a blocked chunk: the failed request; webpack's error (an unhandled rejection
 * when a link's hover preload fails); React's recoverable hydration error (the prerendered page is
 * replaced by the error screen); and our log naming the route.
 */
const loadFailureErrors = [
  /^Failed to load resource: net::ERR_FAILED$/,
  /^Loading chunk \S+ failed/,
  /^Docusaurus React Root onRecoverableError: .*Minified React error #418/,
  /^Failed to load the page \/test-pages\/slow\/: ChunkLoadError/,
];

test.describe('page load failure', () => {
  test('a page whose code fails to load shows an error and Retry, which loads it again', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(loadFailureErrors);
    const failedLoads: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Failed to load the page'))
        failedLoads.push(message.text());
    });
    await page.route(slowChunk(), (route) => route.abort('failed'));

    await page.goto('/test-pages/slow/');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/Loading chunk \S+ failed/);
    // The failure is logged with the route.
    expect(failedLoads.some((text) => text.includes('/test-pages/slow/'))).toBe(true);
    // The page is interactive (hydrated), and the screen meets WCAG A/AA in both colour modes.
    await expectHydrated(page);
    for (const mode of ['light', 'dark'] as const) {
      await setColorMode(page, mode);
      const { violations } = await wcagAxe(page, { include: '[role="alert"]' });
      expect(violations.map((violation) => `${mode}: ${violation.id}`)).toEqual([]);
    }

    await page.unroute(slowChunk());
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(slowPageText)).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a failed client-side navigation reloads the page, then offers Retry', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(loadFailureErrors);
    await page.goto('/test-pages/');
    await expectHydrated(page);
    await page.route(slowChunk(), (route) => route.abort('failed'));

    await page.getByRole('link', { name: 'Slow test page' }).click();
    // Docusaurus reloads the document on a failed navigation (new deployments rename chunks)…
    await expect(page).toHaveURL(/\/test-pages\/slow\/$/);
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    // …and the reloaded page offers Retry instead of staying lifeless.
    await expect(alert).toBeVisible();

    await page.unroute(slowChunk());
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(slowPageText)).toBeVisible();
  });

  test('while the page’s code loads again, a spinner says so', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(loadFailureErrors);
    await page.route(slowChunk(), (route) => route.abort('failed'));
    await page.goto('/test-pages/slow/');
    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    await page.unroute(slowChunk());
    const held = await holdSlowChunk(page);
    await retry.click();
    const spinner = page.getByRole('status', { name: 'Loading page…' });
    await expect(spinner).toBeVisible();
    await held.requested;
    held.release();
    await expect(page.getByText(slowPageText)).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });
});

test.describe('progress bar', () => {
  /** Records, in the page, when #nprogress appears relative to the reader's last click. */
  async function watchProgressBar(page: Page): Promise<void> {
    await page.evaluate(() => {
      const state = { clickedAt: 0, shownAt: [] as number[] };
      (window as unknown as { progressBar: typeof state }).progressBar = state;
      document.addEventListener('click', () => (state.clickedAt = performance.now()), true);
      new MutationObserver(() => {
        if (document.getElementById('nprogress') && state.shownAt.length === 0) state.shownAt.push(performance.now());
      }).observe(document.documentElement, { childList: true, subtree: true });
    });
  }
  const progressBar = (page: Page) =>
    page.evaluate(() => (window as unknown as { progressBar: { clickedAt: number; shownAt: number[] } }).progressBar);

  test('starts 200 ms after a slow navigation begins and ends when the route has updated', async ({ page }) => {
    await page.goto('/test-pages/');
    await expectHydrated(page);
    await watchProgressBar(page);
    const held = await holdSlowChunk(page);

    await page.getByRole('link', { name: 'Slow test page' }).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    // The old page stays until the new one is ready.
    await expect(page.getByRole('heading', { level: 1, name: 'Test pages' })).toBeVisible();
    const { clickedAt, shownAt } = await progressBar(page);
    expect(shownAt[0]! - clickedAt, 'delay before the bar shows (ms)').toBeGreaterThanOrEqual(195);

    await held.requested;
    held.release();
    await expect(page.getByText(slowPageText)).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('never shows for a fast navigation or a same-page anchor', async ({ page }) => {
    await page.goto('/test-pages/');
    await expectHydrated(page);
    // Load the next page's code first: the navigation itself is then immediate.
    await page.evaluate(() =>
      (window as unknown as { docusaurus: { preload: (path: string) => Promise<unknown> } }).docusaurus.preload(
        '/getting-started/',
      ),
    );
    await watchProgressBar(page);

    await page.getByRole('link', { name: 'Getting started' }).click();
    await expect(page.locator('article h1')).toBeVisible();
    expect((await progressBar(page)).shownAt, 'no progress bar for a fast navigation').toEqual([]);

    const anchor = page.locator('.table-of-contents a').first();
    await anchor.click();
    await expect(page).toHaveURL(/#.+$/);
    await expect(page.locator('article h1')).toBeVisible();
    expect((await progressBar(page)).shownAt, 'no progress bar for a same-page anchor').toEqual([]);
  });

  test('does not slide when the reader asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/test-pages/');
    await expectHydrated(page);
    const held = await holdSlowChunk(page);
    await page.getByRole('link', { name: 'Slow test page' }).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
    await expect(page.locator('#nprogress .peg')).toBeHidden();
    await held.requested;
    held.release();
    await expect(page.getByText(slowPageText)).toBeVisible();
  });
});
