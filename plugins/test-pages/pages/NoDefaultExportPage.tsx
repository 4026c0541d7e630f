/**
 * /test-pages/no-default-export/: a route module without a default export, as the browser sees it.
 *
 * A module that truly lacks a default export fails the static build (Docusaurus core's
 * ComponentCreator throws "The page component at <path> doesn't have a default export…" while
 * prerendering, which is the behaviour for real pages). To see what a reader gets in the browser,
 * this module has a default export on the server only: prerendering succeeds, and in the browser
 * the default export is `undefined`, so the same check in ComponentCreator throws at render.
 */
import React, { type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import TestPageLayout from './TestPageLayout';

function ServerOnlyPage(): ReactNode {
  return (
    <TestPageLayout title="Page without a default export">
      <p>Prerendered on the server; in the browser this module has no default export.</p>
    </TestPageLayout>
  );
}

export default ExecutionEnvironment.canUseDOM ? undefined : ServerOnlyPage;
