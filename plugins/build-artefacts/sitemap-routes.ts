/**
 * Hands the sitemap's routes to `plugins/build-artefacts`. Both run in the `postBuild` phase, which
 * Docusaurus runs for all plugins at once, so build/sitemap.xml may not be written yet when the
 * artefacts start: the sitemap plugin's documented `createSitemapItems` hook passes its items here
 * instead, and the artefacts wait for them. Same routes, same order as the sitemap file.
 * Keyed by base URL, because a site with several locales builds each one (with its own base URL)
 * in turn with this one config object.
 */
import type { PluginOptions as SitemapOptions } from '@docusaurus/plugin-sitemap';

export interface SitemapRoutes {
  /** The sitemap's routes of the build at `baseUrl` as paths (`/testing/`), in sitemap order. */
  routes(baseUrl: string): Promise<string[]>;
  /** The sitemap plugin's `createSitemapItems` option that fills `routes`. */
  readonly createSitemapItems: NonNullable<SitemapOptions['createSitemapItems']>;
}

interface Deferred {
  promise: Promise<string[]>;
  resolve(routes: string[]): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  const handle: Partial<Deferred> = {};
  handle.promise = new Promise<string[]>((resolve, reject) => Object.assign(handle, { resolve, reject }));
  return handle as Deferred;
}

export function sitemapRoutes(): SitemapRoutes {
  const byBaseUrl = new Map<string, Deferred>();
  const of = (baseUrl: string): Deferred => {
    let entry = byBaseUrl.get(baseUrl);
    if (!entry) byBaseUrl.set(baseUrl, (entry = deferred()));
    return entry;
  };
  return {
    routes: (baseUrl) => of(baseUrl).promise,
    createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) => {
      const entry = of(params.siteConfig.baseUrl);
      try {
        const items = await defaultCreateSitemapItems(params);
        entry.resolve(items.map((item) => new URL(item.url).pathname));
        return items;
      } catch (error) {
        entry.reject(error);
        throw error;
      }
    },
  };
}
