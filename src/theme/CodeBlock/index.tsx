// CUSTOM: ejected copy of @docusaurus/theme-classic 3.10.2 `src/theme/CodeBlock/index.tsx`.
// Byte-identical to it outside the CUSTOM blocks (tests/unit/ejected-copies.test.ts); not formatted
// by Prettier. `./Content` (keeps the built lines on hydration, loads the highlighter on demand) and
// `./Line` are ours too.
// Why: upstream keys the block on `useIsBrowser()`, so every code block on the page is thrown away
// and highlighted again right after hydration. The reason is the colour mode: the build highlights
// in the default mode, and hydration cannot correct inline token colours. Only a page shown in the
// other mode needs that; in the default mode the built block is kept as it is and does not
// re-render when hydration ends (on a guide with tabbed samples, the remount was the largest
// main-thread task after the page appeared).
// CUSTOM END
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
// CUSTOM: the page's colour mode and the default one.
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
// CUSTOM END

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

// CUSTOM: the build highlighted in the default colour mode, and hydration cannot correct inline
// token colours, so a block shown in the other mode renders again once the page is hydrated
// (upstream's remount, now only there).
type ContentComponent = typeof StringContent | typeof ElementContent;

function OtherModeCodeBlock({
  Content,
  children,
  ...props
}: Omit<Props, 'children'> & {
  Content: ContentComponent;
  children: string;
}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <Content key={String(isBrowser)} {...props}>
      {children}
    </Content>
  );
}

// CUSTOM END
export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // CUSTOM: in the default mode the block keeps the built DOM and does not even listen for the
  // end of hydration; upstream remounted every block (see OtherModeCodeBlock).
  const {colorMode} = useColorMode();
  const {colorMode: colorModeConfig} = useThemeConfig();
  const children = maybeStringifyChildren(rawChildren) as string;
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  if (colorMode === colorModeConfig.defaultMode) {
    return <Content {...props}>{children}</Content>;
  }
  return (
    <OtherModeCodeBlock Content={Content} {...props}>
      {children}
    </OtherModeCodeBlock>
  );
  // CUSTOM END
}
