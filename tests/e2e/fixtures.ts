/**
 * The shared test fixture: every test fails on an unexpected console error or on a request to any
 * host other than the local server (the site must work with no hosted service).
 * A test that triggers an error on purpose declares it with `expectConsoleErrors([/pattern/])`.
 * `page.goto` and `page.reload` return once an HTML page is hydrated, unless given a `waitUntil`.
 */
import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Waits for React to have hydrated the page. Hydrating a REST operation page took over 7 s (the
 * default wait) on this 2-core machine with two test runs at once; this waits for it, it does not
 * time it (the bench does).
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
}

interface Guards {
  /** Console errors matching these patterns are expected by the current test. */
  expectConsoleErrors: (patterns: RegExp[]) => void;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const test = base.extend<Guards & { guards: void }>({
  // The bundle is requested after the first paint (config/ssr-template.ts), so the `load` event that
  // `goto` waits for can come before any script runs: wait, as a reader would, for the page to come
  // alive. A test that passes its own `waitUntil` (a page whose scripts it blocks) decides for itself.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilHydrated = async (response: Response | null): Promise<Response | null> => {
      if (response?.headers()['content-type']?.includes('text/html')) await expectHydrated(page);
      return response;
    };
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      return options?.waitUntil ? response : untilHydrated(response);
    };
    page.reload = async (options) => {
      const response = await reload(options);
      return options?.waitUntil ? response : untilHydrated(response);
    };
    await use(page);
  },
  expectConsoleErrors: [
    // Playwright requires an object pattern here even when no fixture is used.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const allowed: RegExp[] = [];
      (testInfo as unknown as { allowedConsoleErrors: RegExp[] }).allowedConsoleErrors = allowed;
      await use((patterns) => allowed.push(...patterns));
    },
    { scope: 'test' },
  ],
  guards: [
    async ({ page, expectConsoleErrors: _ }, use, testInfo) => {
      const allowed = (testInfo as unknown as { allowedConsoleErrors: RegExp[] }).allowedConsoleErrors;
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => {
        if (!allowed.some((pattern) => pattern.test(error.message))) problems.push(`page error: ${error.message}`);
      });
      // Watched, not intercepted: a route on every request would take each one through the test
      // runner and turn the browser's HTTP cache off. Chromium fails requests to other hosts at once
      // by itself (`--host-resolver-rules` in scripts/lib/browser.ts), so nothing waits on them.
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!localHosts.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:')
          problems.push(`request to another host: ${request.url()}`);
      });
      await use();
      expect(problems, 'unexpected console errors or external requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
