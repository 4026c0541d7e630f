/**
 * Adds a "Schemas" section to each generated REST operation page, linking every named schema the
 * operation's request and responses use to its own page (/apis/rest/schemas/<name>/). Plugged in
 * through the generator's `markdownGenerators.createApiPageMD`, so generated files stay untouched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { paths } from './paths';
import { restSchemaRoute } from './api-crosslinks';
// The package ships no declarations for its markdown module; the shape used here is documented below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createApiPageMD } = require('docusaurus-plugin-openapi-docs/lib/markdown') as {
  createApiPageMD: (pageData: ApiPageData) => string;
};

interface ApiPageData {
  api: { requestBody?: unknown; responses?: unknown; parameters?: unknown };
  [key: string]: unknown;
}

/** Names of components.schemas: schema objects keep their `title` (= name) after dereferencing. */
function componentSchemaNames(): Set<string> {
  const document = yaml.load(readFileSync(path.resolve(__dirname, '..', paths.openapi), 'utf8')) as {
    components?: { schemas?: Record<string, unknown> };
  };
  return new Set(Object.keys(document.components?.schemas ?? {}));
}

/** Schema titles reachable from a node, in first-seen order; each object visited once (cycles). */
export function schemaTitlesIn(
  node: unknown,
  names: Set<string>,
  seen = new WeakSet<object>(),
  found: string[] = [],
): string[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return found;
  seen.add(node);
  const title = (node as { title?: unknown }).title;
  if (typeof title === 'string' && names.has(title) && !found.includes(title)) found.push(title);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples') continue;
    schemaTitlesIn(value, names, seen, found);
  }
  return found;
}

export function schemaLinksSection(titles: string[]): string {
  if (titles.length === 0) return '';
  const items = titles.map((title) => `- [${title}](${restSchemaRoute(title)})`).join('\n');
  return `\n\n## Schemas\n\nThe objects this operation reads and returns, each on its own page:\n\n${items}\n`;
}

let names: Set<string> | undefined;

export function createApiPageWithSchemaLinks(pageData: ApiPageData): string {
  names ??= componentSchemaNames();
  const titles = schemaTitlesIn([pageData.api.requestBody, pageData.api.responses], names);
  return `${createApiPageMD(pageData)}${schemaLinksSection(titles)}`;
}
