/**
 * The route inventory: every public URL of the site, committed in tests/routes.txt so a URL can't vanish unnoticed.
 * URLs are permanent: a route may leave the build only if a redirect takes its readers somewhere that exists,
 * either a built page with a meta refresh or an `old new` line in tests/redirects.txt.
 * Used by scripts/update-routes.ts (rewrites the list) and tests/e2e/routes.spec.ts (checks the build against it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapRoutes } from './sitemap';

const root = path.resolve(__dirname, '..');
export const routesFile = path.join(root, 'tests', 'routes.txt');
export const redirectsFile = path.join(root, 'tests', 'redirects.txt');
export const defaultBuildDir = path.join(root, 'build');

/** Routes that are not public URLs: test-only pages (test builds) and file-style pages such as /404.html. */
export function isExcluded(route: string): boolean {
  return route.startsWith('/test-pages/') || !route.endsWith('/');
}

/** The public routes of a build: its sitemap, minus the exclusions, sorted and unique. */
export function buildRoutes(buildDir: string = defaultBuildDir): string[] {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemap)) throw new Error(`${sitemap} not found: run \`npm run build\` first.`);
  const routes = sitemapRoutes(buildDir);
  return sortedUnique(routes.filter((route) => !isExcluded(route)));
}

export function sortedUnique(routes: Iterable<string>): string[] {
  return [...new Set(routes)].sort();
}

/** Non-empty lines of a text file, `#` comments dropped; an absent file reads as empty. */
function lines(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export function readRouteList(file: string = routesFile): string[] {
  return lines(file);
}

export function formatRouteList(routes: Iterable<string>): string {
  return `${sortedUnique(routes).join('\n')}\n`;
}

/** tests/redirects.txt: one `old-route new-route` pair per line. */
export function readRedirects(file: string = redirectsFile): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const line of lines(file)) {
    const [from, to, ...rest] = line.split(/\s+/);
    if (!from || !to || rest.length > 0)
      throw new Error(`${path.relative(root, file)}: expected "old-route new-route", got "${line}"`);
    redirects.set(from, to);
  }
  return redirects;
}

/** The target of a built meta-refresh page at `route` (as a route), or null when there is no such page. */
export function metaRefreshTarget(buildDir: string, route: string): string | null {
  const file = path.join(buildDir, route, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const meta = /<meta[^>]+http-equiv=["']?refresh["']?[^>]*>/i.exec(html)?.[0];
  const url = meta && /content=["']?\s*\d+\s*;\s*url=([^"'>\s]+)/i.exec(meta)?.[1];
  if (!url) return null;
  return new URL(url, `https://site.invalid${route}`).pathname;
}

export interface RouteCheck {
  /** Routes in the build that the list lacks. */
  added: string[];
  /** Listed routes gone from the build with no redirect to an existing route. */
  removedWithoutRedirect: string[];
  /** Listed routes gone from the build that redirect to an existing route (they stay in the list). */
  redirected: Array<{ from: string; to: string; via: 'meta refresh' | 'tests/redirects.txt' }>;
}

export function checkRoutes(
  listed: readonly string[],
  built: readonly string[],
  redirects: ReadonlyMap<string, string>,
  buildDir: string = defaultBuildDir,
): RouteCheck {
  const builtSet = new Set(built);
  const listedSet = new Set(listed);
  const result: RouteCheck = {
    added: built.filter((route) => !listedSet.has(route)),
    removedWithoutRedirect: [],
    redirected: [],
  };
  for (const route of listed) {
    if (builtSet.has(route)) continue;
    const refresh = metaRefreshTarget(buildDir, route);
    if (refresh && builtSet.has(refresh)) {
      result.redirected.push({ from: route, to: refresh, via: 'meta refresh' });
      continue;
    }
    const target = redirects.get(route);
    if (target && builtSet.has(target)) {
      result.redirected.push({ from: route, to: target, via: 'tests/redirects.txt' });
      continue;
    }
    result.removedWithoutRedirect.push(route);
  }
  return result;
}
