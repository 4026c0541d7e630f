/**
 * Wraps @theme-original/CodeBlock/Line (@docusaurus/theme-classic 3.10.2), output unchanged.
 *
 * Why: a code block re-renders when its word-wrap state changes, which happens right after it
 * mounts (it measures whether its lines overflow), and then every line and token was rendered
 * again: on a REST operation page, a synchronous pass over every sample and example. A line whose
 * tokens, classes and numbering are unchanged now skips that. The prop functions are ignored on
 * purpose: prism-react-renderer makes new ones on every render, and they change meaning only with
 * the colour theme, and a colour-mode change mounts code blocks afresh (src/theme/CodeBlock).
 */
import { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';

function sameLine(previous: Props, next: Props): boolean {
  return (
    previous.line === next.line &&
    previous.showLineNumbers === next.showLineNumbers &&
    (previous.classNames ?? []).join(' ') === (next.classNames ?? []).join(' ')
  );
}

export default memo(Line, sameLine);
