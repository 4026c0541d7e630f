/**
 * Crash screens (issue 8), triggered on purpose by the test pages of plugins/test-pages (test
 * builds only): a page that crashes while rendering, and a page module without a default export.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectHydrated } from './fixtures';
import { wcagAxe } from './support/axe';
import { setColorMode } from './support/color-mode';

/** Opens a page and waits until React has hydrated it (before that, buttons do nothing). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

/** React reports every error an error boundary catches on the console: this one is expected. */
const crashErrors = [/^Error: The crash test page failed on purpose\./];

test.describe('page crash', () => {
  test('replaces the page with the crash screen: title, heading, the error and its causes, Try again', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(crashErrors);
    await visit(page, '/test-pages/crash/');
    await expect(page.getByText('The widget is working.')).toBeVisible();
    await page.getByRole('button', { name: 'Crash this page' }).click();

    const main = page.locator('main');
    const heading = main.getByRole('heading', { level: 1, name: 'This page crashed.' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(/^Page Error/);
    // The error, then each of its causes, in order.
    await expect(main).toContainText(
      /The crash test page failed on purpose\.\s+Cause:\s+The widget received an invalid state\.\s+Cause:\s+Root cause: the test fixture value was "broken"\./,
    );
    await expect(page.getByText('The widget is working.')).toHaveCount(0);
    // Focus lands on the screen that replaced the button.
    await expect(heading).toBeFocused();
    // The screen itself meets WCAG A/AA, in both colour modes.
    for (const mode of ['light', 'dark'] as const) {
      await setColorMode(page, mode);
      const { violations } = await wcagAxe(page, { include: 'main' });
      expect(violations.map((violation) => `${mode}: ${violation.id}`)).toEqual([]);
    }
  });

  test('Try again clears the error and renders the page again', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(crashErrors);
    await visit(page, '/test-pages/crash/');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await expect(page.getByText('The widget is working.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
  });

  test('the navbar and footer stay usable on the crash screen', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(crashErrors);
    await visit(page, '/test-pages/crash/');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Pagora Payments, S.L.');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/getting-started\/$/);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  });
});

test.describe('page module without a default export', () => {
  test('shows the crash screen with an error naming the page and Try again, inside the site layout', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors([
      /^Error: The page component at \/test-pages\/no-default-export\/ doesn't have a default export/,
    ]);
    await visit(page, '/test-pages/');
    await page.getByRole('link', { name: 'Page without a default export' }).click();

    // Core's own screen for a crash outside any page's layout.
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page Error/);
    await expect(page.locator('#__docusaurus')).toContainText(
      "The page component at /test-pages/no-default-export/ doesn't have a default export.",
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Pagora Payments, S.L.');
    // The whole screen meets WCAG A/AA in both colour modes (the document keeps its language).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const mode of ['light', 'dark'] as const) {
      await setColorMode(page, mode);
      // axe misreads DocSearch's button name (accessibility.spec.ts checks it directly).
      const { violations } = await wcagAxe(page, { exclude: '.DocSearch-Button' });
      expect(violations.map((violation) => `${mode}: ${violation.id}`)).toEqual([]);
    }

    // The navbar leads away from it: the error clears and the next page renders.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/getting-started\/$/);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page crashed' })).toHaveCount(0);
  });
});
