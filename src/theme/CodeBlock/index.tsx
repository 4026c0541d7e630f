/**
 * Eject of @docusaurus/theme-classic 3.10.2's CodeBlock (its index only; Content/* stay upstream's).
 *
 * CUSTOM 1: registers `prism.additionalLanguages` (bash, php, http) when a page first shows code,
 * instead of in main.js on every page (plugins/prism-on-demand says why).
 *
 * CUSTOM 2: upstream keys the block on `useIsBrowser()`, so every code block on the page is thrown
 * away and highlighted again right after hydration. The reason is the colour mode: the build
 * highlights in the default mode, and hydration cannot correct inline token colours. Only a page shown
 * in the other mode needs that; in the default mode the built block is kept as it is (on a guide with
 * tabbed samples, the remount was the largest main-thread task after the page appeared).
 */
import '@site/src/prism/registerLanguages';
import React, { isValidElement, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((element) => isValidElement(element))) return children;
  // The children are now plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const { colorMode: colorModeConfig } = useThemeConfig();
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockContent = typeof children === 'string' ? StringContent : ElementContent;
  // CUSTOM 2: a new key (a fresh render) only when the page shows the mode the build did not use.
  const key = isBrowser && colorMode !== colorModeConfig.defaultMode ? 'other-mode' : 'built';
  return (
    <CodeBlockContent key={key} {...props}>
      {children as string}
    </CodeBlockContent>
  );
}
