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
 */
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

type DocsPluginOptions = Parameters<typeof docsPlugin>[1];

/** The route tree with `props.version.docs` emptied. */
export function withoutVersionDocMap(route: RouteConfig): RouteConfig {
  const stripped: RouteConfig = { ...route };
  const version = route.props?.version as { docs?: unknown } | undefined;
  if (version?.docs) stripped.props = { ...route.props, version: { ...version, docs: {} } };
  if (route.routes) stripped.routes = route.routes.map(withoutVersionDocMap);
  return stripped;
}

export default async function graphqlDocsPlugin(
  context: LoadContext,
  options: DocsPluginOptions,
): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded?.({
        ...args,
        actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutVersionDocMap(route)) },
      });
    },
  };
}

export { validateOptions };
