import { existsSync } from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/**
 * Loads a sidebar module written by a reference generator (TypeScript, so through jiti). Generated
 * files are build output (gitignored): before the first `npm run gen` there is nothing to load and
 * the reference sidebar shows only its hand-written landing page.
 */
export function loadGeneratedSidebar(relativePath: string, idPrefixToStrip?: string): SidebarItems {
  const file = path.resolve(__dirname, '..', relativePath);
  if (!existsSync(file)) return [];
  const load = createJiti(__filename, { interopDefault: true, cache: false, requireCache: false });
  const loaded = load(file) as Record<string, SidebarItems> | SidebarItems;
  // The generator exports `{ <sidebarName>: items }`: take its only sidebar.
  const items = Array.isArray(loaded) ? loaded : (Object.values(loaded)[0] ?? []);
  return idPrefixToStrip ? (stripIdPrefix(items, idPrefixToStrip) as SidebarItems) : items;
}

/**
 * docusaurus-plugin-openapi-docs 5.2 prefixes doc ids with the last folder of `outputDir` when
 * `outputDir` equals the docs instance's path (`rest/payments-create` instead of `payments-create`).
 * Ids are relative to the instance, so we strip that prefix here, in one place.
 */
function stripIdPrefix(node: unknown, prefix: string): unknown {
  if (Array.isArray(node)) return node.map((item) => stripIdPrefix(item, prefix));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === 'id' && typeof value === 'string' && value.startsWith(prefix)
          ? value.slice(prefix.length)
          : stripIdPrefix(value, prefix),
      ]),
    );
  }
  return node;
}
