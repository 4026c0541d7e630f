/**
 * The pure parts of plugins/critical-css: which pages share a critical stylesheet, the words a page
 * can match CSS selectors with, and the rewrite of a page's head.
 */
import { PurgeCSS } from 'purgecss';

/** Start tags, and inline scripts (they set attributes such as `data-theme` before the first paint). */
const TAG_OR_INLINE_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>|<[a-zA-Z][^>]*>/g;
/** Words that can name a tag, class, id, attribute or value (PurgeCSS's default extractor). */
const WORD = /[\w-]+/g;

/**
 * The words of a page's markup a selector can match: those of its start tags and inline scripts.
 * Text is left out (no selector matches text), which keeps both the work and the rules small.
 */
export function wordsOf(html: string): Set<string> {
  const words = new Set<string>();
  for (const markup of html.match(TAG_OR_INLINE_SCRIPT) ?? []) {
    for (const word of markup.match(WORD) ?? []) words.add(word);
  }
  return words;
}

/**
 * Pages built from the same layout share one critical stylesheet: their `<html>` classes name the
 * plugin, docs instance and page type (`plugin-id-rest docs-doc-page`) and, per doc, its id, which
 * is left out so that the group does not depend on the page.
 */
export function layoutGroupOf(html: string): string {
  const classes = /<html\b[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? '';
  return classes
    .split(/\s+/)
    .filter((name) => name !== '' && !name.startsWith('docs-doc-id-'))
    .join(' ');
}

/** The `<link rel=stylesheet>` tags of a page (quoted or not, as the HTML minifier leaves them). */
const STYLESHEET_LINK = /<link\b[^>]*\brel=(?:"stylesheet"|'stylesheet'|stylesheet)[^>]*>/g;
const HREF = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/;

/** The href of the page's one stylesheet, or an error naming the page when it has several or none. */
export function stylesheetHrefOf(html: string, page: string): { tag: string; href: string } {
  const tags = html.match(STYLESHEET_LINK) ?? [];
  if (tags.length !== 1) {
    throw new Error(`[critical-css] ${page}: expected one <link rel=stylesheet> in the page, found ${tags.length}`);
  }
  const match = HREF.exec(tags[0]!);
  const href = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!href) throw new Error(`[critical-css] ${page}: the stylesheet link has no href: ${tags[0]}`);
  return { tag: tags[0]!, href };
}

/**
 * The rules of `css` that can match a page whose words are `words`, in their original order (so the
 * full stylesheet, loaded later, gives the same cascade). Colour-mode rules are kept whatever the
 * page says: the mode is chosen by a script before the first paint.
 */
export async function criticalRulesFor(css: string, words: Iterable<string>): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: [...words].join(' '), extension: 'txt' }],
    css: [{ raw: css }],
    defaultExtractor: (content) => content.split(' '),
    safelist: { greedy: [/data-theme/] },
  });
  return result?.css ?? '';
}

/**
 * The page with its critical rules inlined where the stylesheet link was, and the full stylesheet
 * loaded without blocking the first paint (applied when it has loaded; as is without JavaScript).
 */
export function withCriticalCss(html: string, link: { tag: string; href: string }, criticalCss: string): string {
  if (criticalCss.includes('</style')) throw new Error('[critical-css] the critical rules contain "</style"');
  const deferred =
    `<style data-critical-css>${criticalCss}</style>` +
    `<link rel="stylesheet" href="${link.href}" media="print" onload="this.media='all'">` +
    `<noscript><link rel="stylesheet" href="${link.href}"></noscript>`;
  return html.replace(link.tag, () => deferred);
}
