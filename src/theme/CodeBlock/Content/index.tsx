/**
 * Eject of @docusaurus/theme-classic 3.10.2's `CodeBlock/Content` (the `<pre>` with the lines).
 * Changes are marked `// CUSTOM:`; diff against upstream on every Docusaurus upgrade.
 *
 * CUSTOM: on the first page load the block keeps the lines the build highlighted instead of
 * highlighting them again. React hydrates the `<pre>` and `<code>` but not what is inside `<code>`
 * (`keepBuiltContent` in src/hydration), so the page needs neither Prism
 * nor a render of every token to become interactive. Nothing later re-renders the lines: the
 * word-wrap and copy buttons work on the DOM and the code text, and a colour-mode change mounts
 * blocks afresh (`src/theme/CodeBlock`). Blocks rendered anew use the highlighter, loaded on first
 * need (`src/prism/highlighter`), showing the text unhighlighted until it has arrived.
 */
import React, { useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { usePrismTheme } from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
// CUSTOM: the highlighter is loaded on demand; the hydration flag says whether built lines exist.
import { isHydrating, keepBuiltContent } from '@site/src/hydration';
import type { PrismTheme } from 'prism-react-renderer';
import { useHighlighter, type HighlightComponent } from '@site/src/prism/highlighter';

function Pre({ ref, ...props }: ComponentProps<'pre'>): ReactNode {
  // Focusable so keyboard readers can scroll a wide block, as upstream.
  return (
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
}

function Code(props: ComponentProps<'code'>): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

type HighlightProps = ComponentProps<HighlightComponent>;
type RenderProps = Parameters<HighlightProps['children']>[0];
type Token = RenderProps['tokens'][number][number];

/**
 * CUSTOM: stands in for prism-react-renderer's `Highlight` until it has loaded: the same lines and
 * markup, every token plain (what `Highlight` renders for a language without a grammar).
 */
function PlainHighlight({
  code,
  language,
  theme,
  children,
}: Pick<HighlightProps, 'code' | 'language' | 'children'> & { theme: PrismTheme }): ReactNode {
  const { backgroundColor: _, ...plainTokenStyle } = theme.plain;
  const lines = code
    .split(/\r\n|\r|\n/)
    .map((content): Token[] =>
      content ? [{ types: ['plain'], content }] : [{ types: ['plain'], content: '\n', empty: true }],
    );
  return children({
    tokens: lines,
    className: `prism-code language-${language.toLowerCase()}`,
    style: theme.plain,
    getLineProps: ({ className, style, line: _line, ...rest }) => ({
      ...rest,
      className: clsx('token-line', className),
      style: { ...plainTokenStyle, ...style },
    }),
    getTokenProps: ({ token, className, style, ...rest }) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: token.empty ? { display: 'inline-block', ...style } : style,
    }),
  });
}

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  // CUSTOM: decided once, when the block mounts.
  const [keepBuiltLines] = useState(isHydrating);
  const Highlight = useHighlighter(!keepBuiltLines) ?? PlainHighlight;

  if (keepBuiltLines) {
    // CUSTOM: the `<pre>` as `Highlight` renders it (its class and the theme's plain colours).
    return (
      <Pre
        ref={wordWrap.codeBlockRef}
        className={clsx(classNameProp, `prism-code language-${language.toLowerCase()}`)}
        style={prismTheme.plain}>
        <Code {...keepBuiltContent} />
      </Pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({ className, style, tokens: lines, getLineProps, getTokenProps }) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
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
