/**
 * Replaces @docusaurus/theme-classic 3.10.2 `ErrorPageContent` (what the layout's error boundary
 * shows when a page crashes). Upstream is a dozen lines; this is a rewrite of them rather than a
 * copy with markers. A crash outside any page's layout (core's app-wide boundary) shows core's
 * `Error` screen instead (wrapped in `@theme/Error`).
 *
 * Why: the spec's crash screen has the title "Page Error" (heading and document title), the text
 * "This page crashed.", the error message with each of its causes on its own line, and a
 * "Try again" button that clears the error and renders the page again. Upstream has no "Page
 * Error" title and prints the causes as one paragraph. The navbar and footer stay usable because
 * the layout's boundary sits inside the layout.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import type { Props } from '@theme/Error';
import Heading from '@theme/Heading';
import { errorChainMessages } from './errorChain';
import styles from './styles.module.css';

export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [message, ...causes] = errorChainMessages(error);

  // The control the reader used is gone: put focus on the screen that replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <main className={clsx('container margin-vert--xl', styles.errorPage)}>
      <PageMetadata
        title={translate({
          id: 'theme.ErrorPageContent.pageTitle',
          message: 'Page Error',
          description: 'The document title and heading of the page shown when a page crashed',
        })}
      />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" ref={headingRef} tabIndex={-1} className={clsx('hero__title', styles.title)}>
            <Translate
              id="theme.ErrorPageContent.pageTitle"
              description="The document title and heading of the page shown when a page crashed">
              Page Error
            </Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate
              id="theme.ErrorPageContent.title"
              description="The title of the fallback page when the page crashed">
              This page crashed.
            </Translate>
          </p>
          <div className={styles.details}>
            <p className={styles.message}>{message}</p>
            {causes.length > 0 && (
              <ol className={styles.causes}>
                {causes.map((cause, index) => (
                  <li key={index} className={styles.cause}>
                    {translate(
                      {
                        id: 'theme.ErrorPageContent.causedBy',
                        message: 'Caused by: {cause}',
                        description: 'Each cause of the error on the crash page',
                      },
                      { cause },
                    )}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <button type="button" className="button button--primary" onClick={tryAgain}>
            <Translate
              id="theme.ErrorPageContent.tryAgain"
              description="The label of the button to try again rendering when the React error boundary captures an error">
              Try again
            </Translate>
          </button>
        </div>
      </div>
    </main>
  );
}
