/**
 * Builds the embedded search index from the production build: every page in the sitemap,
 * one record per heading section. Written to build/search-index.json (by plugins/build-artefacts at
 * the end of `docusaurus build`) and fetched by the search modal and the /search/ page on first use.
 */
import { readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { recordsFromHtml } from './lib/search-records';
import { encodeIndex } from '../src/search/indexFile';
import { SEARCH_INDEX_PATH } from '../src/search/types';
import { paths } from '../config/paths';
import { sitemapRoutes } from '../shared/sitemap';
import { site } from '../config/site';

/** Pages that are not content: the search page itself. */
const EXCLUDED_ROUTES = new Set(['/search/']);

/** `sitemap`: the sitemap's routes in its order (plugins/build-artefacts has them before build/sitemap.xml is written). */
export function buildSearchIndex(
  buildDir: string = paths.build,
  sitemap: readonly string[] = sitemapRoutes(buildDir),
): {
  records: number;
  bytes: number;
  gzipBytes: number;
} {
  const routes = sitemap.filter((route) => !EXCLUDED_ROUTES.has(route));
  const records = routes.flatMap((route) => {
    const file = path.join(buildDir, route, 'index.html');
    return existsSync(file) ? recordsFromHtml(readFileSync(file, 'utf8'), route) : [];
  });
  const index = encodeIndex(records, site.url);
  const target = path.join(buildDir, SEARCH_INDEX_PATH);
  const json = JSON.stringify(index);
  writeFileSync(target, json);
  return { records: records.length, bytes: statSync(target).size, gzipBytes: gzipSync(json).length };
}
