/**
 * "Customise the request" on a REST operation page: loads the OpenAPI theme's request builder
 * (docusaurus-theme-openapi-docs' ApiExplorer, with its Redux store) and the operation it edits, both
 * as lazy chunks, only when the reader asks, and moves focus into it. The page itself carries neither:
 * the operation is the `<id>.operation.json` the generator writes next to the page (scripts/rest-pages).
 */
import React, { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The page's `loadOperation` export: the operation, on demand. */
export type LoadOperation = () => Promise<{ default: unknown }>;

export default function RequestBuilder({ loadOperation }: { loadOperation: LoadOperation }): ReactNode {
  // Set once, by the button: the lazy explorer bound to this page's operation.
  const [Explorer, setExplorer] = useState<React.LazyExoticComponent<() => ReactNode>>();
  const regionRef = useRef<HTMLDivElement>(null);
  if (!Explorer) {
    return (
      <button
        type="button"
        className={clsx('button button--secondary button--block', styles.customise)}
        onClick={() => {
          setExplorer(() => lazy(() => import('./Explorer').then((module) => module.load(loadOperation))));
          // Move focus to the builder once it is there, so keyboard readers land in it.
          requestAnimationFrame(() => regionRef.current?.focus());
        }}>
        <Translate
          id="pagora.apiItem.customise"
          description="Button that opens the request builder of a REST operation">
          Customise the request
        </Translate>
      </button>
    );
  }
  return (
    <div
      ref={regionRef}
      tabIndex={-1}
      role="region"
      aria-label="Request builder"
      className={styles.explorer}
      data-testid="request-builder">
      <Suspense
        fallback={
          <p role="status">
            <Translate id="pagora.apiItem.loading" description="Shown while the request builder loads">
              Loading the request builder…
            </Translate>
          </p>
        }>
        <Explorer />
      </Suspense>
    </div>
  );
}
