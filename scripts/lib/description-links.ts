/**
 * Relative links in API descriptions. A description is Markdown shown on several pages of the
 * reference (an operation's page, and every page that shows the schema or field it describes), so a
 * relative link (`../projects/`, `getting-started.md`, `${docsUrl}/x`) leads somewhere different on
 * each, and nowhere on this site. Public descriptions often carry them, written for the provider's
 * own docs. Generation stops on them with the source line; before, the build's broken-link check
 * stopped later and named only the built page. A site path or anchor this site has no page or heading
 * for is resolved or shown as text (shared/site-links.ts), against `siteLinks`, and warned about here.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SourceProblem } from './source-errors';
import { MARKDOWN_CODE } from '../../shared/markdown-code';
import { readRouteList } from '../../shared/route-inventory';
import type { SiteLinks } from '../../shared/site-links';
import { descriptionLinkBase } from '../../config/env';
import { docsInstances } from '../../config/site';

/** An inline Markdown link's target: `[text](target "title")`, the target optionally in `<…>`. */
const LINK = /\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** A target this check leaves alone: a URL with a scheme (`https:`, `mailto:`), a site path, a fragment or a query. */
const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i;

/** The relative link targets of a Markdown text, outside code. */
export function relativeLinkTargets(markdown: string): string[] {
  // Link syntax inside code is text.
  const prose = markdown.replace(MARKDOWN_CODE, (code) => ' '.repeat(code.length));
  return [...prose.matchAll(LINK)]
    .map((match) => (match[1] ?? match[2])!)
    .filter((target) => !NOT_RELATIVE.test(target));
}

/** Where `target` is first written as a link target in the source text: 1-based line and column. */
function locate(text: string, target: string): { line?: number; column?: number } {
  const at = [`](${target}`, `](<${target}`].map((written) => text.indexOf(written)).find((index) => index >= 0);
  if (at === undefined) return {};
  const before = text.slice(0, at + 2);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}

/** A located problem for each distinct relative link target in `descriptions`, read from `file` (its text). */
export function relativeLinkProblems(file: string, text: string, descriptions: Iterable<string>): SourceProblem[] {
  const targets = new Set([...descriptions].flatMap(relativeLinkTargets));
  return [...targets].map((target) => ({
    file,
    ...locate(text, target),
    message: `a description links to \`${target}\`, a relative link: a description shows on several pages of the reference, so it would lead somewhere else from each. Link with a site path (\`/guides/…\`) or a full URL.`,
  }));
}

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
