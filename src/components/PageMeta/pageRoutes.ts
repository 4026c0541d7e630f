/**
 * Whether a path is one of the site's pages (a leaf of core's route tree): false on a not-found page,
 * the prerendered 404.html as well as an unknown path the docs plugin at the site root renders as one.
 */
import routes from '@generated/routes';
import { normalizeRoute } from '../../../shared/page-routes';

interface RouteNode {
  path?: string | readonly string[];
  routes?: readonly RouteNode[];
}

function leafRoutes(nodes: readonly RouteNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.routes) return leafRoutes(node.routes);
    const paths = typeof node.path === 'string' ? [node.path] : [...(node.path ?? [])];
    return paths.map(normalizeRoute);
  });
}
const pageRoutes = new Set(leafRoutes(routes));

export const isPageRoute = (pathname: string): boolean => pageRoutes.has(normalizeRoute(pathname));
