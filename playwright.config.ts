import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findTestBrowser } from './scripts/lib/browser';
import { freePortSync } from './scripts/lib/free-port';

/**
 * Port of the production build served by `docusaurus serve` during the tests: E2E_PORT, or a free
 * port picked once by the runner (stored in the environment so every worker uses the same one).
 */
process.env.E2E_PORT ??= String(freePortSync());
/** Port of the dev server `tests/e2e/dev-pages.spec.ts` starts, picked the same way. */
process.env.E2E_DEV_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);
const launchOptions = { executablePath: findTestBrowser(), args: chromiumArgs };

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only: a test that passes on retry is still listed as flaky in the report, to be
  // fixed, but a rare timing race on a loaded machine does not throw away a whole run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace snapshots the DOM at every step (16,000 elements on a REST operation page): in CI it is
    // recorded only for the retry of a failed test, which cut three specs from 272 to 210 s here.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // One browser page per worker, reset by Playwright between tests: a new page costs a new renderer
    // process. Figures, and what the reset leaves, in tests/README.md; reused-page.spec.ts guards it.
    reuseContext: true,
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: {
    command: `npx docusaurus serve --no-open --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
