/**
 * Whether a path has no page of its own, from the site's route table: the not-found page is what
 * the reader sees there. Docusaurus matches an unknown path either to the final catch-all route or,
 * with the guides at the site root, to the docs plugin's root routes without reaching a page (their
 * pages are `exact` leaves). The same answer at build time (404.html) and in the browser.
 */
import { matchRoutes, type RouteConfig } from 'react-router-config';

export function isNotFoundPath(routes: RouteConfig[], pathname: string): boolean {
  const branch = matchRoutes(routes, pathname);
  const leaf = branch[branch.length - 1]?.route;
  if (!leaf) return true;
  if (leaf.path === undefined || leaf.path === '*') return true;
  return Boolean(leaf.routes?.length) && !leaf.exact;
}
