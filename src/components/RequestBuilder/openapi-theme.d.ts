/**
 * The modules of docusaurus-theme-openapi-docs 5.2 the request builder imports. The package declares
 * only its config types, so these are declared here, as loosely as upstream uses them;
 * tests/unit/upstream-contract.test.ts checks each still exists with the names imported.
 */
declare module '@theme/ApiExplorer' {
  import type { ReactNode } from 'react';
  export default function ApiExplorer(props: { item: unknown; infoPath?: string }): ReactNode;
}
declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(input: unknown): unknown;
}
declare module '@theme/ApiExplorer/persistenceMiddleware' {
  import type { Middleware } from 'redux';
  export function createPersistenceMiddleware(options: unknown): Middleware;
}
declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(persistence: 'localStorage' | 'sessionStorage'): Storage;
}
declare module '@theme/ApiItem/store' {
  import type { Middleware, Store } from 'redux';
  export function createStoreWithState(state: unknown, middlewares: Middleware[]): Store;
}
