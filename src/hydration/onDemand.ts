/**
 * A module the browser fetches the first time a component needs it, shared by every component
 * afterwards: the syntax highlighter (`src/prism/highlighter.ts`).
 *
 * Why: on the first page load those components keep the HTML the build rendered (see `./index.ts`),
 * so the module is not among the scripts a page needs to become interactive. It is needed only for
 * content rendered anew (after a client-side navigation, in a tab opened for the first time).
 * Components that keep their built HTML do not subscribe, so they do not all re-render when it arrives.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { linkedTarget } from '@site/src/linkedTarget/target';

/**
 * Keeps the element the URL's `#fragment` names where the reader sees it while content above it is
 * rendered anew. A reader who followed a link (a search hit) to a REST property row had been
 * scrolled to it; descriptions above it then grew from plain text into their tables when the
 * renderer arrived, and pushed the row off the screen. Returns what to call once the components
 * have been told: after React's update, before the next paint, it scrolls by how far the element
 * moved. Nothing happens when there is no such element or it was not on screen.
 */
function keepLinkedTargetInPlace(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const { hash } = window.location;
  const box = linkedTarget(hash)?.getBoundingClientRect();
  if (!box || box.bottom <= 0 || box.top >= window.innerHeight) return () => undefined;
  return () =>
    requestAnimationFrame(() => {
      // Looked up again: the re-render may have replaced the element.
      const after = linkedTarget(hash)?.getBoundingClientRect().top;
      if (after !== undefined && Math.abs(after - box.top) >= 1) window.scrollBy(0, after - box.top);
    });
}

/**
 * Returns a hook that gives the module's export once loaded and, when `needed`, starts loading it
 * (re-rendering the component when it arrives). `load` holds the `import()` with its bundler hints.
 */
export function onDemand<T>(load: () => Promise<T>): (needed: boolean) => T | undefined {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const start = (): Promise<T> =>
    (loading ??= load().then((value) => {
      loaded = value;
      const restoreTarget = keepLinkedTargetInPlace();
      for (const listener of listeners) listener();
      restoreTarget();
      return value;
    }));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const ignore = () => () => undefined;
  const current = () => loaded;

  return function useOnDemand(needed: boolean): T | undefined {
    const value = useSyncExternalStore(needed ? subscribe : ignore, current, current);
    useEffect(() => {
      if (needed && value === undefined) void start();
    }, [needed, value]);
    return value;
  };
}
