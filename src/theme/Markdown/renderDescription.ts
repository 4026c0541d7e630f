/**
 * A REST description's Markdown as HTML (markdown-it: CommonMark, GFM tables and strikethrough,
 * bare-URL links; raw HTML shown as text), each distinct text rendered once. The build imports it
 * directly (`./renderer.server.ts`); the browser loads it on first need (`./renderer.ts`).
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true });
const rendered = new Map<string, string>();

export function renderDescription(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    html = markdown.render(text);
    rendered.set(text, html);
  }
  return html;
}
