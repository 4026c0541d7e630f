/**
 * Eject of @docusaurus/theme-classic 3.10.2's CodeBlock index. `./Content` (keeps the built lines
 * on hydration, loads the highlighter on demand) and `./Line` are ours too; the rest is upstream's.
 *
 * CUSTOM: upstream keys the block on `useIsBrowser()`, so every code block on the page is thrown
 * away and highlighted again right after hydration. The reason is the colour mode: the build
 * highlights in the default mode, and hydration cannot correct inline token colours. Only a page shown
 * in the other mode needs that; in the default mode the built block is kept as it is and does not
 * re-render when hydration ends (on a guide with tabbed samples, the remount was the largest
 * main-thread task after the page appeared).
 */
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

type ContentComponent = typeof StringContent | typeof ElementContent;

/**
 * CUSTOM: the build highlighted in the default colour mode, and hydration cannot correct inline
 * token colours, so a block shown in the other mode renders again once the page is hydrated.
 */
function OtherModeCodeBlock({
  Content,
  children,
  ...props
}: Omit<Props, 'children'> & { Content: ContentComponent; children: string }): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <Content key={String(isBrowser)} {...props}>
      {children}
    </Content>
  );
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const { colorMode } = useColorMode();
  const { colorMode: colorModeConfig } = useThemeConfig();
  const children = maybeStringifyChildren(rawChildren) as string;
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  // CUSTOM: in the default mode the block does not even listen for the end of hydration.
  if (colorMode === colorModeConfig.defaultMode) return <Content {...props}>{children}</Content>;
  return (
    <OtherModeCodeBlock Content={Content} {...props}>
      {children}
    </OtherModeCodeBlock>
  );
}
