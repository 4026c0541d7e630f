/**
 * Where the server reads the published site from: a live site over HTTP(S) (`--site`) or a local
 * build folder (`--dir`). Nothing else is ever read or fetched: every artefact the tools use is a
 * file the site already publishes (search index, Markdown copies, OpenAPI JSON, GraphQL SDL, sitemap).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The site could not be read at all (network error, non-404 HTTP status, unreadable file). */
export class SiteUnreachableError extends Error {}

export interface SiteSource {
  /** Where a site path is read from: the URL fetched or the file read. */
  locate(sitePath: string): string;
  /** The artefact's bytes, or `undefined` when the site does not publish it (404 / no such file). */
  read(sitePath: string): Promise<Uint8Array | undefined>;
}

function assertSitePath(sitePath: string): void {
  if (!sitePath.startsWith('/') || sitePath.split('/').includes('..'))
    throw new Error(`Not a path of the site: ${sitePath}`);
}

export function httpSource(siteUrl: string): SiteSource {
  const base = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error(`--site must be an http(s) URL: ${siteUrl}`);
  const locate = (sitePath: string): string => {
    assertSitePath(sitePath);
    return new URL(sitePath.slice(1), base).href;
  };
  return {
    locate,
    async read(sitePath) {
      let url = locate(sitePath);
      // Redirects are followed by hand, and only on the site's own origin: nothing else is ever contacted.
      for (let hops = 0; ; hops += 1) {
        let response: Response;
        try {
          response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        } catch (error) {
          const cause =
            error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
          throw new SiteUnreachableError(`Could not reach ${url}: ${cause}`);
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          const next = new URL(location, url);
          if (next.origin !== base.origin || hops >= 5)
            throw new SiteUnreachableError(
              `${url} redirects to ${next.href}, outside ${base.origin}: give that site with --site`,
            );
          url = next.href;
          continue;
        }
        if (response.status === 404) return undefined;
        if (!response.ok) throw new SiteUnreachableError(`${url} answered HTTP ${response.status}`);
        return new Uint8Array(await response.arrayBuffer());
      }
    },
  };
}

export function directorySource(directory: string): SiteSource {
  const root = path.resolve(directory);
  const locate = (sitePath: string): string => {
    assertSitePath(sitePath);
    const file = path.join(root, ...sitePath.split('/').filter(Boolean));
    return sitePath.endsWith('/') ? path.join(file, 'index.html') : file;
  };
  return {
    locate,
    async read(sitePath) {
      const file = locate(sitePath);
      try {
        return new Uint8Array(await readFile(file));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return undefined;
        throw new SiteUnreachableError(`Could not read ${file}: ${(error as Error).message}`);
      }
    },
  };
}
