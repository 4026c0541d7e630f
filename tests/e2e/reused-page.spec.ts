/**
 * The browser tests share one browser page per worker (`reuseContext` in playwright.config.ts), reset
 * by Playwright between tests. These two tests run in order in one worker: the first leaves behind
 * what a test can leave, and the second fails if any of it reaches it, or if it was given a new page
 * (the option gone or ignored, and the time it saves with it).
 */
import { test, expect } from './fixtures';

test.describe.configure({ mode: 'serial' });

const heardByTheFirstTest: string[] = [];

test('a test leaves storage, a cookie, an init script, a route, a listener and dark mode behind', async ({ page }) => {
  await page.addInitScript(() => Object.assign(window, { leftBehind: true }));
  await page.route('**/left-behind/', (route) => route.fulfill({ status: 200, body: 'routed' }));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/getting-started/');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
    document.cookie = 'left-behind=1; path=/';
  });
  page.on('console', (message) => heardByTheFirstTest.push(message.text()));
  expect(await page.evaluate(() => fetch('/left-behind/').then((response) => response.text()))).toBe('routed');
  expect(await page.evaluate(() => 'leftBehind' in window)).toBe(true);
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
});

test('the next test in the same worker gets the same page with none of it', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors([/status of 404/]);
  await page.goto('/getting-started/');
  const state = await page.evaluate(async () => ({
    // A new page has two entries here (about:blank, then this page); the reused one keeps its history.
    reused: history.length > 2,
    localStorage: localStorage.getItem('left-behind'),
    sessionStorage: sessionStorage.getItem('left-behind'),
    cookie: document.cookie,
    initScript: 'leftBehind' in window,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    routed: (await fetch('/left-behind/')).status,
  }));
  expect(state).toEqual({
    reused: true,
    localStorage: null,
    sessionStorage: null,
    cookie: '',
    initScript: false,
    dark: false,
    routed: 404,
  });
  await page.evaluate(() => console.log('heard by this test only'));
  expect(heardByTheFirstTest).toEqual([]);
});
