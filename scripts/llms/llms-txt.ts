/**
 * /llms.txt (https://llmstxt.org): the site's title, a one-paragraph summary, then one section per
 * part of the site listing every page's Markdown copy with a one-line description. /llms-full.txt
 * holds every one of those pages in full, in the same order.
 */
import { docsMcp, docsMcpTools } from '../../config/docs-mcp';
import { site } from '../../config/site';
import { markdownPathOf } from '../../shared/page-routes';
import { absoluteUrl, oneLine } from './markdown';
import type { PageMarkdown, Section } from './types';

export const LLMS_SECTIONS: ReadonlyArray<Exclude<Section, 'Site'>> = ['Guides', 'REST API', 'GraphQL API'];

export const LLMS_SUMMARY =
  'Developer documentation of Pagora, a payment institution regulated in Spain: guides to take payments online and in person ' +
  '(cards with 3-D Secure, Apple Pay, Google Pay, Click to Pay, Bizum, PayPal, MB WAY, Multibanco, SEPA Request-to-Pay, the EURM stablecoin), ' +
  'run subscriptions and plug Pagora into e-commerce platforms; the REST API reference for taking payments and running subscriptions ' +
  'from your server; and the GraphQL API reference, the API the Pagora Dashboard runs on.';

/** Route order of the docs sidebar on a built page (the links of `.theme-doc-sidebar-menu`, top to bottom). */
export function sidebarRoutes(html: string): string[] {
  const start = html.indexOf('theme-doc-sidebar-menu');
  if (start < 0) return [];
  const end = html.indexOf('</nav>', start);
  const menu = html.slice(start, end < 0 ? undefined : end);
  return [...menu.matchAll(/\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/#.*$/, ''))
    .filter((href) => href.startsWith('/'));
}

/**
 * One order from several partial ones: a page's sidebar shows only the categories on its path
 * expanded, so merging the sidebars of all pages of an area gives the whole sidebar. Each route not
 * yet placed goes right after the route before it in its list (first of all when it opens its list).
 * A linked list keyed by route keeps this linear in the total length of the lists: an array with
 * `includes`, `indexOf` and `splice` made it quadratic, and every REST page lists the whole REST sidebar.
 */
export function mergeOrders(lists: ReadonlyArray<readonly string[]>): string[] {
  const next = new Map<string, string | undefined>();
  let head: string | undefined;
  for (const list of lists) {
    let previous: string | undefined;
    for (const route of list) {
      if (!next.has(route)) {
        if (previous === undefined) {
          next.set(route, head);
          head = route;
        } else {
          next.set(route, next.get(previous));
          next.set(previous, route);
        }
      }
      previous = route;
    }
  }
  const order: string[] = [];
  for (let route = head; route !== undefined; route = next.get(route)) order.push(route);
  return order;
}

/** Pages of each llms.txt section, in sidebar order first, then by route. */
export function orderPages(pages: readonly PageMarkdown[], sidebarOrder: readonly string[]): PageMarkdown[] {
  const position = new Map<string, number>();
  sidebarOrder.forEach((route, index) => {
    if (!position.has(route)) position.set(route, index);
  });
  const rank = (page: PageMarkdown): number => position.get(page.route) ?? Number.MAX_SAFE_INTEGER;
  return LLMS_SECTIONS.flatMap((section) =>
    pages
      .filter((page) => page.section === section)
      .sort((a, b) => rank(a) - rank(b) || a.route.localeCompare(b.route)),
  );
}

/** `agentInstructions`: the generated "Instructions for coding agents" section (agent-instructions.ts), before the page lists. */
export function llmsTxt(ordered: readonly PageMarkdown[], agentInstructions: string): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${LLMS_SUMMARY}`,
    '',
    `Every page is also published as Markdown: add \`index.md\` to its URL (for example ${absoluteUrl(markdownPathOf('/testing/'))}). ` +
      `All pages in one file: ${absoluteUrl('/llms-full.txt')}. The REST API as an OpenAPI document: ${absoluteUrl('/api/v1/openapi.json')}. ` +
      `What changed in the APIs: ${absoluteUrl(markdownPathOf('/changelog/'))} (also ${absoluteUrl('/changelog.json')} and ${absoluteUrl('/changelog/atom.xml')}).`,
    '',
    `Coding agents can ask the docs MCP server (\`${[docsMcp.command, ...docsMcp.args].join(' ')}\`), which answers from these files: ` +
      Object.entries(docsMcpTools)
        .map(([tool, answer]) => `\`${tool}\` (${answer})`)
        .join('; ') +
      '.',
  ];
  lines.push('', agentInstructions.trim());
  for (const section of LLMS_SECTIONS) {
    const entries = ordered.filter((page) => page.section === section);
    if (!entries.length) continue;
    lines.push('', `## ${section}`, '');
    for (const page of entries) {
      const summary = oneLine(page.summary);
      lines.push(
        `- [${oneLine(page.title)}](${absoluteUrl(markdownPathOf(page.route))})${summary ? `: ${summary}` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt(ordered: readonly PageMarkdown[]): string {
  const header = `# ${site.title}\n\n> ${LLMS_SUMMARY}\n`;
  const pages = ordered.map((page) => `<!-- Source: ${absoluteUrl(page.route)} -->\n\n${page.markdown.trim()}\n`);
  return [header, ...pages].join('\n---\n\n');
}
