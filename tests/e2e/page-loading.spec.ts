/**
 * How pages load their JavaScript (the performance work of issue 9; the figures are in `npm run bench`):
 * the bundle is requested after the first paint, syntax highlighting loads only with code, and
 * route prefetching still happens, later. Each test checks what a reader would notice if it broke.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectHydrated } from './fixtures';
import { routeHtml } from './support/build';
import { prismDark, prismLight } from '../../config/prism';
import { themeStorageKey } from './support/page-kinds';

/** Bodies of every script the page downloads, collected as they arrive. */
function collectScripts(page: Page): Array<Promise<{ url: string; body: string }>> {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return scripts;
}

// Prism's grammar-building call, which only its chunk contains.
const PRISM_MARKER = '.languages.extend(';

/** React marks each DOM node it manages with an expando property; HTML it never hydrated has none. */
const managedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

test('the HTML requests no script before the first paint, and the page still comes alive', async ({ page }) => {
  const html = routeHtml('/getting-started/');
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toMatch(/requestAnimationFrame/);

  await page.goto('/getting-started/');
  // Hydrated: Docusaurus mounted its client and the colour toggle responds.
  await expect.poll(() => page.evaluate(() => typeof (window as { docusaurus?: unknown }).docusaurus)).toBe('object');
  await page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Docusaurus's wrong-baseUrl banner assumes scripts ran before DOMContentLoaded: it must stay off.
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});

test('the home page downloads no syntax highlighter; a guide with code highlights bash and PHP', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => typeof (window as { docusaurus?: unknown }).docusaurus)).toBe('object');
  await page.waitForLoadState('networkidle');
  const homeScripts = await Promise.all(scripts);
  expect(homeScripts.length).toBeGreaterThan(0);
  expect(homeScripts.filter(({ body }) => body.includes(PRISM_MARKER)).map(({ url }) => url)).toEqual([]);

  // Navigate inside the app, so the code is highlighted by the client, not only by the build.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Documentation', exact: true })
    .click();
  await expect(page).toHaveURL(/\/getting-started\/$/);
  const bash = page.locator('div.language-bash').first();
  await expect(bash).toContainText('curl -X POST');
  // Highlighted: tokens other than plain text (`curl` is a function name in bash).
  await expect(bash.locator('.token.function').first()).toBeAttached();
  await page.getByRole('tab', { name: 'PHP' }).first().click();
  const php = page.locator('div.language-php:visible').first();
  await expect(php.locator('.token.variable').first()).toBeAttached();
});

test('a code block keeps the lines the build highlighted, and its buttons still work', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Narrow enough for the curl sample to overflow, so the word-wrap button shows.
  await page.setViewportSize({ width: 480, height: 800 });
  await page.goto('/getting-started/');
  const block = page.locator('.tabs-container div.language-bash').first();
  const token = block.locator('.token.function').first();
  await expect(token).toHaveText('curl');
  expect(await token.evaluate(managedByReact), 'the built token is left to the browser').toBe(false);
  expect(await block.locator('pre').evaluate(managedByReact), 'the block itself is hydrated').toBe(true);

  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl -X POST /);
  const code = block.locator('code');
  await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
  await block.getByRole('button', { name: 'Toggle word wrap' }).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
});

test('links in view are still prefetched, once the page is idle', async ({ page }) => {
  await page.goto('/getting-started/');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  const hrefs = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/assets\/js\/[\w~.-]+\.js$/);
});

test('each chunk is prefetched once, and none the page has already loaded', async ({ page }) => {
  // A REST operation links to dozens of pages that share their layout chunks with this one.
  await page.goto('/apis/rest/payments-create/');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const { prefetched, loadedScripts } = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    loadedScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  }));
  expect(new Set(prefetched).size).toBe(prefetched.length);
  expect(prefetched.filter((url) => loadedScripts.includes(url))).toEqual([]);
});

/** The scripts a built page's loader appends, in order (config/ssr-template.ts). */
function listedScripts(route: string): string[] {
  // The loader follows the early-input script in the same inline <script>: its array of script URLs.
  const list = /function\(\)\{var \w+=(\["[^\]]*\])/.exec(routeHtml(route))?.[1];
  if (!list) throw new Error(`no script loader in the built HTML of ${route}`);
  return JSON.parse(list) as string[];
}

// One page of each layout: the home page, a guide, the REST and GraphQL references, search, changelog.
for (const route of [
  '/',
  '/testing/',
  '/apis/rest/payments-create/',
  '/apis/rest/schemas/payment/',
  '/apis/graphql/types/objects/payment/',
  '/search/',
  '/changelog/',
]) {
  test(`${route} loads main.js from its HTML, hydrates, and fetches no script twice`, async ({ page }) => {
    const listed = listedScripts(route);
    expect(listed.map((url) => url.replace(/\.\w+\.js$/, ''))).toEqual(['/assets/js/runtime~main', '/assets/js/main']);
    // When React has hydrated the page, as the page's own clock measures it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        (window as { hydratedAt?: number }).hydratedAt = performance.now();
        observer.disconnect();
        // The script runs before <html> exists: watch the document.
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    await page.goto(route);
    const { beforeHydration, all } = await page.evaluate(() => {
      const hydratedAt = (window as { hydratedAt?: number }).hydratedAt ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).initiatorType === 'script',
        );
      const paths = (entries: PerformanceEntry[]) => entries.map((entry) => new URL(entry.name).pathname);
      return { beforeHydration: paths(scripts.filter((entry) => entry.startTime < hydratedAt)), all: paths(scripts) };
    });
    // The page came alive (its route's chunks are requested by main.js, as core does: plugins/route-chunks,
    // which listed them in the HTML, was removed in issue 42 for gaining nothing measurable).
    expect(listed.filter((url) => !beforeHydration.includes(url))).toEqual([]);
    expect(beforeHydration.length).toBeGreaterThan(2);
    expect(all.filter((url, index) => all.indexOf(url) !== index)).toEqual([]);
  });
}

test('the REST reference has its parameters and schemas in the built HTML, not placeholders', () => {
  const html = routeHtml('/apis/rest/payments-create/');
  // Field rows of the request body schema (openapi/openapi.yaml), with their names and descriptions.
  expect(html).toMatch(/id="?request\.amount"?[^>]*>.*?<code[^>]*>amount<\/code>/);
  expect(html).toMatch(/<code>paymentToken<\/code>/);
});

for (const [route, selector] of [
  ['/getting-started/', '.tabs-container div.language-bash'],
  ['/apis/rest/payments-create/', '[id="request.amount"]'],
  ['/apis/rest/payments-create/', '.tabs-container'],
] as const) {
  test(`hydrating ${route} keeps the built ${selector} instead of rebuilding it`, async ({ page }) => {
    // Hold the bundle so the built page can be marked before React takes over.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/main.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    await page
      .locator(selector)
      .first()
      .evaluate((element) => element.setAttribute('data-built-node', ''));
    release();
    await expectHydrated(page);
    // A rebuilt element would not carry the mark.
    await expect(page.locator(selector).first()).toHaveAttribute('data-built-node', '');
  });
}

test('a page shown in dark mode highlights its code with the dark theme once hydrated', async ({ page }) => {
  const background = (colour: string) => new RegExp(`--prism-background-color:\\s*${colour}`, 'i');
  await page.goto('/getting-started/');
  const block = page.locator('.tabs-container div.language-bash').first();
  await expect(block).toHaveAttribute('style', background(prismLight.plain.backgroundColor!));
  await page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' }).click();
  await page.reload();
  // The build highlighted in light mode; the block must not keep those colours.
  await expect(block).toHaveAttribute('style', background(prismDark.plain.backgroundColor!));
});

test('switching the colour mode recolours the tokens of a code block already on screen', async ({ page }) => {
  await page.goto('/getting-started/');
  // A token the light and dark themes colour differently (the `curl` command name).
  const token = page
    .locator('.tabs-container div.language-bash .token')
    .filter({ hasText: /^curl$/ })
    .first();
  const colour = () => token.evaluate((element) => getComputedStyle(element).color);
  const light = await colour();
  await page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' }).click();
  await expect.poll(colour).not.toBe(light);
});

test('a hidden tab is in the built HTML, and shows once the reader selects it', async ({ page }) => {
  await page.goto('/apis/rest/payments-create/');
  // The 400 response: its panel (and the example inside it) starts hidden, its text in the page.
  const panel = page.locator('[role="tabpanel"]').filter({ has: page.locator('[id="response.400.errors"]') });
  await expect(panel).toBeHidden();
  await expect(panel.locator('pre code').first()).toContainText('"field": "currency"');

  await page.getByRole('tab', { name: '400', exact: true }).click();
  await expect(panel).toBeVisible();
  await expect(panel.locator('[id="response.400.errors"]')).toBeVisible();
  expect(await panel.locator('[id="response.400.errors"]').evaluate(managedByReact)).toBe(true);
  await panel
    .locator('summary')
    .filter({ hasText: /^Example/ })
    .click();
  const example = panel.locator('pre').filter({ hasText: '"field": "currency"' }).first();
  // Response examples are plain <pre> (issue 75: a highlighted JSON example doubled the page's elements).
  await expect(example).toBeVisible();
});

test('a guide sample in another language is highlighted when its tab is selected', async ({ page }) => {
  await page.goto('/getting-started/');
  const samples = page
    .locator('.tabs-container')
    .filter({ has: page.getByRole('tab', { name: 'Python' }) })
    .first();
  const python = samples.getByRole('tabpanel').filter({ hasText: 'import requests' }).first();
  await expect(python).toBeHidden();
  await samples.getByRole('tab', { name: 'Python' }).click();
  await expect(python).toBeVisible();
  await expect(python.locator('pre .token.keyword').first()).toBeVisible();
});

test('after a client-side navigation, a hidden tab shows its content when selected', async ({ page }) => {
  await page.goto('/apis/rest/payments-create/');
  await page.getByRole('link', { name: 'Refund a payment' }).first().click();
  await expect(page).toHaveURL(/\/apis\/rest\/payments-refund\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund a payment');
  // A panel nobody has opened is complete once selected.
  const samples = page.getByRole('region', { name: 'Request sample' });
  await samples.getByRole('tab', { name: 'PHP' }).click();
  await expect(samples.getByRole('tabpanel')).toContainText('/v1/payments/');
  // The page's samples and errors come with its chunk, the operation with the request builder.
  await expect(page.getByRole('heading', { level: 2, name: 'Errors' })).toBeVisible();
  await page.getByRole('button', { name: 'Customise the request' }).click();
  await expect(page.getByRole('region', { name: 'Request builder' }).getByText('"refundReason"').first()).toBeVisible();
});

/** What the reader sees of every element in the first screenful: its box, spacing, type and colours. */
function firstScreenStyles(): string[] {
  const properties = [
    'display',
    'position',
    'float',
    'width',
    'height',
    'margin',
    'padding',
    'border-width',
    'font-family',
    'font-size',
    'font-weight',
    'line-height',
    'color',
    'background-color',
    'visibility',
    'opacity',
  ];
  return Array.from(document.body.querySelectorAll('*'))
    .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
    .map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${properties.map((name) => style.getPropertyValue(name)).join(' ')}`;
    });
}

/** One page of each layout (the critical CSS is cut per layout: plugins/critical-css). */
const onePagePerLayout = [
  '/',
  '/getting-started/',
  '/apis/rest/payments-create/',
  '/apis/rest/schemas/payment/',
  '/apis/graphql/operations/mutations/create-payment/',
  '/apis/graphql/types/objects/payment/',
  '/changelog/',
  '/search/',
];

for (const { path, colorMode } of [
  ...onePagePerLayout.map((route) => ({ path: route, colorMode: 'light' })),
  { path: '/getting-started/', colorMode: 'dark' },
]) {
  test(`${path} in ${colorMode} mode is styled at first paint, before the full stylesheet, and the stylesheet changes nothing on screen`, async ({
    page,
  }) => {
    await page.addInitScript(([key, mode]) => window.localStorage.setItem(key, mode), [
      themeStorageKey,
      colorMode,
    ] as const);
    // Hold the stylesheet and the scripts: what is on screen then is what the first paint shows.
    const hold = async (files: RegExp): Promise<() => void> => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(files, async (route) => {
        await held;
        await route.continue();
      });
      return release;
    };
    const releaseStylesheet = await hold(/\/assets\/css\//);
    const releaseScripts = await hold(/\/assets\/js\//);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
    const stylesheet = page.locator('link[rel="stylesheet"][href*="/assets/css/"]').first();
    await expect(stylesheet).toHaveAttribute('media', 'print');
    // Styled already: the navbar is laid out as a bar, not as a list of links.
    await expect(page.locator('nav.navbar')).toHaveCSS('display', 'flex');
    const atFirstPaint = await page.evaluate(firstScreenStyles);
    expect(atFirstPaint.length).toBeGreaterThan(20);
    // The browser may paint before the page actions that follow the breadcrumbs are parsed: on a
    // phone, the crumbs must already sit where they stay once the actions arrive (no layout shift).
    const pageActions = page.getByRole('group', { name: 'Page actions' });
    if ((await pageActions.count()) > 0) {
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: 412, height: 823 });
      const crumbs = await pageActions.evaluate((group) => {
        const actions = group.parentElement!;
        const bar = actions.parentElement!;
        const places = () =>
          Array.from(bar.querySelectorAll('.breadcrumbs__item'), (item) => {
            const { x, y, width } = item.getBoundingClientRect();
            return `${Math.round(x)},${Math.round(y)},${Math.round(width)}`;
          });
        const withActions = places();
        actions.remove();
        const beforeActions = places();
        bar.append(actions);
        return { withActions, beforeActions };
      });
      expect(crumbs.withActions.length).toBeGreaterThan(1);
      expect(crumbs.beforeActions).toEqual(crumbs.withActions);
      if (viewport) await page.setViewportSize(viewport);
    }

    releaseStylesheet();
    await expect(stylesheet).toHaveAttribute('media', 'all');
    expect(await page.evaluate(firstScreenStyles)).toEqual(atFirstPaint);
    releaseScripts();
    await expectHydrated(page);
  });
}
