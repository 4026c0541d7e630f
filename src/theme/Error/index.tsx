/**
 * Wraps @theme-original/Error (@docusaurus/core 3.10.2 fallback theme): the screen of the app-wide
 * error boundary, for a crash outside any page's layout (a page module without a default export; a
 * crash inside a page shows `@theme/ErrorPageContent`). Upstream shows the error and "Try again" in
 * the site layout; since that boundary sits above the app, two things went with the app:
 * - the document's language (`<html lang>`, WCAG 3.1.1), which core's site metadata sets;
 * - leaving: a link changed the URL but the error stayed. A location change now clears it, so the
 *   navbar's links lead somewhere.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalError from '@theme-original/Error';
import type ErrorType from '@theme/Error';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorType>;

export default function ErrorWrapper(props: Props): ReactNode {
  const { tryAgain } = props;
  const { pathname } = useLocation();
  const crashedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== crashedAt.current) tryAgain();
  }, [pathname, tryAgain]);

  const { currentLocale, localeConfigs } = useDocusaurusContext().i18n;
  const locale = localeConfigs[currentLocale];
  return (
    <>
      <Head>
        <html lang={locale?.htmlLang} dir={locale?.direction} />
      </Head>
      <OriginalError {...props} />
    </>
  );
}
