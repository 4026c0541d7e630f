/**
 * Builds the embedded search index from the production build: every page in the sitemap,
 * one record per heading section and per reference row, in two files (`splitIndex`): the guides
 * and a short record per reference page in build/search-index.json, fetched by the search modal and
 * the /search/ page on first use; the reference's sections and rows in build/search-index-details.json,
 * fetched after the first answer (src/search/README.md). Written by plugins/build-artefacts at the end
 * of `docusaurus build`.
 */
import { readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { recordsFromHtml } from './lib/search-records';
import { encodeIndex } from '../src/search/indexFile';
import { splitIndex } from '../src/search/indexSplit';
import { SEARCH_DETAILS_INDEX_PATH, SEARCH_INDEX_PATH, type SearchRecord } from '../src/search/types';
import { paths } from '../config/paths';
import { sitemapRoutes } from '../shared/sitemap';
import { site } from '../config/site';

/** Pages that are not content: the search page itself. */
const EXCLUDED_ROUTES = new Set(['/search/']);

interface IndexFileSize {
  records: number;
  bytes: number;
  gzipBytes: number;
}

function writeIndexFile(buildDir: string, indexPath: string, records: SearchRecord[]): IndexFileSize {
  const json = JSON.stringify(encodeIndex(records, site.url));
  const target = path.join(buildDir, indexPath);
  writeFileSync(target, json);
  return { records: records.length, bytes: statSync(target).size, gzipBytes: gzipSync(json).length };
}

/** `sitemap`: the sitemap's routes in its order (plugins/build-artefacts has them before build/sitemap.xml is written). */
export function buildSearchIndex(
  buildDir: string = paths.build,
  sitemap: readonly string[] = sitemapRoutes(buildDir),
): {
  records: number;
  bytes: number;
  gzipBytes: number;
  /** Each file: the first (`SEARCH_INDEX_PATH`) and the details (`SEARCH_DETAILS_INDEX_PATH`); the totals above count both. */
  files: { first: IndexFileSize; details: IndexFileSize };
} {
  const routes = sitemap.filter((route) => !EXCLUDED_ROUTES.has(route));
  const records = routes.flatMap((route) => {
    const file = path.join(buildDir, route, 'index.html');
    return existsSync(file) ? recordsFromHtml(readFileSync(file, 'utf8'), route) : [];
  });
  const split = splitIndex(records);
  const first = writeIndexFile(buildDir, SEARCH_INDEX_PATH, split.first);
  const details = writeIndexFile(buildDir, SEARCH_DETAILS_INDEX_PATH, split.details);
  return {
    records: records.length,
    bytes: first.bytes + details.bytes,
    gzipBytes: first.gzipBytes + details.gzipBytes,
    files: { first, details },
  };
}
