import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { buildDir, guideRoutes, routeHtml } from './support/build';

test('the footer shows copyright and legal text, and no links', async ({ page }) => {
  await page.goto('/getting-started/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Pagora`);
  await expect(footer).toContainText('payment institution authorised and supervised by the Banco de España');
  await expect(footer).toContainText('European Payments Council');
  await expect(footer.getByRole('link')).toHaveCount(0);
});

test.describe('colour mode', () => {
  test('applies the stored choice before the first paint (no flash)', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors([/Failed to load resource/]);
    await page.goto('/getting-started/');
    await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Reload with every script file blocked: only the inline <head> script can set the theme now,
    // so a dark page here means there is no light flash before the bundle runs.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('the table of contents lists h2 and h3 headings but not h4', async ({ page }) => {
  // Drive the page choice from the build: the first guide that has an h2, an h3 and an h4.
  const route = guideRoutes().find((candidate) => {
    const html = routeHtml(candidate);
    return /<h2[\s>]/.test(html) && /<h3[\s>]/.test(html) && /<h4[\s>]/.test(html);
  });
  expect(route, 'a guide with h2, h3 and h4 headings').toBeTruthy();
  await page.goto(route!);
  const article = page.locator('article');
  const toc = page.locator('.table-of-contents').first();
  const h2 = (await article.locator('h2').first().innerText()).replace(/\u200b/g, '').trim();
  const h3 = (await article.locator('h3').first().innerText()).replace(/\u200b/g, '').trim();
  const h4 = (await article.locator('h4').first().innerText()).replace(/\u200b/g, '').trim();
  await expect(toc.getByRole('link', { name: h2, exact: true }).first()).toBeAttached();
  await expect(toc.getByRole('link', { name: h3, exact: true }).first()).toBeAttached();
  await expect(toc.getByRole('link', { name: h4, exact: true })).toHaveCount(0);
});

test.describe('announcement bar', () => {
  test('can be dismissed, and stays dismissed after a reload', async ({ page }) => {
    await page.goto('/getting-started/');
    const bar = page.getByRole('banner').filter({ hasText: 'EURM' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('body')).toContainText('Getting started');
    await expect(page.getByRole('banner').filter({ hasText: 'EURM' })).toHaveCount(0);
  });

  test('shows again when the announcement id changes', async ({ page }) => {
    await page.goto('/getting-started/');
    const bar = page.getByRole('banner').filter({ hasText: 'EURM' });
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    // Pretend the dismissal was for an earlier announcement: the stored id no longer matches the config.
    const storedIdKeys = await page.evaluate(() => {
      const keys = Object.keys(window.localStorage).filter((key) => key.startsWith('docusaurus.announcement.id'));
      keys.forEach((key) => window.localStorage.setItem(key, 'announcement-previous'));
      return keys;
    });
    expect(storedIdKeys.length).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('banner').filter({ hasText: 'EURM' })).toBeVisible();
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('collapses into a menu that opens, closes, and closes itself on desktop widths', async ({ page }) => {
    await page.goto('/getting-started/');
    const navbarRight = page.locator('.navbar__items--right');
    await expect(navbarRight.getByRole('link', { name: 'Documentation' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const sidebar = page.locator('.navbar-sidebar');
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Documentation' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(navbarRight.getByRole('link', { name: 'Documentation' })).toBeVisible();
  });
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/getting-started/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands inside <main>, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('an unknown path shows the not-found page with status 404', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors([/status of 404/]);
  const response = await page.goto('/no-such-page-here/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});

test('sitemap.xml lists pages with changefreq daily and priority 0.7', () => {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  expect(urls.length).toBeGreaterThan(20);
  for (const url of urls) {
    expect(url).toContain('<changefreq>daily</changefreq>');
    expect(url).toContain('<priority>0.7</priority>');
  }
  expect(xml).toContain('<loc>https://docs.pagora.com/getting-started/</loc>');
});

test('the home page offers the entry cards and a search entry point', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagora developer documentation');
  await expect(page.getByText('Explore the guides and examples to integrate Pagora.').first()).toBeVisible();
  for (const [name, href] of [
    ['Getting started', '/getting-started/'],
    ['REST API', '/apis/rest/'],
    ['GraphQL API', '/apis/graphql/'],
    ['Payment methods', '/payment-methods/overview/'],
    ['Testing', '/testing/'],
  ] as const) {
    await expect(page.locator('main').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(page.getByRole('search').getByRole('button', { name: /search/i })).toBeVisible();
});

test('Google Tag Manager is absent without a container id', () => {
  expect(routeHtml('/getting-started/')).not.toContain('googletagmanager');
});

test('a document without an icon of its own, such as a Markdown copy, gets the site icon from /favicon.ico', async ({
  page,
}) => {
  // The page's console error guard (fixtures.ts) fails the test on the 404 a missing /favicon.ico logs.
  await page.goto('/testing/index.md');
  await expect(page.locator('body')).toContainText('# ');
  const response = await page.request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  const ico = await response.body();
  expect([...ico.subarray(0, 4)], 'ICO header: reserved 0, type 1 (icon)').toEqual([0, 0, 1, 0]);
});
