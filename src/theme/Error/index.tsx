// CUSTOM: ejected copy of @docusaurus/core 3.10.2 `lib/client/theme-fallback/Error/index.js` (core
// ships its fallback theme compiled only: JSX kept, types removed; the types are added in CUSTOM
// blocks). Byte-identical to it outside the CUSTOM blocks (tests/unit/ejected-copies.test.ts); not
// formatted by Prettier. The screen of the app-wide error boundary, for a crash outside any page
// layout (e.g. a route whose module has no default export; a crash inside a page is caught by the
// layout and shows `@theme/ErrorPageContent`).
// Why: upstream means to draw its screen inside the site layout, but that boundary sits above the
// app's providers, so the layout throws (no title formatter) and upstream falls back to a bare
// "This page crashed" without navbar or footer; and once shown, the error stays even when the
// reader follows a link. This copy shows the shared crash screen (`@theme/ErrorPageContent`: "Page
// Error", "This page crashed.", the error and its causes, "Try again") in a working layout, and
// clears the error when the location changes, so the navbar's links lead somewhere.
// CUSTOM END
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
// Should we translate theme-fallback?
/* eslint-disable @docusaurus/no-untranslated-text */
import React from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
// CUSTOM: upstream's `getErrorCausalChain` import served its ErrorDisplay, replaced by the shared
// crash screen; the location clears the error on navigation; the providers the layout needs.
// Upstream imports the route context relatively ('../../routeContext'): not a public export.
// The app-wide boundary is above core's BrowserContextProvider: without it the layout would render
// as before hydration (colour switch disabled).
import {useEffect, useRef, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ThemeProvider from '@theme/ThemeProvider';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
import Layout from '@theme/Layout';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
// CUSTOM END
// CUSTOM: upstream's ErrorDisplay and ErrorBoundaryError were here; the shared crash screen
// (`@theme/ErrorPageContent`) replaces them. Following a link (navbar, browser Back) to another
// page clears the error.
function useTryAgainOnNavigation(tryAgain: () => void): void {
  const {pathname} = useLocation();
  const crashedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== crashedAt.current) {
      tryAgain();
    }
  }, [pathname, tryAgain]);
}
// CUSTOM END
// A bit hacky: we need to add an artificial RouteContextProvider here
// The goal is to be able to render the error inside the theme layout
// Without this, our theme classic would crash due to lack of route context
// See also https://github.com/facebook/docusaurus/pull/9852
// CUSTOM: typed.
function ErrorRouteContextProvider({children}: {children: ReactNode}): ReactNode {
// CUSTOM END
    return (<RouteContextProvider value={{
            plugin: { name: 'docusaurus-core-error-boundary', id: 'default' },
        }}>
      {children}
    </RouteContextProvider>);
}
// CUSTOM: typed; clears the error on navigation.
export default function Error({error, tryAgain}: Props): ReactNode {
    useTryAgainOnNavigation(tryAgain);
// CUSTOM END
    // We wrap the error in its own error boundary because the layout can actually
    // throw too... Only the ErrorDisplay component is simple enough to be
    // considered safe to never throw
    // CUSTOM: BrowserContextProvider and ThemeProvider (see the imports); the shared crash screen
    // instead of ErrorDisplay, as the fallback and inside the layout.
    return (
      <BrowserContextProvider>
        <ErrorRouteContextProvider>
          <ThemeProvider>
            <ErrorBoundary
              // Note: we display the original error here, not the error that we
              // captured in this extra error boundary
              fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
              <Head>
                <title>Page Error</title>
              </Head>
              <Layout>
                <ErrorPageContent error={error} tryAgain={tryAgain} />
              </Layout>
            </ErrorBoundary>
          </ThemeProvider>
        </ErrorRouteContextProvider>
      </BrowserContextProvider>
    );
    // CUSTOM END
}
