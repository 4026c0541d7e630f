/**
 * Replaces @docusaurus/core 3.10.2 `client/theme-fallback/Loading`: what a route shows while its
 * code chunk loads (react-loadable's `loading` component, set in core's `ComponentCreator`), and
 * what it shows when that load fails.
 *
 * Why: upstream draws a React-blue SVG and a white-on-red box in inline styles (3.68:1, under
 * WCAG AA's 4.5:1 in both colour modes; inline styles leave no class to restyle), has no accessible
 * status, and does not say which page failed. This version keeps upstream's contract (spinner once
 * `pastDelay`, error text and a "Retry" that calls react-loadable's `retry`), uses the site's
 * tokens, announces itself (`role="status"` / `role="alert"`), stops spinning for reduced motion,
 * and logs the failure with the route (`console.error`).
 * Upstream never reaches the error state on a first load (the app does not render when a route's
 * chunk fails); `@theme/Root` (routeLoadRecovery) makes that case render this screen.
 */
import React, { useEffect, type ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';
import { useLocation } from '@docusaurus/router';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }): ReactNode {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`Failed to load the page ${pathname}:`, error);
  }, [error, pathname]);
  return (
    <div className={styles.loadError} role="alert">
      <Heading as="h1" className={styles.title}>
        <Translate id="theme.Loading.error.title" description="Heading shown when a page's code failed to load">
          This page could not be loaded.
        </Translate>
      </Heading>
      <p>
        <Translate id="theme.Loading.error.help" description="Help text shown when a page's code failed to load">
          Check your network connection, then retry.
        </Translate>
      </p>
      <p className={styles.detail}>
        <code>{errorMessage(error)}</code>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="theme.Loading.error.retry" description="Button that loads a page's code again after a failure">
            Retry
          </Translate>
        </button>
        <Link className="button button--secondary" to="/">
          <Translate id="theme.Loading.error.home" description="Link to the home page shown when a page failed to load">
            Go to the home page
          </Translate>
        </Link>
      </div>
    </div>
  );
}

export default function Loading({ error, retry, pastDelay }: LoadingComponentProps): ReactNode {
  if (error) {
    return <LoadError error={error} retry={retry} />;
  }
  if (pastDelay) {
    return (
      <div
        className={styles.loading}
        role="status"
        aria-label={translate({
          id: 'theme.Loading.status',
          message: 'Loading page…',
          description: 'Accessible name of the spinner shown while a page loads',
        })}>
        <span className={styles.spinner} aria-hidden="true" />
      </div>
    );
  }
  return null;
}
