/**
 * The route inventory (tests/routes.txt) against the build: URLs are permanent, so a listed route may leave the
 * build only behind a redirect to a route that exists (a meta-refresh page, or a line in tests/redirects.txt),
 * and every new route must be added to the list (`npm run routes:update`).
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { buildDir } from './support/build';
import { site } from '../../config/site';
import {
  buildRoutes,
  checkRoutes,
  formatRouteList,
  readRedirects,
  readRouteList,
  routesFile,
} from '../../shared/route-inventory';

const listed = readRouteList();
const built = buildRoutes(buildDir);
const redirects = readRedirects();
const check = checkRoutes(listed, built, redirects, buildDir);

test('tests/routes.txt is sorted, without duplicates or test-only pages', () => {
  expect(listed.length, 'routes listed').toBeGreaterThan(0);
  expect(readFileSync(routesFile, 'utf8'), 'tests/routes.txt as `npm run routes:update` writes it').toBe(
    formatRouteList(listed),
  );
  expect(listed.filter((route) => route.startsWith('/test-pages/'))).toEqual([]);
});

test('no listed route has disappeared from the build without a redirect', () => {
  expect(
    check.removedWithoutRedirect,
    'listed routes missing from the build: URLs are permanent, so keep the page or redirect it ' +
      '(a meta-refresh page, or an "old-route new-route" line in tests/redirects.txt to a route that exists)',
  ).toEqual([]);
});

test('every route of the build is in tests/routes.txt', () => {
  expect(
    check.added,
    'routes in the build but not in tests/routes.txt: run `npm run routes:update` and commit the list',
  ).toEqual([]);
});

test('every redirect in tests/redirects.txt leads to a route of the build', () => {
  const builtSet = new Set(built);
  const broken = [...redirects].filter(([, to]) => !builtSet.has(to)).map(([from, to]) => `${from} -> ${to}`);
  expect(broken, 'redirect targets missing from the build').toEqual([]);
});

// A redirect page must take the reader to its target in a real browser.
for (const { from, to } of check.redirected.filter((redirect) => redirect.via === 'meta refresh')) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
}

test('robots.txt lets crawlers in and names the sitemap, which lists the listed routes', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(text)?.[1] ?? '';
  expect(sitemapUrl).toBe(`${site.url}/sitemap.xml`);
  // The same file, served here: every route of tests/routes.txt is in it.
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const locations = new Set(
    [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(site.url, '')),
  );
  expect(listed.filter((route) => !locations.has(route))).toEqual([]);
});
