/**
 * Local plugin: the build-time artefacts that need the rendered pages, written in Docusaurus's
 * `postBuild` lifecycle so that `docusaurus build` alone ships the complete site:
 * - the route inventory check: a route of tests/routes.txt gone from the build without a redirect
 *   fails the build; a new route not yet listed is a warning (`npm run routes:update` lists it, and
 *   tests/e2e/routes.spec.ts fails until it is committed);
 * - `/search-index.json`, the embedded search's index (scripts/build-search-index.ts);
 * - `<route>index.md` beside every page, `/llms.txt`, `/llms-full.txt` and the social cards
 *   (scripts/llms, scripts/social-cards);
 * - `/favicon.ico`, from the SVG favicon the config names (scripts/favicon);
 * - `/robots.txt`, naming the sitemap (scripts/robots), unless a static directory has one.
 * All read the sitemap's routes, handed over by `sitemap-routes.ts` (the sitemap file itself may
 * not be written yet: every plugin's `postBuild` runs at the same time).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkRoutes, isExcluded, readRedirects, readRouteList, sortedUnique } from '../../shared/route-inventory';
import type { SitemapRoutes } from './sitemap-routes';

export interface BuildArtefactsOptions {
  sitemap: SitemapRoutes;
}

const log = (message: string): void => console.log(`[build-artefacts] ${message}`);
const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export default function buildArtefactsPlugin(context: LoadContext, options: BuildArtefactsOptions): Plugin {
  return {
    name: 'pagora-build-artefacts',
    async postBuild({ outDir, baseUrl }) {
      // Imported here: `npm start` never runs postBuild, and loading them cost its start 0.8 s.
      const { writeFaviconIco } = await import('../../scripts/favicon');
      const { writeRobotsTxt } = await import('../../scripts/robots');
      const { buildSearchIndex } = await import('../../scripts/build-search-index');
      const { buildDocsForMachines } = await import('../../scripts/llms');
      const routes = await options.sitemap.routes(baseUrl);
      checkRouteInventory(outDir, routes);
      const { favicon, staticDirectories } = context.siteConfig;
      // The favicon is a path inside the static directories, as Docusaurus resolves it.
      const faviconFile = staticDirectories
        .map((dir) => path.resolve(context.siteDir, dir, favicon ?? ''))
        .find((file) => favicon && existsSync(file));
      if (favicon && !faviconFile)
        throw new Error(
          `[build-artefacts] favicon ${favicon} is in none of the static directories (${staticDirectories.join(', ')})`,
        );
      if (faviconFile) await writeFaviconIco(faviconFile, outDir);
      if (!writeRobotsTxt(outDir, context.siteConfig.url, baseUrl))
        log('robots.txt: kept the one from the static directory');

      let started = performance.now();
      const search = await buildSearchIndex(outDir, routes, context.siteDir);
      log(
        `search index: ${search.records} sections, ${(search.bytes / 1024).toFixed(0)} KB (${(search.gzipBytes / 1024).toFixed(0)} KB gzip; largest details part ${(search.files.details.largestPartGzipBytes / 1024).toFixed(0)} KB gzip) in ${seconds(started)}`,
      );

      started = performance.now();
      const report = await buildDocsForMachines(outDir, { siteDir: context.siteDir });
      const origins = Object.entries(report.byOrigin)
        .map(([origin, count]) => `${count} ${origin}`)
        .join(', ');
      log(
        `markdown: ${report.pages} pages (${origins}), llms.txt ${(report.llmsTxtBytes / 1024).toFixed(0)} KB, llms-full.txt ${(report.llmsFullTxtBytes / 1024).toFixed(0)} KB in ${report.markdownSeconds.toFixed(1)} s`,
      );
      log(
        `social cards: ${report.cards.files} files, ${report.cards.rendered} rendered on ${report.cards.workers} thread(s), ${report.cards.fromCache} from cache in ${report.cards.seconds.toFixed(1)} s (all artefacts ${seconds(started)})`,
      );
    },
  };
}

/** URLs are permanent: fails on a listed route that left the build without a redirect (see shared/route-inventory.ts). */
function checkRouteInventory(outDir: string, sitemapRoutes: readonly string[]): void {
  const built = sortedUnique(sitemapRoutes.filter((route) => !isExcluded(route)));
  const check = checkRoutes(readRouteList(), built, readRedirects(), outDir);
  if (check.removedWithoutRedirect.length > 0)
    throw new Error(
      [
        `[build-artefacts] ${check.removedWithoutRedirect.length} route(s) of tests/routes.txt are gone from the build with no redirect:`,
        ...check.removedWithoutRedirect.map((route) => `  ${route}`),
        'URLs are permanent: keep the page, add a redirect page, or add an "old-route new-route" line to tests/redirects.txt.',
      ].join('\n'),
    );
  if (check.added.length > 0)
    console.warn(
      `[build-artefacts] ${check.added.length} new route(s) not in tests/routes.txt (run \`npm run routes:update\` and commit it): ${check.added.join(', ')}`,
    );
}
