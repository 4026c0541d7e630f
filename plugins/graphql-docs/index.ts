/**
 * @docusaurus/plugin-content-docs (3.10.2) for the GraphQL reference, with one change: the version
 * data every page of the instance downloads keeps the sidebar but not the map of every doc.
 *
 * Why: that data is loaded on every page of the instance, and for the reference's 430 pages the
 * doc map (id, title and description of each page) was two thirds of it, about 17 KB gzip on every
 * page. In Docusaurus 3.10 the map serves only DocCard (`useDocById`) and the version banner and
 * version navbar items, none of which this reference uses. Each page keeps its own title and
 * description for its <meta> tags. If a DocCard is ever added here, the build fails with
 * "no version doc found by id": use the stock plugin for this instance again.
 * The guides and the REST reference keep the stock plugin (their category pages show DocCards).
 *
 * Third change, the sidebar: long categories are cut into alphabetical groups (sidebar-groups.ts),
 * so that a page's HTML does not grow with the schema.
 *
 * Second change, in the global data that `main.js` carries to every page of the site: the
 * instance's list of every doc (id, path, sidebar) keeps only the version's main doc (52 KB raw,
 * 3.9 KB gzip of `main.js` for 430 pages, and it grows with the schema). In Docusaurus 3.10 that list
 * serves only the version banner and the version, `doc` and `docSidebar` navbar items (active doc,
 * doc by id), none of which points at this instance; such an item would fail the build with
 * "Couldn't find any doc with id".
 */
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { withActions } from '../lib/with-actions';
import { groupedSidebarItems } from './sidebar-groups';

type DocsPluginOptions = Parameters<typeof docsPlugin>[1];

/** The route tree with `props.version.docs` emptied. */
export function withoutVersionDocMap(route: RouteConfig): RouteConfig {
  const stripped: RouteConfig = { ...route };
  const version = route.props?.version as { docs?: unknown } | undefined;
  if (version?.docs) stripped.props = { ...route.props, version: { ...version, docs: {} } };
  if (route.routes) stripped.routes = route.routes.map(withoutVersionDocMap);
  return stripped;
}

interface GlobalDataVersion {
  mainDocId: string;
  docs: { id: string }[];
}

/** The docs plugin's global data with each version's doc list cut to its main doc. */
export function withMainDocOnly(data: unknown): unknown {
  const { versions } = data as { versions?: GlobalDataVersion[] };
  if (!Array.isArray(versions)) return data;
  return {
    ...(data as object),
    versions: versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

export default async function graphqlDocsPlugin(
  context: LoadContext,
  options: DocsPluginOptions,
): Promise<Plugin<unknown>> {
  // Long categories in alphabetical groups, so a page's sidebar does not grow with the schema (sidebar-groups.ts).
  const plugin = (await docsPlugin(context, {
    ...options,
    sidebarItemsGenerator: groupedSidebarItems,
  })) as Plugin<unknown>;
  return withActions(plugin, (actions) => ({
    addRoute: (route) => actions.addRoute(withoutVersionDocMap(route)),
    setGlobalData: (data) => actions.setGlobalData(withMainDocOnly(data)),
  }));
}

export { validateOptions };
