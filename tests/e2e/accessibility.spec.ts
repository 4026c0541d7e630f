/**
 * Accessibility gate: axe-core (WCAG 2.0 / 2.1, levels A and AA) on the home page, every guide in the build's
 * sitemap, one page of each generated reference kind, a REST operation page per HTTP method, the search page
 * and the not-found page; and on the same loads, HTML_CodeSniffer (support/htmlcs.ts) in both modes on the
 * home page, a guide, those reference pages, the search page and the not-found page.
 *
 * Every rule but the colour rules runs on every page. The colour rules (contrast, links told apart by
 * colour) run in light and in dark mode (one load per page, switched to dark by the navbar's switch) on the
 * home, search and not-found pages and on the fewest guides and reference pages that together show every
 * component, table and styled element any of them shows (`pagesCoveringEveryStyledPart`): colours come from
 * those parts, so checking them on one page checks them for every page that shows them, and a page with a
 * part no other page has joins the set. Both engines read one load of each page: as two specs that each
 * loaded the same 23 pages, the two took 125-127 s alone on two workers, one spec 115-116 s (2026-11-27,
 * alternating, load 5-7). Pages are grouped several to a test so the run stays short on two cores; each
 * test reports every violation of its group at once (page, mode, engine and rule, impact, failing selectors).
 */
import type { Page } from '@playwright/test';
import type { AxeResults, NodeResult, Result } from 'axe-core';
import { test, expect, expectHydrated } from './fixtures';
import { preloadAxe, wcagAxe, wcagColourRules } from './support/axe';
import { guideRoutes, routeHtml, sitemapRoutes } from './support/build';
import { methodBadge, restPagePerMethod, snifferErrors } from './support/htmlcs';
import {
  colorModes,
  inGroupsOf,
  pagesCoveringEveryStyledPart,
  referencePages,
  switchToDark,
  themeStorageKey,
  type ColorMode,
} from './support/page-kinds';

interface Target {
  /** What goes into the address bar. */
  url: string;
  /** The not-found page answers 404 and logs it. */
  notFound?: boolean;
  /** Waits for content rendered after hydration. */
  ready?: (page: Page) => Promise<void>;
  /** axe's colour rules skipped: every styled part of its content has its colours checked on another page. */
  coloursElsewhere?: boolean;
  /** HTML_CodeSniffer checks it too, in both modes. */
  sniffed?: boolean;
}

const guides = guideRoutes().filter((route) => !referencePages.includes(route));
const methodPages = restPagePerMethod().filter((route) => !referencePages.includes(route));
const contentPages = [...guides, ...referencePages, ...methodPages];
const coloursChecked = new Set(pagesCoveringEveryStyledPart(contentPages, routeHtml));
const sniffedPages = new Set([guides[0], ...referencePages, ...methodPages]);

const targets: Target[] = [
  { url: '/', sniffed: true },
  ...contentPages.map((url) => ({ url, coloursElsewhere: !coloursChecked.has(url), sniffed: sniffedPages.has(url) })),
  {
    url: '/search/?q=refund',
    sniffed: true,
    ready: async (page) => {
      await expect(page.locator('main article h2 a').first()).toBeVisible();
    },
  },
  { url: '/this-page-does-not-exist/', notFound: true, sniffed: true },
];

const groups = inGroupsOf(targets, 5);

function describeNode(node: NodeResult): string {
  const selector = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' >>> ');
  // Colour-contrast results carry the measured colours and ratio: the fastest way to the token to change.
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } | undefined;
  const contrast = data?.contrastRatio
    ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio})`
    : '';
  return `${selector}${contrast}`;
}

const nodesShown = 6;

function describeViolation(url: string, mode: ColorMode, violation: Result): string {
  const lines = violation.nodes.slice(0, nodesShown).map((node) => `    - ${describeNode(node)}`);
  if (violation.nodes.length > nodesShown) lines.push(`    - … and ${violation.nodes.length - nodesShown} more`);
  return `${url} [${mode}] ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${lines.join('\n')}`;
}

/**
 * axe's experimental `label-content-name-mismatch` reads DocSearch's button as the single word
 * "SearchCtrlK" (the label and the two keycaps are adjacent elements with no space between them), so
 * no accessible name a person could use matches it. The requirement behind the rule (WCAG 2.5.3: the
 * name contains the visible words, in order) is checked directly by the test below; only that one
 * node of that one rule is set aside here. Any other element failing the rule still fails the gate.
 */
function withoutSearchButtonShortcutFalsePositive(violations: Result[]): Result[] {
  return violations
    .map((violation) =>
      violation.id === 'label-content-name-mismatch'
        ? { ...violation, nodes: violation.nodes.filter((node) => !node.html.includes('DocSearch-Button')) }
        : violation,
    )
    .filter((violation) => violation.nodes.length > 0);
}

test('the search button is named by its visible words, label then shortcut', async ({ page }) => {
  await page.goto('/getting-started/');
  await expectHydrated(page);
  const button = page.getByRole('navigation', { name: 'Main' }).locator('.DocSearch-Button');
  await expect(button.locator('kbd')).toHaveCount(2);
  const visibleWords = await button.evaluate((element) =>
    Array.from(element.querySelectorAll('.DocSearch-Button-Placeholder, kbd')).map((part) => part.textContent?.trim()),
  );
  const name = (await button.getAttribute('aria-label')) ?? '';
  expect(name.startsWith(visibleWords.join(' ')), `"${name}" starts with "${visibleWords.join(' ')}"`).toBe(true);
});

test.describe.configure({ mode: 'parallel' });

test('the pages checked here exist in the build', () => {
  const routes = new Set(sitemapRoutes());
  const missing = referencePages.filter((route) => !routes.has(route));
  expect(missing, 'reference pages named in accessibility.spec.ts but missing from sitemap.xml').toEqual([]);
  expect(guideRoutes().length, 'guides in the sitemap').toBeGreaterThan(30);
  expect(targets.filter((target) => target.sniffed).length, 'pages HTML_CodeSniffer checks').toBeGreaterThan(20);
  // Dark mode runs these only: an empty list would leave dark mode unchecked.
  expect(wcagColourRules).toEqual(expect.arrayContaining(['color-contrast', 'link-in-text-block']));
});

test('the pages whose colours are checked show every admonition kind, code language and table any page shows', () => {
  const checked = [...coloursChecked];
  expect(checked.length, `pages with their colours checked: ${checked.join(' ')}`).toBeGreaterThan(3);
  expect(checked.length, 'fewer pages with their colours checked than pages').toBeLessThan(contentPages.length);
  // Read independently of the cover's own parsing: the kinds of block a contrast failure usually sits in.
  const kinds = (routes: string[]) =>
    new Set(
      routes.flatMap((route) =>
        [...routeHtml(route).matchAll(/theme-admonition-[a-z]+|prism-code language-[a-z]+|<table\b|<kbd\b/g)].map(
          (match) => match[0],
        ),
      ),
    );
  const checkedKinds = kinds(checked);
  expect([...kinds(contentPages)].filter((kind) => !checkedKinds.has(kind))).toEqual([]);
});

test('a REST page for each HTTP method is checked, PATCH included', () => {
  const routes = restPagePerMethod();
  expect(routes.length, `REST pages, one per method: ${routes.join(' ')}`).toBeGreaterThanOrEqual(3);
  expect(
    routes.some((route) => methodBadge.exec(routeHtml(route))?.[1] === 'PATCH'),
    'a PATCH page',
  ).toBe(true);
  const checked = new Set(targets.map((target) => target.url));
  expect(routes.filter((route) => !checked.has(route))).toEqual([]);
});

// Each page is loaded once: axe in light mode, then, where its colours are checked, `switchToDark` and the colour
// rules; HTML_CodeSniffer after axe in each mode, on the pages it checks.
groups.forEach((group, index) => {
  const label = group
    .map(
      (target) => `${target.url}${target.coloursElsewhere ? ' (no colours)' : ''}${target.sniffed ? ' (+HTMLCS)' : ''}`,
    )
    .join(' ');
  test(`no WCAG A/AA violations in ${colorModes.join(' or ')} mode: ${label}`, async ({
    page,
    expectConsoleErrors,
  }, testInfo) => {
    testInfo.setTimeout(45_000 * group.length);
    if (group.some((target) => target.notFound)) expectConsoleErrors([/status of 404/]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await preloadAxe(page);
    // Every load starts in light mode, whatever the previous page of the group switched to.
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      themeStorageKey,
      'light',
    ] as const);

    const report: string[] = [];
    let sniffed = 0;
    for (const target of group) {
      const response = await page.goto(target.url);
      expect(response?.status(), `HTTP status of ${target.url}`).toBe(target.notFound ? 404 : 200);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
      await target.ready?.(page);
      for (const mode of target.coloursElsewhere && !target.sniffed ? (['light'] as const) : colorModes) {
        if (mode === 'dark') await switchToDark(page);
        await expect(html).toHaveAttribute('data-theme', mode);
        if (mode === 'light' || !target.coloursElsewhere) {
          const rules = target.coloursElsewhere ? 'all but colours' : mode === 'dark' ? 'colours' : 'all';
          const results: AxeResults = await wcagAxe(page, { rules });
          report.push(
            ...withoutSearchButtonShortcutFalsePositive(results.violations).map((violation) =>
              describeViolation(target.url, mode, violation),
            ),
          );
        }
        if (target.sniffed) {
          sniffed += 1;
          const errors = await snifferErrors(page);
          report.push(
            ...errors.map(
              (error) => `${target.url} [${mode}] HTML_CodeSniffer ${error.code}: ${error.msg}\n    ${error.element}`,
            ),
          );
        }
      }
    }
    expect(sniffed, 'page and mode pairs HTML_CodeSniffer checked').toBe(
      group.filter((target) => target.sniffed).length * colorModes.length,
    );
    expect(report, `accessibility violations (group ${index + 1}/${groups.length}):\n${report.join('\n')}\n`).toEqual(
      [],
    );
  });
});
