/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's Markdown: every description, enum table and qualifier
 * in the REST reference.
 *
 * Why: upstream renders each one with react-markdown, remark-gfm and rehype-raw (a full HTML parser),
 * about 0.5 ms per description on a fast machine and a 105 KB gzip chunk. A REST operation page holds
 * hundreds, and the browser rendered them all again while taking over the page: seconds of blocked
 * main thread on a phone. Here the build renders them with markdown-it (`./renderDescription.ts`), and
 * on the first page load the browser keeps that HTML as it is (`keepBuiltContent`): markdown-it
 * (about 40 KB gzip) is not among the scripts a REST page needs. It loads when a description is
 * rendered anew (a tab opened for the first time, a client-side navigation; `./renderer.ts`), and such
 * a description shows its plain text for the moment that takes.
 *
 * Raw HTML in a description is shown as text, never run (`html: false`): descriptions come from
 * openapi/, where `npm run gen` already turns `<` outside code into a character reference. The spec
 * has no fenced code or admonitions in descriptions, so upstream's CodeBlock and `:::` handling are
 * not carried over; fenced code would render as a plain <pre>.
 */
import React, { useState, type ReactNode } from 'react';
import { isHydrating, keepBuiltContent } from '@site/src/hydration';
import { useDescriptionRenderer } from './renderer';

// `display: contents`: the wrapper adds no box, so paragraphs and lists sit where upstream put them.
const wrapperStyle = { display: 'contents' } as const;

function Description({ text }: { text: string }): ReactNode {
  // Hydrating: the build's HTML for this text is there. A description's text never changes in place
  // (a new page mounts new components), so it is kept for the component's life.
  const [keepBuilt] = useState(isHydrating);
  const render = useDescriptionRenderer(!keepBuilt);
  if (keepBuilt) return <div style={wrapperStyle} {...keepBuiltContent} />;
  if (!render) return <div style={wrapperStyle}>{text}</div>;
  return <div style={wrapperStyle} dangerouslySetInnerHTML={{ __html: render(text) }} />;
}

export default function Markdown({ children }: { children?: ReactNode }): ReactNode {
  if (typeof children !== 'string') return <>{children}</>;
  return <Description text={children} />;
}
