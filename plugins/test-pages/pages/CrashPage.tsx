/**
 * /test-pages/crash/: "Crash this page" makes a component throw during render, with an error that
 * has a chain of causes, so the layout's error boundary shows the crash screen (@theme/ErrorPageContent).
 * "Try again" remounts the component, which starts uncrashed again.
 */
import React, { useState, type ReactNode } from 'react';
import TestPageLayout from './TestPageLayout';

function CrashingWidget(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    throw new Error('The crash test page failed on purpose.', {
      cause: new Error('The widget received an invalid state.', {
        cause: new Error('Root cause: the test fixture value was "broken".'),
      }),
    });
  }
  return (
    <>
      <p>The widget is working.</p>
      <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
        Crash this page
      </button>
    </>
  );
}

export default function CrashPage(): ReactNode {
  return (
    <TestPageLayout title="Crash test page">
      <CrashingWidget />
    </TestPageLayout>
  );
}
