/**
 * Descriptions in the OpenAPI document are Markdown without raw HTML or MDX: `<`, `>`, `{` and `}`
 * outside code are shown as the characters themselves. docusaurus-plugin-openapi-docs 5.2 escapes
 * only some of them (an `<img onerror=…>` or `<Admonition>` in a description broke the MDX build or
 * became live markup in the schema panels), so the generator gets a copy of the document with those
 * characters written as character references, which Markdown and MDX both render as text. Code
 * spans and fenced code are left as written. The downloadable document stays the original.
 */
import { outsideCode } from '../../shared/markdown-code';
import { mapDescriptions } from '../../shared/openapi-descriptions';

const references: Record<string, string> = { '<': '&lt;', '>': '&gt;', '{': '&#123;', '}': '&#125;' };

const escapeText = (text: string): string => text.replace(/[<>{}]/g, (char) => references[char] ?? char);

/**
 * A `<` right after a bare URL or `www.` domain (GFM's autolink literals). GFM ends such a link at a
 * `<` but runs it on over `&lt;`, so `<code>www.example.com</code>` written as text would link
 * `http://www.example.com</code`, a URL Docusaurus's link check cannot parse (the build stopped).
 */
const LESS_THAN_AFTER_AUTOLINK = /(?<=(?:\bwww\.|\bhttps?:\/\/)(?:(?!&lt;)\S)*)&lt;/gi;

/** A private-use character that stands for a blockquote's `>` while the rest is escaped. */
const QUOTE_MARK = '\uE000';

/**
 * `change` applied outside code, with a line's leading `>` markers (a blockquote, as real-world
 * descriptions write notes) kept as Markdown instead of written as `&gt;` text.
 */
function outsideCodeAndQuotes(markdown: string, change: (text: string) => string): string {
  const marked = markdown.replace(
    /^( {0,3})((?:> ?)+)/gm,
    (_, indent: string, marks: string) => indent + marks.replaceAll('>', QUOTE_MARK),
  );
  return outsideCode(marked, change).replaceAll(QUOTE_MARK, '>');
}

/** `<`, `>`, `{`, `}` outside code spans, fences and blockquote markers, as character references. */
export function escapeMarkupOutsideCode(markdown: string): string {
  return outsideCodeAndQuotes(markdown, escapeText);
}

/**
 * `escapeMarkupOutsideCode` for MDX pages: an empty fragment (`<></>`, which renders nothing) goes
 * before an escaped `<` that follows a bare URL, so the link ends where the author's `<` ended it.
 */
export function escapeMarkupForMdx(markdown: string): string {
  return outsideCodeAndQuotes(markdown, (text) => escapeText(text).replace(LESS_THAN_AFTER_AUTOLINK, '<></>&lt;'));
}

/**
 * A copy of the document with every description, summary and x-enumDescriptions entry escaped, wherever
 * it is (the generator's copy: `info` and example labels included).
 */
export function withEscapedDescriptions<T>(node: T): T {
  return mapDescriptions(node, escapeMarkupOutsideCode, new Set());
}
