/**
 * Turns a built HTML page into search records, one per heading section, in DocSearch's hierarchy
 * (lvl0 area, lvl1 page title, lvl2/lvl3 headings). Only the article is read, never the navbar,
 * sidebar or footer, so every hit is about the page itself.
 *
 * - The first record of a page (no anchor) is the page itself: its title and lead paragraph, and for
 *   a guide its front-matter `description` before them when the lead does not already say it.
 * - Each GraphQL field, argument, input field and enum value is an h3 with its own anchor, so it
 *   is a record of its own: its heading is the qualified name (`Payment.orderId`), the type after it
 *   goes to the text.
 * - The generated REST pages are not read here: their records come from the one REST model
 *   (./rest-records.ts), one per row on the row's anchor.
 * - A table row with an id in a guide (a status code, an error code, a method in a fact table: link
 *   targets) is a record of its own too, named by the cell its anchor names, so a meaning deep in a
 *   long table is found on its row although the section's text is cut; its names are its codes.
 * - A reference record keeps the names it defines apart from its text (`names`: the first cells of
 *   its tables of values), whole where the text is cut, so every enum value is found where it is
 *   defined.
 * - Field-level records (GraphQL fields, arguments and enum values) are marked
 *   `field`: they go to the second index file, loaded after the first answer (shared/search/README.md).
 * - Text keeps the spaces a reader sees: between table cells, list items, a badge and its
 *   neighbours; icon glyphs, button labels ("Copy") and code-tab labels are left out
 *   (what is content is decided once, in `html-text.ts`, for the Markdown copies too).
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { withoutStyleText } from '../../shared/built-html';
import type { SearchRecord } from '../../shared/search/types';
import { isReferenceArea } from '../../shared/search/indexSplit';
import type { Area } from '../../shared/page-routes';
import { site } from '../../config/site';
import { cleanText, isSkippedElement } from './html-text';

/** Most text kept per section: enough for snippets and matching, without bloating the index. */
const MAX_SECTION_CHARS = 600;
/** Inline parts shown apart from their neighbours (badges): kept apart in text. */
const SEPARATED_CLASS = /badge/;
/** An API name as code shows it: a field, an enum value, a type, a code (`orderId`, `PARTIALLY_REFUNDED`, `000`). */
const API_NAME = /^[A-Za-z0-9][A-Za-z0-9_]*$/;
/**
 * An HTTP header's name (`Idempotency-Key`, `Pagora-Event-Id`): capitalised words joined by
 * hyphens. Defined in a table's first cell like an API name; other hyphenated cells (`pay-by-link`,
 * `3-D Secure`) are prose.
 */
const HEADER_NAME = /^[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+$/;

export function areaOfTag(tag: string, route: string): Area | 'Pagora' {
  if (tag.startsWith('docs-rest') || route.startsWith('/apis/rest/')) return 'REST API';
  if (tag.startsWith('docs-graphql') || route.startsWith('/apis/graphql/')) return 'GraphQL API';
  if (tag.startsWith('docs-')) return 'Guides';
  return 'Pagora';
}

/**
 * A heading's title, and the text after it that is not part of the title: a GraphQL field heading
 * (`<a><code>Payment.<b>orderId</b></code></a> ● <a>String</a> badge`) is titled by its qualified
 * name; its type and badges describe it.
 */
function headingParts($: CheerioAPI, element: Element): { title: string; rest: string; qualified: boolean } {
  const copy = $(element).clone();
  copy.find('.hash-link').remove();
  const first = copy.children().first();
  const name = first.is('a') && first.children('code').length === 1 ? cleanText(first.text()) : '';
  if (!name) return { title: cleanText(copy.text()), rest: '', qualified: false };
  first.remove();
  copy.find('*').each((_, child) => {
    if (child.type === 'tag') $(child).append(' ');
  });
  return { title: name, rest: cleanText(copy.text()), qualified: true };
}

/**
 * The name a table cell defines: the first cell of a row (`CARD` in a table of values and their
 * meanings). Names in prose are mentions, not definitions, and are left out.
 */
function definedNames($: CheerioAPI, element: Element): string[] {
  const cells = $(element).parent().children('td, th');
  const name = cleanText($(element).text());
  return cells.first().is(element) && (API_NAME.test(name) || HEADER_NAME.test(name)) ? [name] : [];
}

/** A table row's cells as a reader sees them, each with whether it is one API name written as code. */
function rowCells($: CheerioAPI, element: Element): { text: string; code: boolean }[] {
  return $(element)
    .children('td, th')
    .map((_, cell) => {
      const text = cleanText($(cell).text());
      const code = $(cell).children().length === 1 && $(cell).children('code').text() === $(cell).text();
      return { text, code: code && API_NAME.test(text) };
    })
    .get();
}

/**
 * A table row's name: the cell its anchor names (`101` for #status-code-101), the longest if several
 * end it (`RESOURCE_NOT_FOUND`, not its type `NOT_FOUND`, for #error-resource-not-found), else its
 * first cell.
 */
function rowName(cells: { text: string }[], anchor: string): { text: string; code?: boolean } | undefined {
  const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const named = cells.filter((cell) => cell.text && anchor.endsWith(slug(cell.text)));
  return named.sort((a, b) => b.text.length - a.text.length)[0] ?? cells[0];
}

/**
 * The codes an anchored row defines: its name and its first cell, where written as code (`429` and
 * `RATE_LIMITED` on #error-type-rate-limited, `105` on #status-code-105). A reader who pastes one
 * of them asks what that row says (issue 43).
 */
function rowCodes(cells: { text: string; code: boolean }[], anchor: string): string[] {
  return [cells[0], rowName(cells, anchor)].flatMap((cell) => (cell?.code ? [cell.text] : []));
}

/**
 * A guide's `description` (front matter, in its meta tag): the writer's one-sentence summary of the
 * page, in the words of the tasks it covers ("retry a refund without refunding twice"). Why only
 * guides: measured on the relevance suite (issue 43), it raised the tuning and held-out parts
 * (held-out 83.1 / 95.2 / 0.893 -> 84.3 / 95.2 / 0.899) and left the integrators' held-out part as it
 * was; on every page, or with the API overviews too, it lowered the integrators' held-out part
 * (0.799 -> 0.789 MRR). Generated pages' descriptions repeat their lead.
 */
function guideSummary($: CheerioAPI): string {
  return cleanText($('meta[name="description"]').attr('content') ?? '');
}

/**
 * The page's name in the sidebar (`sidebar_label`), when it is not its title: readers search for a
 * page by the name they saw in the sidebar ("Pay by link" for "Accept payments with a payment link").
 * Read from the sidebar's link to the current page (the theme's `theme-doc-sidebar-menu` class and
 * `aria-current`), as built; `tests/e2e/search-index.spec.ts` checks every guide's label arrives.
 */
function sidebarLabel($: CheerioAPI, title: string): string | undefined {
  const label = cleanText($('.theme-doc-sidebar-menu a[aria-current="page"]').first().text());
  return label && label.toLowerCase() !== title.toLowerCase() ? label : undefined;
}

interface Section {
  anchor?: string;
  lvl2?: string;
  lvl3?: string;
  parts: string[];
  /** The names the section's own tables and lists of values define, not its rows' (see `SearchRecord.names`). */
  names: Set<string>;
  /** A row of a reference table (see `SearchRecord.field`). */
  field?: boolean;
}

export function recordsFromHtml(html: string, route: string): SearchRecord[] {
  const $ = load(withoutStyleText(html));
  const tag =
    $('meta[name="docsearch:docusaurus_tag"]').attr('content') ??
    $('meta[name="docusaurus_tag"]').attr('content') ??
    'default';
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const root = $('article').first().length ? $('article').first() : $('main').first();
  if (!root.length) return [];
  const title =
    cleanText(root.find('h1').first().text()) ||
    cleanText(
      $('title')
        .text()
        .replace(/\s*\|.*$/, ''),
    );
  const lvl0 = areaOfTag(tag, route);
  const label = sidebarLabel($, title);
  const summary = lvl0 === 'Guides' ? guideSummary($) : '';

  const sections: Section[] = [{ parts: [], names: new Set() }];
  let current = sections[0]!;
  /** The anchored table row being read: its own text goes to its record too. */
  let row: Section | undefined;
  let lvl2: string | undefined;
  const push = (text: string): void => {
    current.parts.push(text);
    row?.parts.push(text);
  };

  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    if (isSkippedElement(element)) return;
    if (element.tagName === 'h1') return;
    if ((element.tagName === 'h2' || element.tagName === 'h3') && element.attribs.id) {
      const { title: text, rest, qualified } = headingParts($, element);
      if (element.tagName === 'h2') lvl2 = text;
      current = {
        anchor: element.attribs.id,
        lvl2: element.tagName === 'h2' ? text : lvl2,
        lvl3: element.tagName === 'h3' ? text : undefined,
        parts: rest ? [rest, ' '] : [],
        names: new Set(),
        ...(qualified && element.tagName === 'h3' ? { field: true } : {}),
      };
      row = undefined;
      sections.push(current);
      return;
    }
    // A table row with an id (a link target: a status code, an error code, a method in a fact
    // table) is a record of its own, so what it says is found on its row however long the table;
    // named by the cell its anchor names (`INVALID_STATUS` for #error-invalid-status), else its first.
    if (element.tagName === 'tr' && element.attribs.id && !row) {
      const cells = rowCells($, element);
      row = {
        anchor: element.attribs.id,
        lvl2,
        lvl3: rowName(cells, element.attribs.id)?.text ?? '',
        parts: [],
        names: new Set(rowCodes(cells, element.attribs.id)),
      };
      sections.push(row);
      element.children.forEach(visit);
      row = undefined;
      push(' ');
      return;
    }
    // A value a reference table defines belongs to its section. A guide's tables of values are read
    // as prose (as names, they outranked the guide's explanations: issue 43); only its anchored
    // rows define names, their codes (rowCodes).
    if (element.tagName === 'td' && !row && isReferenceArea(lvl0)) {
      for (const name of definedNames($, element)) current.names.add(name);
    }
    const blockLike =
      /^(p|li|td|th|pre|div|dt|dd|h2|h3|h4|h5|h6|tr|blockquote|summary|details|table|br)$/.test(element.tagName) ||
      SEPARATED_CLASS.test(element.attribs.class ?? '');
    if (blockLike) push(' ');
    element.children.forEach(visit);
    if (blockLike) push(' ');
  };
  root.children().each((_, child) => visit(child));

  // A page may repeat a heading id (generated pages do); ids must stay unique in the index.
  const seen = new Map<string, number>();
  return sections
    .map((section): SearchRecord | undefined => {
      const body = cleanText(section.parts.join(''));
      const text = !section.anchor && summary && !body.includes(summary) ? `${summary} ${body}` : body;
      const content = text.slice(0, MAX_SECTION_CHARS);
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
        ...(!section.anchor && label ? { label } : {}),
        content,
        ...(section.names.size > 0 ? { names: [...section.names].join(' ') } : {}),
        language,
        docusaurus_tag: tag,
        ...(section.field ? { field: true } : {}),
      };
    })
    .filter((record): record is SearchRecord => Boolean(record));
}
