/**
 * Markdown for pages with no MDX or API source (the home page, search, generated category
 * indexes), read from the built HTML: the main content's headings, paragraphs, lists and links.
 * What is not content (controls, icons, page chrome) is decided by `scripts/lib/html-text.ts`, as
 * for the search index.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { isSkippedElement, stripLeadingIcons } from '../lib/html-text';
import { absoluteUrl, pageMarkdown, summaryLine, tidy } from './markdown';
import type { PageMarkdown, Section } from './types';

/** A card link (a heading and a paragraph inside an <a>) as `[Title](url): text`. */
function cardLink($: CheerioAPI, element: Element): string | undefined {
  const heading = $(element).find('h2, h3, h4').first();
  if (!heading.length) return undefined;
  const text = $(element).find('p').first().text().replace(/\s+/g, ' ').trim();
  return `[${stripLeadingIcons(heading.text())}](${absoluteUrl(element.attribs.href ?? '')})${text ? `: ${text}` : ''}`;
}

function inline($: CheerioAPI, nodes: AnyNode[]): string {
  return nodes
    .map((node): string => {
      if (node.type === 'text') return (node as unknown as { data: string }).data.replace(/\s+/g, ' ');
      if (node.type !== 'tag') return '';
      const element = node as Element;
      if (isSkippedElement(element)) return '';
      if (element.tagName === 'a' && element.attribs.href) {
        const card = cardLink($, element);
        if (card) return card;
      }
      const text = inline($, element.children).trim();
      if (element.tagName === 'a' && element.attribs.href && text)
        return `[${stripLeadingIcons(text)}](${absoluteUrl(element.attribs.href)})`;
      if (element.tagName === 'code') return text ? `\`${text}\`` : '';
      if (/^(strong|b)$/.test(element.tagName)) return text ? `**${text}**` : '';
      if (/^(h[1-6]|p|div|li|section|article|header|ul|ol)$/.test(element.tagName)) return ` ${text} `;
      return text;
    })
    .join('');
}

function blocks($: CheerioAPI, nodes: AnyNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.type !== 'tag') {
      const text = node.type === 'text' ? (node as unknown as { data: string }).data.trim() : '';
      if (text) out.push(text);
      continue;
    }
    const element = node as Element;
    if (isSkippedElement(element)) continue;
    const heading = /^h([1-6])$/.exec(element.tagName);
    if (heading) {
      out.push(`${'#'.repeat(Number(heading[1]))} ${inline($, element.children).trim()}`);
    } else if (element.tagName === 'p') {
      out.push(inline($, element.children).trim());
    } else if (element.tagName === 'ul' || element.tagName === 'ol') {
      out.push(
        $(element)
          .children('li')
          .toArray()
          .map((item) => `- ${inline($, item.children).replace(/\s+/g, ' ').trim()}`)
          .join('\n'),
      );
    } else if (element.tagName === 'a' && element.attribs.href) {
      out.push(
        `- ${cardLink($, element) ?? `[${stripLeadingIcons(inline($, element.children))}](${absoluteUrl(element.attribs.href)})`}`,
      );
    } else if (element.tagName === 'pre') {
      out.push(`\`\`\`\n${$(element).text().replace(/\n+$/, '')}\n\`\`\``);
    } else {
      blocks($, element.children, out);
    }
  }
}

export function htmlPage(html: string, route: string, section: Section): PageMarkdown {
  const $ = load(html);
  // A doc page's article, else the page content inside the layout (hero included), else the body.
  const main =
    [$('article').first(), $('#__docusaurus_skipToContent_fallback').first(), $('body')].find(
      (candidate) => candidate.length,
    ) ?? $('body');
  const pageTitle = $('title')
    .first()
    .text()
    .replace(/\s*\|.*$/, '')
    .trim();
  const h1 = $('h1').first().text().trim();
  const title = h1 || pageTitle || route;
  const description = $('meta[name="description"]').attr('content')?.trim();
  const out: string[] = [];
  blocks($, main.contents().toArray(), out);
  const body = tidy(
    out
      .filter((block) => block && block !== `# ${title}` && block !== description)
      // Consecutive list items from separate cards belong to one list.
      .join('\n\n')
      .replace(/^(- .*)\n\n(?=- )/gm, '$1\n'),
  );
  return {
    route,
    section,
    title,
    summary: summaryLine(description ?? body),
    markdown: pageMarkdown({ title, description, body }),
    origin: 'html',
  };
}
