/**
 * What generation knows of the site's pages, for the links in API descriptions (shared/site-links.ts
 * keeps a link to a page or heading the site has and shows any other as its text), and one located
 * warning per operation or type whose descriptions link elsewhere. Public descriptions often link to
 * their provider's docs, relatively (`../projects/`) or by site path; a reference of them still
 * generates and builds, and the warnings say what was shown as text.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SourceProblem } from './source-errors';
import { readRouteList } from '../../shared/route-inventory';
import type { SiteLinks } from '../../shared/site-links';
import { descriptionLinkBase } from '../../config/env';
import { docsInstances } from '../../config/site';

/** The site's route inventory, every public URL (shared/route-inventory.ts), relative to the site. */
export const routeInventory = 'tests/routes.txt';

/**
 * The guides' routes, from their file names (`docs/a/b.mdx` is `/a/b/`, `docs/a/index.mdx` `/a/`):
 * a guide added in the same change as a description's link to it is a page before its route is in
 * the inventory, which only `npm run routes:update` after a build writes.
 */
export function guideRoutes(siteDir = process.cwd()): string[] {
  const folder = path.join(siteDir, docsInstances.guides.path);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)_/.test(file))
    .map((file) => {
      const parts = file.replace(/\.mdx?$/, '').split(path.sep);
      if (parts.at(-1) === 'index' || parts.at(-1) === parts.at(-2)) parts.pop();
      return `/${parts.map((part) => `${part}/`).join('')}`;
    });
}

/**
 * The pages and files of the site in `siteDir` as generation knows them: its route inventory and
 * guides (the REST model adds the pages it generates) and `static/`.
 */
export function siteLinks(siteDir = process.cwd()): SiteLinks {
  const routes = new Set([...readRouteList(path.join(siteDir, routeInventory)), ...guideRoutes(siteDir)]);
  return {
    isRoute: (route) =>
      routes.has(route.endsWith('/') ? route : `${route}/`) || existsSync(path.join(siteDir, 'static', route)),
    ...(descriptionLinkBase ? { base: descriptionLinkBase } : {}),
  };
}

/** Where `target` is first written as a link target in the source text: 1-based line and column. */
function locate(text: string, target: string): { line?: number; column?: number } {
  const at = [`](${target}`, `](<${target}`].map((written) => text.indexOf(written)).find((index) => index >= 0);
  if (at === undefined) return {};
  const before = text.slice(0, at + 2);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}

/** One warning for each operation or type whose descriptions link to pages or sections this site does not have. */
export function missingLinkWarnings(
  file: string,
  text: string,
  missing: ReadonlyMap<string, string[]>,
): SourceProblem[] {
  return [...missing].map(([owner, targets]) => ({
    file,
    ...locate(text, targets[0]!),
    message: `${owner}: shown as text, links to what this site has no page or heading for: ${targets.join(', ')} (set DESCRIPTION_LINK_BASE to resolve site paths against the provider's docs)`,
  }));
}
