/**
 * A `div` whose children React renders only once `shown` has been true; from then on they stay.
 *
 * Why: a REST operation page builds thousands of elements that start hidden (the other status codes,
 * response examples, code samples in the other languages). Hydrating them was most of the page's
 * main-thread blocking on a phone, for content nobody sees until they pick its tab. Until shown:
 * - on the first page load the `div` keeps the HTML the build rendered: React hydrates the `div`
 *   itself but not what is inside it (`keepBuiltContent` in src/hydration), so crawlers, readers without
 *   JavaScript, find-in-page after a tab switch and print all keep the content;
 * - after a client-side navigation there is no such HTML, and the `div` is simply empty.
 * When `shown` turns true the `div` mounts afresh (new `key`) with its children rendered by React,
 * replacing the build's HTML with identical, now interactive, markup.
 */
import React, { useState, type ComponentProps, type ReactNode } from 'react';
import { keepBuiltContent } from '@site/src/hydration';

type Props = Omit<ComponentProps<'div'>, 'dangerouslySetInnerHTML'> & { shown: boolean };

export default function DeferUntilShown({ shown, children, ...attributes }: Props): ReactNode {
  // The build renders everything; in the browser, what has never been shown waits.
  const [rendered, setRendered] = useState(shown || typeof window === 'undefined');
  if (shown && !rendered) {
    setRendered(true);
  }
  if (rendered) {
    return (
      <div key="rendered" {...attributes}>
        {children}
      </div>
    );
  }
  return <div key="deferred" {...attributes} {...keepBuiltContent} />;
}
