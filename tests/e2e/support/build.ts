/** Reads facts from the production build itself, so page lists grow with the site. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { withoutStyleText } from '../../../shared/built-html';
import { sitemapRoutes as readSitemapRoutes } from '../../../shared/sitemap';

export const buildDir = path.resolve(__dirname, '..', '..', '..', 'build');

/** Every route in the sitemap, as a path with a trailing slash (e.g. `/testing/`). */
export function sitemapRoutes(): string[] {
  return readSitemapRoutes(buildDir);
}

/**
 * The built HTML of a route, without its stylesheets' text: the inlined critical CSS (about 57 KB,
 * most of a reference page) is read by no check here and was most of the cost of parsing 600 pages.
 */
export function routeHtml(route: string): string {
  return withoutStyleText(readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'));
}

/** Built markup's text as a reader reads it: without a heading's zero-width link glyph, spaces collapsed. */
export function textOf(element: { text(): string }): string {
  return element
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The `<head>` of a built page, plus its first `<h1>` when asked: enough for checks that read only
 * meta tags and the title, at a small part of the cost of parsing 600 whole pages.
 */
export function routeHead(route: string, { withH1 = false } = {}): string {
  const html = routeHtml(route);
  const headEnd = html.indexOf('</head>');
  const head = headEnd < 0 ? html : html.slice(0, headEnd + '</head>'.length);
  const h1 = withH1 ? (/<h1\b[\s\S]*?<\/h1>/.exec(html)?.[0] ?? '') : '';
  return `${head}${h1}`;
}

export function routeExists(route: string): boolean {
  return existsSync(path.join(buildDir, route, 'index.html'));
}

/** Guide routes (not under /apis/, not the home or search page). */
export function guideRoutes(): string[] {
  return sitemapRoutes().filter((route) => route !== '/' && !route.startsWith('/apis/') && route !== '/search/');
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
