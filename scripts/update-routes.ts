/**
 * Rewrites tests/routes.txt from the current build (`npm run build` first): every route in build/sitemap.xml except
 * test-only pages, plus listed routes that left the build behind a working redirect (they stay public URLs).
 *
 *   npm run routes:update                      after adding pages
 *   npm run routes:update -- --allow-removals  also drop listed routes that vanished without a redirect
 *                                               (only for URLs that were never public)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildRoutes,
  checkRoutes,
  formatRouteList,
  readRedirects,
  readRouteList,
  routesFile,
} from '../shared/route-inventory';

const allowRemovals = process.argv.includes('--allow-removals');
const built = buildRoutes();
const listed = readRouteList();
const check = checkRoutes(listed, built, readRedirects());

if (check.removedWithoutRedirect.length > 0 && !allowRemovals) {
  console.error(
    [
      `[routes] ${check.removedWithoutRedirect.length} listed route(s) are gone from the build with no redirect:`,
      ...check.removedWithoutRedirect.map((route) => `  ${route}`),
      'URLs are permanent: keep the page, add a redirect page, or add an "old-route new-route" line to tests/redirects.txt.',
      'If these URLs were never public, rerun with `npm run routes:update -- --allow-removals`.',
    ].join('\n'),
  );
  process.exit(1);
}

const routes = [...built, ...check.redirected.map((redirect) => redirect.from)];
writeFileSync(routesFile, formatRouteList(routes));
console.log(
  `[routes] ${path.relative(process.cwd(), routesFile)}: ${routes.length} routes (${check.added.length} added, ${
    check.redirected.length
  } redirected, ${allowRemovals ? check.removedWithoutRedirect.length : 0} dropped)`,
);
