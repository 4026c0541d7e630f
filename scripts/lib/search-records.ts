/**
 * Turns a built HTML page into search records, one per heading section, in DocSearch's hierarchy
 * (lvl0 area, lvl1 page title, lvl2/lvl3 headings). Only the article is read, never the navbar,
 * sidebar or footer, so every hit is about the page itself.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { SearchRecord } from '../../src/search/types';
import { site } from '../../config/site';

/** Most text kept per section: enough for snippets and matching, without bloating the index. */
const MAX_SECTION_CHARS = 600;

const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'svg', 'button', 'nav', 'template']);
const SKIPPED_CLASSES = [
  'hash-link',
  'pagora-api-crosslinks',
  'pagora-copy-page',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'pagination-nav',
  'theme-doc-footer',
  'openapi-explorer__response-container',
];

export function areaOfTag(tag: string, route: string): string {
  if (tag.startsWith('docs-rest') || route.startsWith('/apis/rest/')) return 'REST API';
  if (tag.startsWith('docs-graphql') || route.startsWith('/apis/graphql/')) return 'GraphQL API';
  if (tag.startsWith('docs-')) return 'Guides';
  return 'Pagora';
}

function clean(text: string): string {
  return text
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) return true;
  const className = element.attribs.class ?? '';
  return SKIPPED_CLASSES.some((skipped) => className.includes(skipped)) || element.attribs['aria-hidden'] === 'true';
}

function headingText($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find('.hash-link').remove();
  return clean(copy.text());
}

interface Section {
  anchor?: string;
  lvl2?: string;
  lvl3?: string;
  parts: string[];
}

export function recordsFromHtml(html: string, route: string): SearchRecord[] {
  const $ = load(html);
  const tag =
    $('meta[name="docsearch:docusaurus_tag"]').attr('content') ??
    $('meta[name="docusaurus_tag"]').attr('content') ??
    'default';
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const root = $('article').first().length ? $('article').first() : $('main').first();
  if (!root.length) return [];
  const title =
    clean(root.find('h1').first().text()) ||
    clean(
      $('title')
        .text()
        .replace(/\s*\|.*$/, ''),
    );
  const lvl0 = areaOfTag(tag, route);

  const sections: Section[] = [{ parts: [] }];
  let current = sections[0]!;
  let lvl2: string | undefined;

  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      current.parts.push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    if (isSkipped(element)) return;
    if (element.tagName === 'h1') return;
    if ((element.tagName === 'h2' || element.tagName === 'h3') && element.attribs.id) {
      const text = headingText($, element);
      if (element.tagName === 'h2') lvl2 = text;
      current = {
        anchor: element.attribs.id,
        lvl2: element.tagName === 'h2' ? text : lvl2,
        lvl3: element.tagName === 'h3' ? text : undefined,
        parts: [],
      };
      sections.push(current);
      return;
    }
    const blockLike = /^(p|li|td|th|pre|div|dt|dd|h4|h5|h6|tr|blockquote|summary|details|table)$/.test(element.tagName);
    if (blockLike) current.parts.push(' ');
    element.children.forEach(visit);
    if (blockLike) current.parts.push(' ');
  };
  root.children().each((_, child) => visit(child));

  // A page may repeat a heading id (generated pages do); ids must stay unique in the index.
  const seen = new Map<string, number>();
  return sections
    .map((section): SearchRecord | undefined => {
      const content = clean(section.parts.join('')).slice(0, MAX_SECTION_CHARS);
      if (!section.anchor && !content && !title) return undefined;
      // Absolute, like DocSearch records: the theme turns them back into site paths.
      const url = `${site.url}${route}${section.anchor ? `#${section.anchor}` : ''}`;
      const occurrence = (seen.get(url) ?? 0) + 1;
      seen.set(url, occurrence);
      return {
        id: occurrence === 1 ? url : `${url}~${occurrence}`,
        url,
        lvl0,
        lvl1: title,
        ...(section.lvl2 ? { lvl2: section.lvl2 } : {}),
        ...(section.lvl3 ? { lvl3: section.lvl3 } : {}),
        content,
        language,
        docusaurus_tag: tag,
      };
    })
    .filter((record): record is SearchRecord => Boolean(record));
}
