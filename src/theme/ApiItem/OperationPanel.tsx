/**
 * The right-hand panel of a REST operation page (in the ApiItem eject): request samples built from the
 * operation (server-rendered) and a "Customise the request" button that loads the OpenAPI theme's
 * explorer as a lazy chunk (upstream loads it with every REST page) and moves focus into it.
 */
import React, { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import SkeletonLoader from '@theme/SkeletonLoader';
import clsx from 'clsx';
import RequestSamples from '@site/src/components/RequestSamples';
import type { SampleOperation } from '@site/src/components/RequestSamples/samples';
import styles from './styles.module.css';

const ApiExplorer = lazy(() => import('@theme/ApiExplorer'));

export default function OperationPanel({ api, infoPath }: { api: SampleOperation; infoPath?: string }): ReactNode {
  const [explorerOpen, setExplorerOpen] = useState(false);
  const explorerRef = useRef<HTMLDivElement>(null);
  if (!explorerOpen) {
    return (
      <>
        <RequestSamples operation={api} />
        <button
          type="button"
          className={clsx('button button--secondary button--block', styles.customise)}
          onClick={() => {
            setExplorerOpen(true);
            // Move focus to the explorer once it is there, so keyboard readers land in it.
            requestAnimationFrame(() => explorerRef.current?.focus());
          }}>
          <Translate
            id="pagora.apiItem.customise"
            description="Button that opens the request builder of a REST operation">
            Customise the request
          </Translate>
        </button>
      </>
    );
  }
  return (
    <div
      ref={explorerRef}
      tabIndex={-1}
      role="region"
      aria-label="Request builder"
      className={styles.explorer}
      data-testid="request-builder">
      <Suspense fallback={<SkeletonLoader size="lg" />}>
        <ApiExplorer item={api} infoPath={infoPath} />
      </Suspense>
    </div>
  );
}
