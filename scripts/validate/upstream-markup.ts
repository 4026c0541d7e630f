/**
 * Markup from upstream packages that the Nu HTML checker (or the link gate) reports and the gates accept. Each entry
 * names the package, version and upstream component or issue, and has its own section in UPGRADING.md
 * ("Upstream markup the validators accept"; a unit test keeps the two in step). On every upgrade, drop
 * the entry and run `npm run test:validate`: if the page is valid, the upstream fix has landed.
 * Matching is narrow on purpose: message text and the markup it points at, never a whole page.
 */

import { readFileSync } from 'node:fs';

/** One message of vnu's `--format json` output. */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

export interface AcceptedUpstreamMarkup {
  /** Short id, also the heading of its entry in UPGRADING.md. */
  id: string;
  /** Upstream package and version that renders it. */
  upstream: string;
  matches: (message: NuMessage) => boolean;
}

/** Where each page's inlined critical stylesheet starts and ends, by line and column (read once per page). */
const criticalStyleSpans = new Map<string, { from: [number, number]; to: [number, number] } | null>();

function criticalStyleSpanOf(url: string): { from: [number, number]; to: [number, number] } | null {
  if (!criticalStyleSpans.has(url)) {
    let span: { from: [number, number]; to: [number, number] } | null = null;
    try {
      const html = readFileSync(decodeURIComponent(url.replace(/^file:/, '')), 'utf8');
      const start = html.indexOf('<style data-critical-css>');
      const end = start < 0 ? -1 : html.indexOf('</style>', start);
      const position = (offset: number): [number, number] => {
        const before = html.slice(0, offset).split('\n');
        return [before.length, before.at(-1)!.length + 1];
      };
      if (end > start) span = { from: position(start), to: position(end) };
    } catch {
      span = null;
    }
    criticalStyleSpans.set(url, span);
  }
  return criticalStyleSpans.get(url)!;
}

/** Whether a message's position (vnu's 1-based last line and column) lies inside the page's critical stylesheet. */
function insideCriticalStyle(message: NuMessage): boolean {
  const span = message.url ? criticalStyleSpanOf(message.url) : null;
  if (!span || message.lastLine === undefined || message.lastColumn === undefined) return false;
  const at: [number, number] = [message.lastLine, message.lastColumn];
  const after = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  return after(at, span.from) && after(span.to, at);
}

export const acceptedUpstreamMarkup: AcceptedUpstreamMarkup[] = [
  {
    id: 'codeblock-line-div-in-code',
    upstream: '@docusaurus/theme-classic 3.10.2 (CodeBlock/Line)',
    // Each line of a highlighted code block is a <div class="token-line"> inside <code>, which allows
    // phrasing content only. Only that markup is accepted: any other <div> in a <code> still fails.
    matches: (message) =>
      message.message.startsWith('Element “div” not allowed as child of element “code” in this context.') &&
      /<div class="?token-line/.test(message.extract ?? ''),
  },
  {
    id: 'site-stylesheet-css-inlined',
    upstream:
      '@docusaurus/theme-classic 3.10.2, docusaurus-theme-openapi-docs 5.2.0 and Infima CSS, as Lightning CSS minifies it',
    // The site stylesheet is not checked as a linked file; plugins/critical-css inlines rules of it
    // verbatim, where vnu's CSS checker rejects what browsers accept (`line-clamp`, range media
    // queries). Only CSS messages inside that <style data-critical-css> element are accepted.
    matches: (message) => message.message.startsWith('CSS: ') && insideCriticalStyle(message),
  },
];
