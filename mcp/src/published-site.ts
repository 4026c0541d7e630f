/**
 * The artefacts of the published site the tools read, each fetched once and kept for the life of
 * the server (a failed read is forgotten, so the next call tries again).
 */
import { SEARCH_DETAILS_INDEX_PATH, SEARCH_INDEX_PATH } from '../../shared/search/types';
import { SiteUnreachableError, type SiteSource } from './site-source';
import { ToolError } from './tool-error';

/** Site paths of the artefacts; scripts/generate-references.ts and the changelog publish them. */
export const artefactPaths = {
  searchIndex: SEARCH_INDEX_PATH,
  /** The field-level records (REST and GraphQL rows), in a second file the site loads after the first. */
  searchDetailsIndex: SEARCH_DETAILS_INDEX_PATH,
  sitemap: '/sitemap.xml',
  openapi: '/api/v1/openapi.json',
  graphqlSchema: '/api/graphql/schema.graphql',
  changelog: '/changelog.json',
} as const;

export class PublishedSite {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly source: SiteSource,
    /** The site's canonical origin, used in every URL the tools return (the same with --dir and --site). */
    readonly origin: string,
  ) {}

  locate(sitePath: string): string {
    return this.source.locate(sitePath);
  }

  /** The artefact's bytes, or a ToolError naming where it was looked for (`missing` says what to tell the agent). */
  async bytes(sitePath: string, missing?: (where: string) => string): Promise<Uint8Array> {
    let bytes: Uint8Array | undefined;
    try {
      bytes = await this.source.read(sitePath);
    } catch (error) {
      if (error instanceof SiteUnreachableError) throw new ToolError(error.message);
      throw error;
    }
    const where = this.source.locate(sitePath);
    if (!bytes) throw new ToolError(missing ? missing(where) : `The site publishes nothing at ${where}`);
    return bytes;
  }

  async text(sitePath: string, missing?: (where: string) => string): Promise<string> {
    return new TextDecoder().decode(await this.bytes(sitePath, missing));
  }

  /** Reads and parses an artefact once; parse errors name the artefact. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      this.cache.set(key, pending);
      pending.catch(() => this.cache.delete(key));
    }
    return pending;
  }

  async json<T>(sitePath: string, missing?: (where: string) => string): Promise<T> {
    const text = await this.text(sitePath, missing);
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new ToolError(`${this.source.locate(sitePath)} is not valid JSON: ${(error as Error).message}`);
    }
  }

  /** Every route of the site (paths with a trailing slash), from its sitemap. */
  routes(): Promise<string[]> {
    return this.cached('routes', async () => {
      const xml = await this.text(artefactPaths.sitemap);
      const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.trim()).pathname);
      if (routes.length === 0) throw new ToolError(`${this.locate(artefactPaths.sitemap)} lists no pages`);
      return routes;
    });
  }

  /** A route as an absolute URL on the canonical origin. */
  url(route: string): string {
    return `${this.origin}${route}`;
  }
}
