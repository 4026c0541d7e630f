/**
 * Wraps @docusaurus/theme-classic 3.10.2 `ErrorPageContent`: what the layout's error boundary shows
 * when a page crashes ("This page crashed.", "Try again", the error and its causes). A crash outside
 * any page's layout shows core's `Error` screen instead (wrapped in `@theme/Error`).
 *
 * Why: upstream's screen leaves the document titled after the page that crashed, and focus on the
 * control that vanished with it. The spec titles the screen "Page Error" (as core's app-wide screen
 * does), and a keyboard or screen-reader user must land on what replaced the page: its heading.
 * Upstream's error text is pure red (4.0:1, under WCAG AA): `styles.module.css` gives it the site's
 * error colours.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import OriginalErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = screen.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, []);
  return (
    <div ref={screen} className={styles.screen}>
      <PageMetadata
        title={translate({
          id: 'theme.ErrorPageContent.pageTitle',
          message: 'Page Error',
          description: 'The document title of the page shown when a page crashed',
        })}
      />
      <OriginalErrorPageContent {...props} />
    </div>
  );
}
