/**
 * search_docs through the site's own search: the published `/search-index.json` and
 * `/search-index-details.json` with its parts (pages and sections, then the REST and GraphQL rows), decoded by the
 * site's `parseIndexFile` and `parseDetails` and queried by its `SearchEngine` (shared/search), so agents get the ranking
 * readers get. This file is the whole adapter: if those modules change their API, only this changes.
 */
import { parseIndexFile } from '../../shared/search/indexFile';
import { parseDetails, readDetails } from '../../shared/search/detailsFiles';
import { SearchEngine, type DocSearchHit } from '../../shared/search/engine';
import type { SearchRecord } from '../../shared/search/types';
import { artefactPaths, type PublishedSite } from './published-site';
import { ToolError } from './tool-error';

/** The areas of the index (its `lvl0` values), offered as the `area` filter. */
export const searchAreas = ['Guides', 'REST API', 'GraphQL API'] as const;
export type SearchArea = (typeof searchAreas)[number];

export interface DocsSearchResult {
  title: string;
  /** The section heading the match is under, when it is not the page title. */
  section?: string;
  url: string;
  area: string;
  /** Text around the match, matched words in **bold**. */
  snippet: string;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The engine's highlighted snippet (HTML with `<mark>`) as plain text with Markdown bold. */
function plainSnippet(html: string): string {
  return html
    .replace(/<\/?mark>/g, '**')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function toResult(hit: DocSearchHit): DocsSearchResult {
  const title = hit.hierarchy.lvl1 ?? '';
  const section = hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? undefined;
  return {
    title,
    ...(section && section !== title ? { section } : {}),
    url: hit.url,
    area: hit.hierarchy.lvl0 ?? '',
    snippet: plainSnippet(hit._snippetResult.content?.value ?? ''),
  };
}

const missingIndex = (where: string): string =>
  `This site publishes no search index at ${where}; was it built with \`npm run build\`?`;

function recordsOf(site: PublishedSite, sitePath: string, bytes: Uint8Array): SearchRecord[] {
  try {
    return parseIndexFile(arrayBuffer(bytes));
  } catch (error) {
    throw new ToolError(
      `${site.locate(sitePath)} is not a search index this server reads: ${(error as Error).message}`,
    );
  }
}

const arrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** The details: the manifest, then every part it names (shared/search/detailsFiles.ts). */
async function detailsOf(site: PublishedSite): Promise<SearchRecord[]> {
  const manifest = await site.bytes(artefactPaths.searchDetailsIndex, missingIndex);
  try {
    const files = await readDetails(arrayBuffer(manifest), async (part) =>
      arrayBuffer(await site.bytes(part, missingIndex)),
    );
    return parseDetails(files).records;
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError(
      `${site.locate(artefactPaths.searchDetailsIndex)} is not a search index this server reads: ${(error as Error).message}`,
    );
  }
}

function engineOf(site: PublishedSite): Promise<SearchEngine> {
  return site.cached('search', async () => {
    // One after the other, so an unreachable site is reported for the first file, as before.
    const pages = await site.bytes(artefactPaths.searchIndex, missingIndex);
    return new SearchEngine(recordsOf(site, artefactPaths.searchIndex, pages).concat(await detailsOf(site)));
  });
}

export async function searchDocs(
  site: PublishedSite,
  { query, area, limit }: { query: string; area?: SearchArea; limit: number },
): Promise<DocsSearchResult[]> {
  const engine = await engineOf(site);
  const response = engine.search({ query, hitsPerPage: limit, facetFilters: area ? [`lvl0:${area}`] : undefined });
  return response.hits.map(toResult);
}
