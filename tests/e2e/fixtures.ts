/**
 * The shared test fixture: every test fails on an unexpected console error or on a request to any
 * host other than the local server (the site must work with no hosted service).
 * A test that triggers an error on purpose declares it with `expectConsoleErrors([/pattern/])`.
 */
import { test as base, expect } from '@playwright/test';

interface Guards {
  /** Console errors matching these patterns are expected by the current test. */
  expectConsoleErrors: (patterns: RegExp[]) => void;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const test = base.extend<Guards & { guards: void }>({
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
      await page.route(
        (url) => !localHosts.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
        async (route) => {
          problems.push(`request to another host: ${route.request().url()}`);
          await route.abort('blockedbyclient');
        },
      );
      await use();
      expect(problems, 'unexpected console errors or external requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
