/**
 * Second accessibility engine, next to the axe gate (accessibility.spec.ts): HTML_CodeSniffer (the
 * engine behind pa11y's default runner) with its WCAG 2 AA standard, injected into the page, on the
 * home page, a guide, one page of each generated kind, a REST operation page for each HTTP method
 * (each method badge has its own colours), the search page and the not-found page, in light and in
 * dark mode (one load per page, switched to dark by the navbar's switch, as in accessibility.spec.ts).
 * Zero errors allowed (its warnings and notices ask for human review and are not gated).
 * Engines disagree: this one found contrast and form failures axe passed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { buildDir, guideRoutes, routeHtml } from './support/build';
import { colorModes, inGroupsOf, referencePages, switchToDark, themeStorageKey } from './support/page-kinds';

const htmlcsScript = path.join(path.dirname(require.resolve('html_codesniffer/package.json')), 'build', 'HTMLCS.js');

/** One REST operation page per HTTP method badge in the build, found from the built pages. */
function restPagePerMethod(): string[] {
  const byMethod = new Map<string, string>();
  const restDir = path.join(buildDir, 'apis', 'rest');
  for (const entry of readdirSync(restDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'schemas') continue;
    const route = `/apis/rest/${entry.name}/`;
    // The endpoint line's method badge (src/components/RestReference `Endpoint`).
    const method = /<span class="?badge [^>]*>(GET|POST|PUT|PATCH|DELETE)<\/span>/.exec(routeHtml(route))?.[1];
    if (method && !byMethod.has(method)) byMethod.set(method, route);
  }
  return [...byMethod.values()];
}

interface Target {
  url: string;
  notFound?: boolean;
}

const targets: Target[] = [
  { url: '/' },
  { url: guideRoutes()[0] ?? '/getting-started/' },
  ...referencePages.map((url) => ({ url })),
  ...restPagePerMethod().map((url) => ({ url })),
  { url: '/search/?q=refund' },
  { url: '/this-page-does-not-exist/', notFound: true },
];

interface SnifferError {
  code: string;
  msg: string;
  element: string;
}

/** Runs HTML_CodeSniffer's WCAG2AA standard on the page; returns its errors (type 1). */
async function snifferErrors(page: Page): Promise<SnifferError[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.addScriptTag({ path: htmlcsScript });
  return page.evaluate(
    () =>
      new Promise<SnifferError[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, content: Document, done: () => void, failed: () => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  code: message.code,
                  msg: message.msg,
                  element: message.element instanceof Element ? message.element.outerHTML.slice(0, 160) : '(document)',
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed to run')),
        );
      }),
  );
}

test.describe.configure({ mode: 'parallel' });

test('a REST page for each HTTP method is checked, PATCH included', () => {
  const routes = restPagePerMethod();
  expect(routes.length, `REST pages, one per method: ${routes.join(' ')}`).toBeGreaterThanOrEqual(3);
  expect(
    routes.some((route) => /<span class="?badge [^>]*>PATCH<\/span>/.test(routeHtml(route))),
    'a PATCH page',
  ).toBe(true);
});

// A few pages per test, so the two workers share the pages instead of one long test per mode.
for (const group of inGroupsOf(targets, 4)) {
  test(`HTML_CodeSniffer finds no WCAG 2 AA errors in ${colorModes.join(' or ')} mode: ${group.map((target) => target.url).join(' ')}`, async ({
    page,
    expectConsoleErrors,
  }, testInfo) => {
    testInfo.setTimeout(30_000 * group.length);
    if (group.some((target) => target.notFound)) expectConsoleErrors([/status of 404/]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Every load starts in light mode, whatever the previous page of the group switched to.
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      themeStorageKey,
      'light',
    ] as const);
    const report: string[] = [];
    let checked = 0;
    for (const target of group) {
      const response = await page.goto(target.url);
      expect(response?.status(), `HTTP status of ${target.url}`).toBe(target.notFound ? 404 : 200);
      if (target.url.startsWith('/search/')) await expect(page.locator('main article h2 a').first()).toBeVisible();
      for (const mode of colorModes) {
        if (mode === 'dark') await switchToDark(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const errors = await snifferErrors(page);
        checked += 1;
        report.push(
          ...errors.map((error) => `${target.url} [${mode}] ${error.code}: ${error.msg}\n    ${error.element}`),
        );
      }
    }
    expect(checked, 'page and mode pairs checked').toBe(group.length * colorModes.length);
    expect(report, `HTML_CodeSniffer errors:\n${report.join('\n')}\n`).toEqual([]);
  });
}
