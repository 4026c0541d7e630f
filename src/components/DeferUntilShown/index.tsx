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
 * replacing the build's HTML with interactive markup.
 *
 * What the build renders into a hidden `div` is never hydrated, only replaced, so it need not be the
 * markup React will render: its children can read `BuiltHidden` and render lighter HTML with the
 * same text (code blocks leave out the highlighter's token markup, most of a REST operation page).
 */
import React, { createContext, useContext, useState, type ComponentProps, type ReactNode } from 'react';
import { keepBuiltContent } from '@site/src/hydration';

/**
 * True while the build renders content that starts hidden: HTML that search, crawlers and the
 * Markdown copies read for its text, and that no reader sees before React has rendered it anew.
 * Always false in the browser.
 */
export const BuiltHidden = createContext(false);

type Props = Omit<ComponentProps<'div'>, 'dangerouslySetInnerHTML'> & { shown: boolean };

export default function DeferUntilShown({ shown, children, ...attributes }: Props): ReactNode {
  // The build renders everything; in the browser, what has never been shown waits.
  const building = typeof window === 'undefined';
  const [rendered, setRendered] = useState(shown || building);
  const insideHidden = useContext(BuiltHidden);
  if (shown && !rendered) {
    setRendered(true);
  }
  if (rendered) {
    return (
      <div key="rendered" {...attributes}>
        {building && !shown && !insideHidden ? <BuiltHidden.Provider value>{children}</BuiltHidden.Provider> : children}
      </div>
    );
  }
  return <div key="deferred" {...attributes} {...keepBuiltContent} />;
}
