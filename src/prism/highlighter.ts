/**
 * The syntax highlighter (`./prismHighlight`: Prism and its grammars), fetched the first time a code
 * block must render its lines in the browser, and shared by every block afterwards.
 *
 * Why: on the first page load code blocks keep the lines the build highlighted (see
 * `src/theme/CodeBlock/Content`), so Prism is no longer in the scripts a page needs to become
 * interactive (~100 ms of a phone's main thread on a REST operation page). It is needed for blocks
 * rendered later: after a client-side navigation, in a tab opened for the first time, after a colour
 * mode change. Pages with code prefetch it, so those are usually highlighted at once; a block that
 * renders before it has arrived shows its text unhighlighted for the moment it takes.
 *
 * The server bundle uses `./highlighter.server.ts` instead (plugins/prism-on-demand swaps it in):
 * the build highlights synchronously. The loading itself: `src/hydration/onDemand.ts`.
 */
import type { Highlight } from 'prism-react-renderer';
import { onDemand } from '@site/src/hydration/onDemand';

export type HighlightComponent = typeof Highlight;

/** The highlighter once loaded; when `needed`, starts loading it (and re-renders when it arrives). */
export const useHighlighter: (needed: boolean) => HighlightComponent | undefined = onDemand(() =>
  // Prefetched (downloaded, not run) once the page's own chunk has loaded, so the first block that
  // needs it waits only for Prism to start up.
  import(/* webpackPrefetch: true */ './prismHighlight').then((module) => module.default),
);
