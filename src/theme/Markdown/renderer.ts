/**
 * The description renderer (`./renderDescription.ts`, markdown-it) in the browser: fetched the first
 * time a description must be rendered anew, and shared by every description afterwards. Prefetched
 * (downloaded, not run) once the page's own chunks have loaded, so a tab opened later usually finds it.
 *
 * The server bundle uses `./renderer.server.ts` instead (plugins/openapi-server-render swaps it in):
 * the build renders every description synchronously.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type RenderDescription = (text: string) => string;

let render: RenderDescription | undefined;
let loading: Promise<RenderDescription> | undefined;
const listeners = new Set<() => void>();

function loadRenderer(): Promise<RenderDescription> {
  loading ??= import(/* webpackPrefetch: true */ './renderDescription').then((module) => {
    render = module.renderDescription;
    for (const listener of listeners) listener();
    return render;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Descriptions that keep their built HTML must not all re-render when the renderer arrives.
const ignore = () => () => undefined;
const current = () => render;

/** The renderer once loaded; when `needed`, starts loading it (and re-renders when it arrives). */
export function useDescriptionRenderer(needed: boolean): RenderDescription | undefined {
  const loaded = useSyncExternalStore(needed ? subscribe : ignore, current, current);
  useEffect(() => {
    if (needed && !loaded) void loadRenderer();
  }, [needed, loaded]);
  return loaded;
}
