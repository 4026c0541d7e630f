/**
 * Links in API descriptions to pages this site does not have. A description written for its
 * provider's own docs links to their sections (`#scheduled_queries`), pages (`/risk-management/…`)
 * and files relative to its own (`../projects/`, `${docsUrl}/x`, which lead somewhere else from each
 * page a description shows on); here such a link led nowhere and failed the build only after all of
 * it had run. A site path is made absolute against a link base when one is configured
 * (`descriptionLinkBase`, config/env.ts); the others are shown as their text, and the generators warn
 * once per operation or type (scripts/lib/description-links.ts).
 * Site paths that are routes (`/guides/refunds/`), full URLs and a fragment naming a heading of the
 * same description are kept as written.
 */
import { outsideCode } from './markdown-code';

export interface SiteLinks {
  /** Whether a path (`/guides/refunds/`, no query or fragment) is a page or file of this site. */
  isRoute(path: string): boolean;
  /** The origin a root-relative link that is not a route resolves against (`https://docs.example.com`). */
  base?: string;
}

/** A target with a scheme (`https:`, `mailto:`) or protocol-relative: kept as written. */
const FULL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** An inline link or image `[text](target "title")`: its text and its target (optionally in `<…>`). */
const LINK = /!?\[([^\]\n]*)\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;

/** A heading's fragment as Docusaurus writes it (github-slugger: lower case, punctuation dropped, spaces as `-`). */
const headingSlug = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/**
 * `markdown` with each link to a page or section this site does not have resolved against
 * `links.base` (a path), or written as its text (`missing` lists those targets).
 */
export function resolveSiteLinks(markdown: string, links: SiteLinks): { markdown: string; missing: string[] } {
  if (!markdown.includes('](')) return { markdown, missing: [] };
  const headings = new Set([...markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) => headingSlug(match[1]!)));
  const missing: string[] = [];
  const resolve = (prose: string): string =>
    prose.replace(LINK, (link, text: string, bracketed?: string, bare?: string) => {
      const target = (bracketed ?? bare)!;
      if (FULL_URL.test(target)) return link;
      if (target.startsWith('#')) {
        if (headings.has(decodeURIComponentSafe(target.slice(1)))) return link;
      } else if (target.startsWith('/') && links.isRoute(target.replace(/[?#].*$/, ''))) return link;
      if (links.base && target.startsWith('/')) return link.replace(target, `${links.base}${target}`);
      missing.push(target);
      return text;
    });
  return { markdown: outsideCode(markdown, resolve), missing };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
