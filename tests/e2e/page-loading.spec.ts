/**
 * How pages load their JavaScript (the performance work of issue 9; the figures are in `npm run bench`):
 * the bundle is requested after the first paint, syntax highlighting loads only with code, and
 * route prefetching still happens, later. Each test checks what a reader would notice if it broke.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { routeHtml } from './support/build';
import { prismDark, prismLight } from '../../config/prism';

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

test('the HTML requests no script before the first paint, and the page still comes alive', async ({ page }) => {
  const html = routeHtml('/getting-started/');
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toMatch(/requestAnimationFrame/);

  await page.goto('/getting-started/');
  // Hydrated: Docusaurus mounted its client and the colour toggle responds.
  await expect.poll(() => page.evaluate(() => typeof (window as { docusaurus?: unknown }).docusaurus)).toBe('object');
  await page.getByRole('button', { name: /^Switch to dark mode/ }).click();
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
  await expect(bash.locator('.token').first()).toBeAttached();
  await page.getByRole('tab', { name: 'PHP' }).first().click();
  const php = page.locator('div.language-php:visible').first();
  await expect(php.locator('.token').first()).toBeAttached();
});

test('links in view are still prefetched, once the page is idle', async ({ page }) => {
  await page.goto('/getting-started/');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  const hrefs = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/assets\/js\/[\w~.-]+\.js$/);
});

test('the REST reference has its parameters and schemas in the built HTML, not placeholders', () => {
  const html = routeHtml('/apis/rest/payments-create/');
  expect(html).not.toContain('openapi-skeleton');
  // Field names and their descriptions from the request body schema (openapi/openapi.yaml).
  expect(html).toMatch(/openapi-schema__property[^>]*>amount</);
  expect(html).toMatch(/<code>paymentToken<\/code>/);
});

for (const [route, selector] of [
  ['/getting-started/', '.tabs-container div.language-bash'],
  ['/apis/rest/payments-create/', '.openapi-schema__property'],
  ['/apis/rest/payments-create/', '.openapi-tabs__container'],
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
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // A rebuilt element would not carry the mark.
    await expect(page.locator(selector).first()).toHaveAttribute('data-built-node', '');
  });
}

test('a page shown in dark mode highlights its code with the dark theme once hydrated', async ({ page }) => {
  const background = (colour: string) => new RegExp(`--prism-background-color:\\s*${colour}`, 'i');
  await page.goto('/getting-started/');
  const block = page.locator('.tabs-container div.language-bash').first();
  await expect(block).toHaveAttribute('style', background(prismLight.plain.backgroundColor!));
  await page.getByRole('button', { name: /^Switch to dark mode/ }).click();
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
  await page.getByRole('button', { name: /^Switch to dark mode/ }).click();
  await expect.poll(colour).not.toBe(light);
});
