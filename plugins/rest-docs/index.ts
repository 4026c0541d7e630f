/**
 * @docusaurus/plugin-content-docs (3.10.2) for the REST reference, with the operation kept out of
 * the JavaScript an operation page needs to show and hydrate.
 *
 * Why: docusaurus-plugin-openapi-docs 5.2 writes each operation into its page's front matter (`api`:
 * 100-180 KB of JSON, deflated and base64-encoded, 20-40 KB that gzip cannot shrink). The docs plugin
 * put it in the page's chunk (in the MDX module's `frontMatter` export, and a second time in the
 * page metadata), and the OpenAPI theme's ApiItem decoded it with pako on every page load, although
 * the page needs only a few results of it until the reader opens the explorer. So, for this
 * instance only:
 * - front matter is parsed by the site's parser, then an operation's `api` becomes `true`: the
 *   OpenAPI theme's `ApiItem/Layout` reads it only as a flag (through `useDoc().frontMatter`). The
 *   docs plugin reads front matter through `context.siteConfig.markdown.parseFrontMatter`, both for
 *   the metadata and in its MDX loader, so it gets a context with that hook wrapped;
 * - each operation page's MDX module exports what the page shows (`operationPage`: request samples,
 *   errors, the explorer store's seed, a few KB) and `loadOperation`, a lazy chunk of the whole
 *   operation for the explorer (./operation-exports.ts, a remark plugin; ./operation-loader.cjs and
 *   the rule below).
 */
import path from 'node:path';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, ParseFrontMatter, Plugin } from '@docusaurus/types';
import { exportOperationPage, operationQuery } from './operation-exports';
import { sourceHash } from './source-hash';

type DocsPluginOptions = Parameters<typeof docsPlugin>[1];

/**
 * `parse`, then an operation's `api` replaced by `true` (the operation reaches the page through the
 * exports of ./operation-exports.ts). A front matter without `api` is returned as parsed.
 */
export function withOperationFlag(parse: ParseFrontMatter): ParseFrontMatter {
  return async (params) => {
    const result = await parse(params);
    if (!('api' in result.frontMatter)) return result;
    return { ...result, frontMatter: { ...result.frontMatter, api: true } };
  };
}

/** The site's context, except that the docs plugin parses front matter through `withOperationFlag`. */
function withOperationFlagContext(context: LoadContext): LoadContext {
  const { markdown } = context.siteConfig;
  return {
    ...context,
    siteConfig: {
      ...context.siteConfig,
      markdown: { ...markdown, parseFrontMatter: withOperationFlag(markdown.parseFrontMatter) },
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
  const plugin = (await docsPlugin(withOperationFlagContext(context), {
    ...options,
    // The hash only changes the options Docusaurus makes every page depend on (see ./source-hash.ts).
    remarkPlugins: [
      ...options.remarkPlugins,
      [exportOperationPage, { sources: sourceHash(path.join(__dirname, 'operation-exports.ts')) }],
    ],
  })) as Plugin<unknown>;
  const configureWebpack = plugin.configureWebpack?.bind(plugin);
  return {
    ...plugin,
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
