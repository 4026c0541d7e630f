/**
 * Builds the embedded search index: every page in the sitemap, one record per heading section and
 * per reference row (the generated REST pages from the one REST model, the others from the build), in two files (`splitIndex`): the guides
 * and a short record per reference page in build/search-index.json, fetched by the search modal and
 * the /search/ page on first use; the reference's sections and rows in build/search-index-details.json and the parts it names
 * (shared/search/detailsFiles.ts), fetched after the first answer, with the engine's index built here (shared/search/README.md). Written by plugins/build-artefacts at the end
 * of `docusaurus build`.
 */
import { readFileSync, writeFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { recordsFromHtml } from './lib/search-records';
import { restRecordsByRoute, webhookFieldRecords } from './lib/rest-records';
import { eventRoute, readWebhookEvents } from './webhooks/model';
import { restModelOfFile, type OpenApiDocument } from './lib/openapi-source';
import { encodeIndex, type SearchIndexFile } from '../shared/search/indexFile';
import { joinIndexFiles, splitIndex } from '../shared/search/indexSplit';
import { splitDetails, type DetailsFiles } from '../shared/search/detailsFiles';
import { createSearchEngine } from '../shared/search/engine';
import {
  SEARCH_DETAILS_INDEX_PATH,
  SEARCH_DETAILS_PARTS_DIR,
  SEARCH_INDEX_PATH,
  type SearchRecord,
} from '../shared/search/types';
import { paths } from '../config/paths';
import { site } from '../config/site';

/** Pages that are not content: the search page itself. */
const EXCLUDED_ROUTES = new Set(['/search/']);

interface IndexFileSize {
  records: number;
  bytes: number;
  gzipBytes: number;
}

function writeJson(buildDir: string, sitePath: string, json: string): { bytes: number; gzipBytes: number } {
  writeFileSync(path.join(buildDir, sitePath), json);
  return { bytes: Buffer.byteLength(json), gzipBytes: gzipSync(json).length };
}

/**
 * The two files: the first stamped with a digest of its records; the details file with the
 * engine's index of both files' records, built here once instead of in every reader's browser
 * (shared/search/engineIndex.ts), naming the first file it was built with.
 */
export function indexFiles(
  records: SearchRecord[],
  cut?: Parameters<typeof splitDetails>[4],
): { first: SearchIndexFile; details: DetailsFiles } {
  const split = splitIndex(records);
  const first = encodeIndex(split.first, site.url);
  const stamp = createHash('sha256').update(JSON.stringify(first)).digest('hex').slice(0, 16);
  const joined = joinIndexFiles(split.first, split.details);
  const engine = createSearchEngine(joined, { stamp });
  return {
    first: { ...first, stamp },
    details: splitDetails(joined, split.details, engine.serializeIndex(stamp), site.url, cut),
  };
}

/**
 * Every page's records: the generated REST pages' from the one REST model (./lib/rest-records.ts),
 * every other page's from its built HTML, a webhook event page's payload rows from the model too.
 */
async function recordsOf(buildDir: string, routes: readonly string[], siteDir: string): Promise<SearchRecord[]> {
  const openapi = path.join(siteDir, paths.openapi);
  const model = existsSync(openapi) ? await restModelOfFile(openapi) : undefined;
  const restPages = model ? restRecordsByRoute(model) : new Map<string, SearchRecord[]>();
  const events = model ? await readWebhookEvents(model.document as OpenApiDocument, paths.openapi) : [];
  const payloads = model
    ? webhookFieldRecords(
        model,
        events.map((event) => ({ ...event, route: eventRoute(event.type) })),
      )
    : new Map<string, SearchRecord[]>();
  return routes.flatMap((route) => {
    const fromModel = restPages.get(route);
    if (fromModel) return fromModel;
    const file = path.join(buildDir, route, 'index.html');
    const html = existsSync(file) ? recordsFromHtml(readFileSync(file, 'utf8'), route) : [];
    return [...html, ...(payloads.get(route) ?? [])];
  });
}

/** `sitemap`: the sitemap's routes in its order (plugins/build-artefacts has them before build/sitemap.xml is written). */
export async function buildSearchIndex(
  buildDir: string,
  sitemap: readonly string[],
  siteDir: string,
): Promise<{
  records: number;
  bytes: number;
  gzipBytes: number;
  /** Each file: the first (`SEARCH_INDEX_PATH`) and the details (`SEARCH_DETAILS_INDEX_PATH`); the totals above count both. */
  files: { first: IndexFileSize; details: IndexFileSize & { largestPartGzipBytes: number } };
}> {
  const routes = sitemap.filter((route) => !EXCLUDED_ROUTES.has(route));
  const records = await recordsOf(buildDir, routes, siteDir);
  const files = indexFiles(records);
  const first = {
    records: files.first.columns.page.length,
    ...writeJson(buildDir, SEARCH_INDEX_PATH, JSON.stringify(files.first)),
  };
  // The parts of an earlier build in this folder are gone, so none is served with this manifest by mistake.
  const partsDir = path.join(buildDir, SEARCH_DETAILS_PARTS_DIR);
  rmSync(partsDir, { recursive: true, force: true });
  mkdirSync(partsDir, { recursive: true });
  const parts = [...files.details.parts].map(([sitePath, json]) => writeJson(buildDir, sitePath, json));
  const manifest = writeJson(buildDir, SEARCH_DETAILS_INDEX_PATH, JSON.stringify(files.details.manifest));
  const details = {
    records: records.length - files.first.columns.page.length,
    bytes: parts.reduce((total, part) => total + part.bytes, manifest.bytes),
    gzipBytes: parts.reduce((total, part) => total + part.gzipBytes, manifest.gzipBytes),
    largestPartGzipBytes: parts.reduce((largest, part) => Math.max(largest, part.gzipBytes), 0),
  };
  return {
    records: records.length,
    bytes: first.bytes + details.bytes,
    gzipBytes: first.gzipBytes + details.gzipBytes,
    files: { first, details },
  };
}
