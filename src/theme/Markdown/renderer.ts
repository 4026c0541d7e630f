/**
 * The description renderer (`./renderDescription.ts`, markdown-it) in the browser: fetched the first
 * time a description must be rendered anew, and shared by every description afterwards (see
 * `src/hydration/onDemand.ts`). Prefetched (downloaded, not run) once the page's own chunks have
 * loaded, so a tab opened later usually finds it.
 *
 * The server bundle uses `./renderer.server.ts` instead (plugins/openapi-server-render swaps it in):
 * the build renders every description synchronously.
 */
import { onDemand } from '@site/src/hydration/onDemand';

export type RenderDescription = (text: string) => string;

/** The renderer once loaded; when `needed`, starts loading it (and re-renders when it arrives). */
export const useDescriptionRenderer: (needed: boolean) => RenderDescription | undefined = onDemand(() =>
  import(/* webpackPrefetch: true */ './renderDescription').then((module) => module.renderDescription),
);
