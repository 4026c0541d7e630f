/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's Markdown: every description, enum table and qualifier
 * in the REST reference.
 *
 * Why: upstream renders each one with react-markdown, remark-gfm and rehype-raw (a full HTML parser),
 * about 0.5 ms per description on a fast machine and a 105 KB gzip chunk. A REST operation page holds
 * hundreds, and the browser rendered them all again while taking over the page: seconds of blocked
 * main thread on a phone. markdown-it turns the same Markdown (CommonMark with GFM tables,
 * strikethrough and bare-URL links) into HTML in a tenth of that time, and each distinct text is
 * rendered once per page load.
 *
 * Raw HTML in a description is shown as text, never run (`html: false`): descriptions come from
 * openapi/, where `npm run gen` already turns `<` outside code into a character reference. The spec
 * has no fenced code or admonitions in descriptions, so upstream's CodeBlock and `:::` handling are
 * not carried over; fenced code would render as a plain <pre>.
 */
import React, { type ReactNode } from 'react';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true });
const rendered = new Map<string, string>();

/** HTML for a description, rendered once per distinct text. */
export function descriptionHtml(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    html = markdown.render(text);
    rendered.set(text, html);
  }
  return html;
}

// `display: contents`: the wrapper adds no box, so paragraphs and lists sit where upstream put them.
const wrapperStyle = { display: 'contents' } as const;

export default function Markdown({ children }: { children?: ReactNode }): ReactNode {
  if (typeof children !== 'string') return <>{children}</>;
  return <div style={wrapperStyle} dangerouslySetInnerHTML={{ __html: descriptionHtml(children) }} />;
}
