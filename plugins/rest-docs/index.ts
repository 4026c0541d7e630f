/**
 * @docusaurus/plugin-content-docs (3.10.2) for the REST reference, with one change: the metadata each
 * operation page downloads no longer carries the operation a second time.
 *
 * Why: docusaurus-plugin-openapi-docs 5.2 writes each operation into its page's front matter (`api`,
 * compressed and base64-encoded: 20-40 KB that gzip cannot shrink). The docs plugin copies the front
 * matter into the page's metadata, and both the MDX module's `frontMatter` export and that metadata
 * end up in the page's chunk: the operation twice, about 15 KB gzip of the 90 KB chunk of
 * /apis/rest/payments-create/. Only the `frontMatter` export is read for `api` (the ApiItem eject and
 * the OpenAPI theme's `ApiItem/Layout` through `useDoc().frontMatter`); the explorer reads other keys
 * of the metadata's front matter (`proxy`, `hide_send_button`, `mask_credentials`), which stay.
 */
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { withActions } from '../lib/with-actions';

type DocsPluginOptions = Parameters<typeof docsPlugin>[1];

/** A doc's metadata without `frontMatter.api`; any other data unchanged. */
export function withoutApiFrontMatter<T>(data: T): T {
  const frontMatter = (data as { frontMatter?: Record<string, unknown> } | null)?.frontMatter;
  if (!frontMatter || typeof frontMatter !== 'object' || !('api' in frontMatter)) return data;
  const { api: _api, ...rest } = frontMatter;
  return { ...data, frontMatter: rest };
}

export default async function restDocsPlugin(
  context: LoadContext,
  options: DocsPluginOptions,
): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  return withActions(plugin, (actions) => ({
    createData: (name, data) => actions.createData(name, withoutApiFrontMatter(data)),
  }));
}

export { validateOptions };
