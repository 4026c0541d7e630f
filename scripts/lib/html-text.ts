/**
 * The one reading of built HTML as text, shared by the search index (`search-records.ts`) and the
 * Markdown copies of pages without a source (`scripts/llms/html-pages.ts`): which elements are not
 * content, and how text is cleaned. One list, so a control left out of one is left out of both.
 */
import type { Element } from 'domhandler';

/** Elements that are never content: scripts, icons, controls and page chrome. Fieldsets hold page controls (the changelog's filters). */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'nav',
  'template',
  'form',
  'fieldset',
  'input',
  'footer',
]);
/** Tab rows (code-sample languages, MIME types, schema variants) are controls; the search box is one too. */
const SKIPPED_ROLES = new Set(['tablist', 'search']);
/** Page chrome and controls inside the article, by class (substring: CSS-module classes carry a hash). */
const SKIPPED_CLASSES = [
  'hash-link',
  'pagora-api-crosslinks',
  'pagora-copy-page',
  'pagora-changed-on',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'pagination-nav',
  'theme-doc-footer',
  'openapi-explorer__response-container',
  'openapi-schema__divider',
];

/** True for an element whose text a reader does not read as the page's content. */
export function isSkippedElement(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) return true;
  if (SKIPPED_ROLES.has(element.attribs.role ?? '')) return true;
  if (element.attribs['aria-hidden'] === 'true') return true;
  const className = element.attribs.class ?? '';
  return SKIPPED_CLASSES.some((skipped) => className.includes(skipped));
}

/** Icon glyphs (a GraphQL heading's bullet, graphql-markdown's link sign, private-use icon fonts). */
const GLYPHS = /[\u25cf\u2022\u2388\u2398\ue000-\uf8ff]/g;

/** Text as a reader sees it: icon glyphs, zero-width and non-breaking spaces as spaces, runs of space as one. */
export function cleanText(text: string): string {
  return text
    .replace(GLYPHS, ' ')
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Emoji icons the theme puts before card titles (📄️, 🗃️). */
export function stripLeadingIcons(text: string): string {
  return text.replace(/^[\p{Extended_Pictographic}\uFE0F\u200D\s]+/u, '').trim();
}
