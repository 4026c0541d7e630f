/**
 * Where a page's build-time companions live, shared by the theme (head tags, Copy page) and by
 * scripts/llms and scripts/social-cards, which write them. Routes are paths with a trailing slash
 * (`/testing/`), as the site uses `trailingSlash: true`.
 */
import { docsInstances } from '../config/site';

export type Area = 'Guides' | 'REST API' | 'GraphQL API';

/** `/testing` or `/testing/index.html` → `/testing/`. */
export function normalizeRoute(pathname: string): string {
  const segments = pathname
    .replace(/index\.html?$/, '')
    .split('/')
    .filter(Boolean);
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** The page's Markdown copy: `/testing/` → `/testing/index.md`. */
export function markdownPathOf(route: string): string {
  return `${normalizeRoute(route)}index.md`;
}

/** File name of the page's social card: `/apis/rest/payments-create/` → `apis--rest--payments-create`; `/` → `home`. */
export function socialCardSlugOf(route: string): string {
  return normalizeRoute(route).split('/').filter(Boolean).join('--') || 'home';
}

/** Site path of the social card: `/img/social/testing.png`. */
export function socialCardPathOf(route: string): string {
  return `/img/social/${socialCardSlugOf(route)}.png`;
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Which part of the site a route belongs to. */
export function areaOfRoute(route: string): Area {
  const path = normalizeRoute(route);
  if (path.startsWith(`/${docsInstances.rest.routeBasePath}/`)) return 'REST API';
  if (path.startsWith(`/${docsInstances.graphql.routeBasePath}/`)) return 'GraphQL API';
  return 'Guides';
}
