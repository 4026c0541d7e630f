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
import { holdLinkedTarget } from '@site/src/linkedTarget/reveal';

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
      // What re-renders may grow above the row a link led to (a search hit's REST row): keep it in view.
      if (listeners.size) void holdLinkedTarget(window.location.hash);
      for (const listener of listeners) listener();
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
