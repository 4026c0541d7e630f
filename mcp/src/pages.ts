/** get_page: a page's published Markdown copy (`<route>index.md`, written at build by scripts/llms). */
import { markdownPathOf, normalizeRoute } from '../../shared/page-routes';
import { closestNames } from './closest';
import type { PublishedSite } from './published-site';
import { ToolError } from './tool-error';

/** `https://docs.pagora.com/testing/#cards`, `/testing`, `testing/index.md` → `/testing/`. */
export function routeOf(urlOrPath: string): string {
  const trimmed = urlOrPath.trim();
  if (!trimmed) throw new ToolError('Give a page URL or path, for example /getting-started/.');
  let pathname: string;
  try {
    pathname = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
      ? new URL(trimmed).pathname
      : new URL(trimmed, 'https://site.invalid/').pathname;
  } catch {
    throw new ToolError(`Not a page URL or path: ${trimmed}`);
  }
  return normalizeRoute(decodeURIComponent(pathname).replace(/index\.md$/, ''));
}

export async function getPage(site: PublishedSite, urlOrPath: string): Promise<{ url: string; markdown: string }> {
  const route = routeOf(urlOrPath);
  const routes = await site.routes();
  if (!routes.includes(route)) {
    const nearest = closestNames(route, routes);
    throw new ToolError(`No page at ${route}. Closest pages: ${nearest.join(', ')}. search_docs finds pages by topic.`);
  }
  const markdown = await site.text(
    markdownPathOf(route),
    (where) => `The page ${route} has no Markdown copy at ${where}.`,
  );
  return { url: site.url(route), markdown };
}
