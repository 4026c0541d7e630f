/**
 * One Markdown copy per built page, from the best source there is: the MDX file of a hand-written
 * page, openapi/ for REST reference pages (webhook event pages through scripts/webhooks, with their payload
 * fields as a table), graphql/ for GraphQL pages, and the built HTML for the rest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docsInstances } from '../../config/site';
import { areaOfRoute } from '../../shared/page-routes';
import { paths } from '../../config/paths';
import { builtPages } from './built-pages';
import { GraphqlPages } from './graphql-pages';
import { htmlPage } from './html-pages';
import { mdxPage } from './mdx-pages';
import { restModelOfFile } from '../lib/openapi-source';
import { OpenApiPages } from './openapi-pages';
import { WebhookPages } from './webhook-pages';
import { handWrittenDocs } from './sources';
import type { BuiltPage, PageMarkdown } from './types';
import { changelogRoute } from '../changelog/entries';

export interface PageSet {
  pages: PageMarkdown[];
  built: BuiltPage[];
}

export async function buildPageMarkdown(buildDir: string, siteDir: string = process.cwd()): Promise<PageSet> {
  const built = builtPages(buildDir);
  const routes = new Set(built.map((page) => page.route));
  const routeExists = (route: string): boolean => routes.has(route);

  const key = (pluginId: string, docId: string): string => `${pluginId}\u0000${docId}`;
  const sources = new Map(handWrittenDocs(siteDir).map((source) => [key(source.pluginId, source.docId), source]));
  const routeOfFile = new Map<string, string>();
  for (const page of built) {
    const source = page.pluginId && page.docId ? sources.get(key(page.pluginId, page.docId)) : undefined;
    if (source) routeOfFile.set(source.file, page.route);
  }

  const restModel = await restModelOfFile(path.join(siteDir, paths.openapi));
  const rest = new OpenApiPages(restModel, routeExists);
  const webhooks = await WebhookPages.of(restModel, rest);
  const graphql = GraphqlPages.fromFile(path.join(siteDir, paths.graphqlSchema), routeExists);

  const pages = built.map((page): PageMarkdown => {
    // The changelog is not a doc but is reading matter like a guide: listed with the guides.
    const section = page.isDoc || page.route === changelogRoute ? areaOfRoute(page.route) : 'Site';
    if (page.pluginId && page.docId) {
      const source = sources.get(key(page.pluginId, page.docId));
      if (source) return mdxPage(source, page.route, section, routeOfFile, siteDir);
      const generated =
        page.pluginId === docsInstances.rest.id
          ? (rest.page(page.docId, page.route) ?? webhooks.page(page.docId, page.route))
          : page.pluginId === docsInstances.graphql.id
            ? graphql.page(page.docId, page.route)
            : undefined;
      if (generated) return generated;
    }
    return htmlPage(readFileSync(page.htmlFile, 'utf8'), page.route, section);
  });
  return { pages, built };
}
