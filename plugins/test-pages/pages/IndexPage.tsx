/** /test-pages/: links to every test page, so tests can reach them by client-side navigation. */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import TestPageLayout from './TestPageLayout';

export default function IndexPage(): ReactNode {
  return (
    <TestPageLayout title="Test pages">
      <ul>
        <li>
          <Link to="/test-pages/crash/">Crash test page</Link>
        </li>
        <li>
          <Link to="/test-pages/slow/">Slow test page</Link>
        </li>
        <li>
          <Link to="/test-pages/no-default-export/">Page without a default export</Link>
        </li>
        <li>
          <Link to="/getting-started/">Getting started</Link>
        </li>
      </ul>
    </TestPageLayout>
  );
}
