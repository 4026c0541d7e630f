/**
 * Writing the OpenAPI document's text into MDX safely. Descriptions are Markdown without raw HTML or
 * MDX: `<`, `>`, `{`, `}` outside code become character references (../lib/openapi-text.ts), and a
 * line that starts with `import` or `export` (which MDX would read as a module statement) starts
 * with a reference instead. Names and values go into JSX attributes as JSON string expressions.
 */
import { escapeMarkupForMdx } from '../lib/openapi-text';

/** A description as MDX that renders it as Markdown and never as markup or code. */
export function mdxText(markdown: string): string {
  return escapeMarkupForMdx(markdown.trim()).replace(/^(\s*)([ie])(mport|xport)\b/gm, (_, space, first, rest) => {
    return `${space}&#${(first as string).charCodeAt(0)};${rest}`;
  });
}

/** A value as an inline code span, fenced with more backticks than it contains. */
export function inlineCode(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** `name={"value"}`: any string, safe in a JSX attribute. */
export function attribute(name: string, value: string | number | boolean | undefined): string {
  if (value === undefined || value === false) return '';
  if (value === true) return ` ${name}`;
  return ` ${name}={${JSON.stringify(value)}}`;
}

/** Front matter with every value as JSON (a valid YAML scalar). */
export function frontMatter(fields: Record<string, string | number | boolean | null | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** A fenced code block whose fence is longer than any run of backticks inside. */
export function fenced(language: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

/** A Markdown table cell: one line, pipes escaped. */
export function cell(markdown: string): string {
  return mdxText(markdown).replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}

/** Markdown blocks separated by blank lines; empty ones left out. */
export function blocks(...parts: Array<string | false | undefined>): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join('\n\n');
}

/** A JSX element whose children are Markdown (MDX reads them as Markdown between blank lines). */
export function element(open: string, close: string, ...children: Array<string | false | undefined>): string {
  const inner = blocks(...children);
  return inner ? `${open}\n\n${inner}\n\n${close}` : `${open}\n${close}`;
}

/** A collapsed section: the theme's Details (a link to a row inside opens it, src/linkedTarget). */
export function details(summary: string, ...children: Array<string | false | undefined>): string {
  return element(`<details>\n<summary>${summary}</summary>`, '</details>', ...children);
}
