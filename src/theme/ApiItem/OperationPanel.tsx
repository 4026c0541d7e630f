/**
 * The right-hand panel of a REST operation page (in the ApiItem eject): request samples (built at
 * build time, see ./operationPage.ts) and a "Customise the request" button that loads the OpenAPI
 * theme's explorer and the whole operation it needs, both as lazy chunks (upstream loads both with
 * every REST page), and moves focus into it.
 */
import React, { Suspense, use, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import SkeletonLoader from '@theme/SkeletonLoader';
import clsx from 'clsx';
import RequestSamples from '@site/src/components/RequestSamples';
import type { RequestSamples as Samples } from '@site/shared/rest-samples';
import styles from './styles.module.css';

/** The `loadOperation` export plugins/rest-docs adds to each operation page: the whole operation, on demand. */
export type LoadOperation = () => Promise<{ default: unknown }>;

interface LoadedExplorer {
  ApiExplorer: ComponentType<{ item: unknown; infoPath?: string }>;
  operation: unknown;
}

/** The explorer's code and the operation, fetched in parallel. */
async function loadExplorer(loadOperation: LoadOperation): Promise<LoadedExplorer> {
  const [explorer, operation] = await Promise.all([import('@theme/ApiExplorer'), loadOperation()]);
  return { ApiExplorer: explorer.default, operation: operation.default };
}

function Explorer({ loading, infoPath }: { loading: Promise<LoadedExplorer>; infoPath?: string }): ReactNode {
  const { ApiExplorer, operation } = use(loading);
  return <ApiExplorer item={operation} infoPath={infoPath} />;
}

export default function OperationPanel({
  samples,
  loadOperation,
  infoPath,
}: {
  samples: Samples;
  loadOperation: LoadOperation;
  infoPath?: string;
}): ReactNode {
  // Set once, by the button: the promise `Explorer` waits for (kept in state so a re-render reuses it).
  const [explorer, setExplorer] = useState<Promise<LoadedExplorer>>();
  const explorerRef = useRef<HTMLDivElement>(null);
  if (!explorer) {
    return (
      <>
        <RequestSamples samples={samples} />
        <button
          type="button"
          className={clsx('button button--secondary button--block', styles.customise)}
          onClick={() => {
            setExplorer(loadExplorer(loadOperation));
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
        <Explorer loading={explorer} infoPath={infoPath} />
      </Suspense>
    </div>
  );
}
