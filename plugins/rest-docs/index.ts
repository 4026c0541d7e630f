/**
 * @docusaurus/plugin-content-docs (3.10.2) for the REST reference, with the operation kept out of
 * the JavaScript an operation page needs to show and hydrate.
 *
 * Why: docusaurus-plugin-openapi-docs 5.2 writes each operation into its page's front matter (`api`:
 * 100-180 KB of JSON, deflated and base64-encoded, 20-40 KB that gzip cannot shrink), and its ApiItem
 * decodes it with pako on every page load. The page needs only a few results of it before the reader
 * opens the explorer. So, for this instance only:
 * - the front matter is parsed by the site's parser and then `api` is compiled into those results
 *   (src/theme/ApiItem/operationPage.ts: request samples, errors, the explorer store's seed, a few KB);
 *   the docs plugin reads front matter through `context.siteConfig.markdown.parseFrontMatter`, both for
 *   the metadata and in its MDX loader, so it gets a context with that hook wrapped;
 * - each operation page's MDX module exports `loadOperation` (./operation-export.ts), a lazy chunk of
 *   the whole operation decoded at build time (./operation-loader.cjs, the rule below);
 * - the metadata each page downloads leaves out `frontMatter.api`: the docs plugin copies the front
 *   matter into the metadata, and both the MDX module's `frontMatter` export and that metadata end up
 *   in the page's chunk. Only the `frontMatter` export is read for `api` (the ApiItem eject, and the
 *   OpenAPI theme's `ApiItem/Layout` through `useDoc().frontMatter`, for its truthiness); the explorer
 *   reads other keys of the metadata's front matter (`proxy`, `hide_send_button`, `mask_credentials`),
 *   which stay.
 */
import path from 'node:path';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, ParseFrontMatter, Plugin } from '@docusaurus/types';
import { operationPage, type Operation } from '../../src/theme/ApiItem/operationPage';
import { operationJson } from './operation-codec.cjs';
import { exportOperationLoader, operationQuery } from './operation-export';

type DocsPluginOptions = Parameters<typeof docsPlugin>[1];

/** A doc's metadata without `frontMatter.api`; any other data unchanged. */
export function withoutApiFrontMatter<T>(data: T): T {
  const frontMatter = (data as { frontMatter?: Record<string, unknown> } | null)?.frontMatter;
  if (!frontMatter || typeof frontMatter !== 'object' || !('api' in frontMatter)) return data;
  const { api: _api, ...rest } = frontMatter;
  return { ...data, frontMatter: rest };
}

/**
 * `parse`, then a generated operation's `api` replaced by the page compiled from it. A front matter
 * without `api` (tag pages, schema pages, the hand-written index) is returned as parsed; an `api` that
 * does not decode fails the build, naming the file.
 */
export function withOperationPages(parse: ParseFrontMatter, siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await parse(params);
    if (!('api' in result.frontMatter)) return result;
    const file = path.relative(siteDir, params.filePath);
    const operation = JSON.parse(operationJson(result.frontMatter.api, file)) as Operation;
    return { ...result, frontMatter: { ...result.frontMatter, api: operationPage(operation) } };
  };
}

/** The site's context, except that the docs plugin parses front matter through `withOperationPages`. */
function withOperationPagesContext(context: LoadContext): LoadContext {
  const { markdown } = context.siteConfig;
  return {
    ...context,
    siteConfig: {
      ...context.siteConfig,
      markdown: { ...markdown, parseFrontMatter: withOperationPages(markdown.parseFrontMatter, context.siteDir) },
    },
  };
}

/**
 * The rule that gives `<page>.api.mdx?operation` (imported with `!`, so without the MDX loader) the
 * operation loader. `pre`, because `!` turns off only normal loaders. The server bundle gets an empty
 * module: it never opens the explorer.
 */
export function operationLoaderRule(isServer: boolean) {
  return {
    test: /\.api\.mdx$/,
    resourceQuery: new RegExp(`^\\${operationQuery}$`),
    enforce: 'pre' as const,
    use: [{ loader: path.join(__dirname, 'operation-loader.cjs'), options: { emit: !isServer } }],
  };
}

export default async function restDocsPlugin(
  context: LoadContext,
  options: DocsPluginOptions,
): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(withOperationPagesContext(context), {
    ...options,
    remarkPlugins: [...options.remarkPlugins, exportOperationLoader],
  })) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  const configureWebpack = plugin.configureWebpack?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          createData: (name, data) => args.actions.createData(name, withoutApiFrontMatter(data)),
        },
      });
    },
    configureWebpack(config, isServer, utils, content) {
      const upstream = configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...upstream,
        module: { ...upstream.module, rules: [...(upstream.module?.rules ?? []), operationLoaderRule(isServer)] },
      };
    },
  };
}

export { validateOptions };
