/**
 * Generates the REST reference pages into apis/rest/, in this process: docusaurus-plugin-openapi-docs
 * decides the pages (one per operation, component schema and tag), their ids and the sidebar; every
 * page's MDX is ours, written from the one REST model (shared/rest-model) through the plugin's
 * documented `markdownGenerators` and templates. The plugin's `gen-api-docs` command is run from its
 * documented `extendCli` lifecycle with the site's commander, so no second Docusaurus process loads
 * the config. Each operation page also gets `<id>.operation.json`, the operation as the plugin's
 * theme reads it, which the page loads only when the reader opens the request builder.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { restOperationRoute, restSchemaId } from '../../config/api-crosslinks';
import { docsInstances } from '../../config/site';
import type { Json, RestModel } from '../../shared/rest-model/model';
import { operationView, schemaView, tagView } from '../../shared/rest-model/views';
import { markdownText } from '../lib/rest-records';
import { SourceError } from '../lib/source-errors';
import { blocks, frontMatter, mdxText } from './mdx';
import { operationPageMdx, type SharedBodies } from './operation-page';
import { SharedRows } from './shared-rows';
import { schemaPageMdx } from './schema-page';

/** What the plugin hands each page generator (docusaurus-plugin-openapi-docs 5.2 `ApiMetadata`, the parts read here). */
interface PageData {
  type: 'api' | 'schema' | 'tag';
  id: string;
  title: string;
  frontMatter: { description?: string };
  api?: { method: string; deprecated?: boolean } & Record<string, unknown>;
  tag?: { name: string; description?: string };
}

// The package's declared types cover its options only; its entry is the documented plugin function.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pluginOpenAPIDocs = require('docusaurus-plugin-openapi-docs').default as (
  context: LoadContext,
  options: unknown,
) => Plugin<unknown>;

/** The first line of a description as plain text, for the meta description (which shows no Markdown). */
const firstLine = (text: string): string =>
  markdownText(
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '',
  );

/**
 * The plugin files the operations without a tag under a sidebar category it labels `UNTAGGED`: its
 * jargon, in capitals, in the reader's sidebar (public descriptions often tag nothing). Relabelled in
 * the sidebar it wrote: "Other operations" beside tagged ones, "Operations" when no operation has a tag.
 */
function relabelUntagged(sidebarFile: string, model: RestModel): void {
  if (!existsSync(sidebarFile)) return;
  const anyTagged = model.operations().some((entry) => (entry.operation.tags?.length ?? 0) > 0);
  const text = readFileSync(sidebarFile, 'utf8');
  const label = JSON.stringify(anyTagged ? 'Other operations' : 'Operations');
  const relabelled = text.replaceAll('label: "UNTAGGED"', `label: ${label}`);
  if (relabelled !== text) writeFileSync(sidebarFile, relabelled);
}

/** The response bodies several operations return (each error body, a Payment): written once (./shared-rows.ts). */
export function sharedBodies(model: RestModel, pagesDir: string): SharedBodies {
  const returnedBy = new Map<string, Set<string>>();
  for (const entry of model.operations())
    for (const response of Object.values(entry.operation.responses ?? {})) {
      const content = (model.deref(response).content as Record<string, Json> | undefined) ?? {};
      for (const media of Object.values(content)) {
        const name = model.schemaName(model.deref(media).schema);
        if (name) returnedBy.set(name, (returnedBy.get(name) ?? new Set()).add(entry.id));
      }
    }
  const partials = new SharedRows(model, pagesDir);
  return (body) => {
    const name = body.schemaName;
    if (name === undefined || (returnedBy.get(name)?.size ?? 0) < 2) return undefined;
    return partials.fits(name, body.rowsAt, body.fields, body.variants);
  };
}

export async function generateRestPages(model: RestModel, specPath: string, siteDir: string): Promise<void> {
  const outputDir = docsInstances.rest.path;
  const operations = new Map(model.operations().map((entry) => [entry.id, entry]));
  const schemas = new Map(
    Object.keys(model.schemas).map((name) => [restSchemaId(name).replace(/^schemas\//, ''), name]),
  );
  const shared = sharedBodies(model, path.join(siteDir, outputDir));
  const problems: string[] = [];
  /** A page generator runs inside the plugin's unawaited callbacks: its error is collected and reported after. */
  const guarded =
    (kind: string, generate: (page: PageData) => string) =>
    (page: PageData): string => {
      try {
        return generate(page);
      } catch (error) {
        problems.push(`${kind} page "${page.id}": ${(error as Error).message}`);
        return '';
      }
    };

  const apiPage = guarded('operation', (page) => {
    const entry = operations.get(page.id);
    if (!entry) throw new Error('no operation of the model has this id');
    const view = operationView(model, entry);
    const operationFile = `${page.id}.operation.json`;
    writeFileSync(path.join(siteDir, outputDir, operationFile), JSON.stringify(page.api));
    return `${frontMatter({
      id: page.id,
      title: view.title,
      description: firstLine(view.description) || view.title,
      sidebar_label: view.title,
      sidebar_class_name: `${view.method.toLowerCase()} api-method${view.deprecated ? ' menu__list-item--deprecated' : ''}`,
      hide_table_of_contents: true,
      // The request builder reads it: it never sends a request.
      hide_send_button: true,
      custom_edit_url: null,
    })}\n${operationPageMdx(view, operationFile, shared)}`;
  });

  const schemaPage = guarded('schema', (page) => {
    const name = schemas.get(page.id);
    if (!name) throw new Error('no schema of the model has this id');
    const view = schemaView(model, name);
    return `${frontMatter({
      id: page.id,
      title: view.title,
      description: firstLine(view.description) || `The ${view.title} object.`,
      sidebar_label: view.title,
      hide_table_of_contents: true,
      custom_edit_url: null,
    })}\n${schemaPageMdx(view)}`;
  });

  const tagPage = guarded('tag', (page) => {
    const view = tagView(model, model.tags.find((tag) => model.tagSlug(tag.name) === page.id) ?? { name: page.title });
    return `${frontMatter({
      id: page.id,
      title: view.name,
      description: firstLine(view.description) || `${view.name} operations.`,
      custom_edit_url: null,
    })}\n${blocks(
      mdxText(view.description),
      '## Operations',
      view.operations
        .map(
          (operation) =>
            `- [${mdxText(operation.title)}](${restOperationRoute(operation.operationId)}): \`${operation.method} ${operation.path}\`. ${mdxText(operation.lead)}`,
        )
        .join('\n'),
    )}\n`;
  });

  const template = path.join(__dirname, 'page.mustache');
  const options = {
    id: 'openapi',
    docsPluginId: docsInstances.rest.id,
    config: {
      pagora: {
        specPath,
        outputDir,
        hideSendButton: true,
        showSchemas: true,
        showInfoPage: false,
        // The plugin would deflate each operation for a front matter our template never writes.
        disableCompression: true,
        template,
        schemaTemplate: template,
        tagTemplate: template,
        markdownGenerators: { createApiPageMD: apiPage, createSchemaPageMD: schemaPage, createTagPageMD: tagPage },
        sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag', sidebarCollapsed: true },
      },
    },
  };
  // Only what the plugin reads of the context: where the site is, and no other plugin to look through.
  const context = { siteDir, siteConfig: { presets: [], plugins: [] } } as unknown as LoadContext;
  const plugin = pluginOpenAPIDocs(context, options);
  const cli = new Command();
  plugin.extendCli?.(cli as never);
  await cli.parseAsync(['gen-api-docs', 'pagora'], { from: 'user' });
  relabelUntagged(path.join(siteDir, outputDir, 'sidebar.ts'), model);
  if (problems.length > 0)
    throw new SourceError(problems.map((message) => ({ file: specPath, message: `REST page generation: ${message}` })));
}
