/**
 * Lets a page whose code failed to load on the first visit show the load-failure screen
 * (`@theme/Loading`: error text and "Retry") instead of staying a dead, never-hydrated page.
 *
 * How Docusaurus 3.10.2 loads a route (core `client/clientEntry`, `PendingNavigation`, `preload`):
 * every route component is a react-loadable component whose static `preload()` loads its chunks.
 * - First visit: `preload(location).then(render)`. If a chunk fails, the promise rejects, nothing
 *   catches it, and the app never renders: the static HTML stays, with no script behaviour.
 * - Client-side navigation: `preload(next).catch(() => location.reload())`. The reload is on
 *   purpose (after a new deployment, old chunk names no longer exist); after it, the first-visit
 *   case applies.
 * The route components keep the failure (react-loadable state), so once the app renders, the
 * failing route renders `@theme/Loading` with `error` and `retry`, which loads the chunks again.
 *
 * `installRouteLoadRecovery` wraps every route's `preload` so that a failure before the app's first
 * render resolves instead of rejecting (the app renders and shows the error screen); after the
 * first render it still rejects, so client-side navigation keeps Docusaurus's reload.
 */

/** The part of a `@generated/routes` entry this module touches. */
export interface PreloadableRoute {
  readonly component?: unknown;
  readonly routes?: readonly PreloadableRoute[];
}

interface Preloadable {
  preload?: () => Promise<unknown> | undefined;
}

const recovered = new WeakSet<object>();

function isPreloadable(component: unknown): component is Preloadable & object {
  return (
    (typeof component === 'function' || (typeof component === 'object' && component !== null)) &&
    typeof (component as Preloadable).preload === 'function'
  );
}

/**
 * Wraps `preload` of every route component (nested routes included), once per component.
 * @param hasRendered whether the app has rendered yet (Docusaurus sets `window.docusaurusRoot` then).
 */
export function installRouteLoadRecovery(routes: readonly PreloadableRoute[], hasRendered: () => boolean): void {
  for (const route of routes) {
    const { component } = route;
    if (isPreloadable(component) && !recovered.has(component)) {
      recovered.add(component);
      const original = component.preload!.bind(component);
      component.preload = () =>
        Promise.resolve(original()).catch((error: unknown) => {
          if (hasRendered()) {
            throw error;
          }
          // The route component keeps the error; it renders @theme/Loading with it (and logs it there).
          return undefined;
        });
    }
    if (route.routes) {
      installRouteLoadRecovery(route.routes, hasRendered);
    }
  }
}

/** Docusaurus stores its React root on `window` when it first renders the app. */
export function docusaurusHasRendered(): boolean {
  return typeof window !== 'undefined' && Boolean((window as { docusaurusRoot?: unknown }).docusaurusRoot);
}
