/**
 * The lazy half of ./index.tsx: docusaurus-theme-openapi-docs 5.2's ApiExplorer inside the Redux store
 * it needs (./explorerStore.ts), for one operation. Nothing here reaches a page until the reader
 * opens the request builder.
 */
import React, { type ReactNode } from 'react';
import ApiExplorer from '@theme/ApiExplorer';
// react-redux's CommonJS build, the one the theme's own modules `require` (one copy in the chunk).
import type { Provider as ReduxProvider } from 'react-redux';
import { explorerStore, type ExplorerOperation } from './explorerStore';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Provider } = require('react-redux') as { Provider: typeof ReduxProvider };

/** A component showing the builder for the operation `loadOperation` fetches. */
export async function load(loadOperation: () => Promise<{ default: unknown }>): Promise<{ default: () => ReactNode }> {
  const operation = (await loadOperation()).default as ExplorerOperation;
  const store = explorerStore(operation);
  return {
    default: () => (
      <Provider store={store}>
        <ApiExplorer item={operation} />
      </Provider>
    ),
  };
}
