// CUSTOM: ejected copy of @docusaurus/theme-classic 3.10.2 `src/theme/CodeBlock/Content/index.tsx`
// (the `<pre>` with the lines). Byte-identical to it outside the CUSTOM blocks
// (tests/unit/ejected-copies.test.ts); not formatted by Prettier. `styles.module.css` is upstream's,
// unchanged.
// Why: on the first page load the block keeps the lines the build highlighted instead of
// highlighting them again. React hydrates the `<pre>` and `<code>` but not what is inside `<code>`
// (`keepBuiltContent` in src/hydration), so the page needs neither Prism nor a render of every
// token to become interactive. Nothing later re-renders the lines: the word-wrap and copy buttons
// work on the DOM and the code text, and a colour-mode change mounts blocks afresh
// (`src/theme/CodeBlock`). Blocks rendered anew use the highlighter, loaded on first need
// (`src/prism/highlighter`), showing the text unhighlighted until it has arrived.
// CUSTOM END
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
// CUSTOM: the highlighter is loaded on demand (was `import {Highlight} from 'prism-react-renderer'`);
// core's hydration signal (`useIsBrowser`, false until hydration is over) says whether built lines exist.
import type {PrismTheme} from 'prism-react-renderer';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {keepBuiltContent} from '@site/src/hydration';
import {
  useHighlighter,
  type HighlightComponent,
} from '@site/src/prism/highlighter';
// CUSTOM END
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

// CUSTOM: stands in for prism-react-renderer's `Highlight` until it has loaded: the same lines and
// markup, every token plain (what `Highlight` renders for a language without a grammar).
type HighlightProps = ComponentProps<HighlightComponent>;
type RenderProps = Parameters<HighlightProps['children']>[0];
type Token = RenderProps['tokens'][number][number];

function PlainHighlight({
  code,
  language,
  theme,
  children,
}: Pick<HighlightProps, 'code' | 'language' | 'children'> & {
  theme: PrismTheme;
}): ReactNode {
  const {backgroundColor: _, ...plainTokenStyle} = theme.plain;
  const lines = code
    .split(/\r\n|\r|\n/)
    .map((content): Token[] =>
      content
        ? [{types: ['plain'], content}]
        : [{types: ['plain'], content: '\n', empty: true}],
    );
  return children({
    tokens: lines,
    className: `prism-code language-${language.toLowerCase()}`,
    style: theme.plain,
    getLineProps: ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...plainTokenStyle, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: token.empty ? {display: 'inline-block', ...style} : style,
    }),
  });
}

// CUSTOM END
export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // CUSTOM: decided once, when the block mounts: while hydrating, keep the lines the build
  // highlighted (the `<pre>` as `Highlight` renders it: its class and the theme's plain colours).
  const isBrowser = useIsBrowser();
  const hydrating = typeof window !== 'undefined' && !isBrowser;
  const [keepBuiltLines] = React.useState(hydrating);
  const Highlight = useHighlighter(!keepBuiltLines) ?? PlainHighlight;
  if (keepBuiltLines) {
    return (
      <Pre
        ref={wordWrap.codeBlockRef}
        className={clsx(
          classNameProp,
          `prism-code language-${language.toLowerCase()}`,
        )}
        style={prismTheme.plain}>
        <Code {...keepBuiltContent} />
      </Pre>
    );
  }
  // CUSTOM END
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre
          ref={wordWrap.codeBlockRef}
          className={clsx(classNameProp, className)}
          style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
