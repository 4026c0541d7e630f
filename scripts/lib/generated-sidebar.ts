import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

const requireModule = createRequire(__filename);

/**
 * Loads a sidebar module written by a reference generator. Generated files are build output
 * (gitignored), so before the first `npm run gen` there is nothing to load and the reference
 * sidebar shows only its hand-written landing page.
 */
export function loadGeneratedSidebar(relativePath: string): SidebarItems {
  const file = path.resolve(__dirname, '..', '..', relativePath);
  if (!existsSync(file)) return [];
  const loaded = requireModule(file) as { default?: SidebarItems } | SidebarItems;
  return Array.isArray(loaded) ? loaded : (loaded.default ?? []);
}
