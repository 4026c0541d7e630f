/**
 * Wraps `@theme/Root` (@docusaurus/core 3.10.2 fallback; no installed theme overrides it), which
 * renders above every page and stays mounted across navigations. The rendered output is unchanged.
 *
 * Why: this module is the earliest theme code the browser evaluates (core's `App` imports it before
 * the client entry preloads the first route), which is the moment route loading must be made to
 * recover from a failed chunk. See `./routeLoadRecovery.ts` for what happens and why.

 */
import React, { type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type { WrapperProps } from '@docusaurus/types';
import { docusaurusHasRendered, installRouteLoadRecovery } from './routeLoadRecovery';

if (ExecutionEnvironment.canUseDOM) {
  installRouteLoadRecovery(routes, docusaurusHasRendered);
}

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): ReactNode {
  return <Root {...props} />;
}
