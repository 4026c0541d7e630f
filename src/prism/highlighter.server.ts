/**
 * Server-bundle stand-in for `./highlighter` (plugins/prism-on-demand swaps it in): the build
 * renders every code block highlighted, so the highlighter is imported directly.
 */
import Highlight from './prismHighlight';
import type { HighlightComponent } from './highlighter';

export type { HighlightComponent };

export function useHighlighter(): HighlightComponent | undefined {
  return Highlight;
}
