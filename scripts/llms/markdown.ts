/** Small Markdown helpers shared by the page converters: links, tables, one-line summaries, page frame. */
import { markdownToText } from '../../shared/markdown-text.mjs';
import { site } from '../../config/site';

/** `/testing/` → `https://docs.pagora.com/testing/`; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  return `${site.url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * Site-relative and `pathname://` links become absolute site URLs; other links are left alone.
 * The default link resolver of every converter (a Markdown copy is read away from the site).
 */
export function siteLink(href: string): string {
  if (href.startsWith('pathname://')) return absoluteUrl(href.slice('pathname://'.length));
  if (href.startsWith('/') && !href.startsWith('//')) return absoluteUrl(href);
  return href;
}

const LINK = /(!?\[(?:[^\]\\]|\\.)*\])\(\s*(<[^>]*>|[^)\s]+)(\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)(\S+)(.*)$/;

/**
 * Rewrites link and image targets in one line of Markdown, leaving inline code spans untouched. A
 * link whose text is code (`` [`events`](/path/) ``) is still a link.
 */
export function rewriteLinksInLine(line: string, resolve: (href: string) => string): string {
  const definition = REFERENCE_DEFINITION.exec(line);
  if (definition) return `${definition[1]}${resolve(definition[2] ?? '')}${definition[3] ?? ''}`;
  const codeSpans = [...line.matchAll(/`+[^`]*`+/g)].map((span) => [span.index, span.index + span[0].length]);
  const inCode = (offset: number): boolean => codeSpans.some(([start, end]) => offset >= start! && offset < end!);
  return line.replace(LINK, (whole, text: string, href: string, title: string | undefined, offset: number) => {
    if (inCode(offset)) return whole;
    const bare = href.startsWith('<') ? href.slice(1, -1) : href;
    return `${text}(${resolve(bare)}${title ?? ''})`;
  });
}

/** Rewrites links in a Markdown text, outside fenced code blocks. */
export function rewriteLinks(markdown: string, resolve: (href: string) => string = siteLink): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
          fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return rewriteLinksInLine(line, resolve);
    })
    .join('\n');
}

/** Every run of whitespace (line breaks too) as one space, trimmed. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text fit for one table cell: no line breaks, no unescaped pipes. */
export function cell(text: string | undefined): string {
  return (text ?? '')
    .replace(/\r?\n\s*\r?\n/g, ' ')
    .replace(/\s*\r?\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]): string => `| ${cells.map((value) => value || ' ').join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Inline code that survives backticks in the value. */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return fence === '``' ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export function fenced(language: string, body: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`{3,}/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${body.replace(/\n+$/, '')}\n${fence}`;
}

/** The first sentence of a description, as one line of Markdown for llms.txt (links keep their text). */
export const summaryLine = (text: string | undefined, max = 200): string =>
  markdownToText(text, { markup: 'keep', first: 'sentence', max });

/** Collapses runs of blank lines outside fenced code, and trims the ends. */
export function tidy(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      out.push(line);
      continue;
    }
    if (marker) fence = marker;
    if (line.trim() === '' && (out.length === 0 || out.at(-1)?.trim() === '')) continue;
    out.push(line.replace(/\s+$/, (spaces) => (spaces === '  ' ? spaces : '')));
  }
  while (out.length && out.at(-1)?.trim() === '') out.pop();
  return out.join('\n');
}

/** One page as a Markdown file: `# Title`, the description as a quote, then the body. */
export function pageMarkdown(page: { title: string; description?: string; body: string }): string {
  const parts = [`# ${page.title}`];
  if (page.description?.trim())
    parts.push(
      page.description
        .trim()
        .split('\n')
        .map((line) => `> ${line}`.trimEnd())
        .join('\n'),
    );
  if (page.body.trim()) parts.push(page.body.trim());
  return `${tidy(parts.join('\n\n'))}\n`;
}
