/**
 * /test-pages/slow/: an ordinary page in its own code chunk. Tests find the chunk by the sentence
 * below and block it (load failure, Retry) or hold it (spinner, progress bar).
 */
import React, { type ReactNode } from 'react';
import TestPageLayout from './TestPageLayout';

/** Unique in the build: tests locate this page's chunk by it. Keep it in sync with tests/e2e/theme-loading.spec.ts. */
const slowPageMarker = 'The slow test page has loaded.';

export default function SlowPage(): ReactNode {
  return (
    <TestPageLayout title="Slow test page">
      <p>{slowPageMarker}</p>
    </TestPageLayout>
  );
}
