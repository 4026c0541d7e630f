/**
 * The parts of docusaurus-theme-openapi-docs 5.2 that our theme files (ApiItem, TabItem) import. The package's
 * own declarations cover only its config types, so these are declared here, as loosely as
 * upstream uses them.
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
declare module '@theme/ApiItem/Layout' {
  import type { ReactNode } from 'react';
  export default function Layout(props: { children: ReactNode }): ReactNode;
}
declare module '@theme/ApiItem/store' {
  import type { Middleware, Store } from 'redux';
  export function createStoreWithState(state: unknown, middlewares: Middleware[]): Store;
  export function createStoreWithoutState(state: object, middlewares: Middleware[]): Store;
}
declare module '@theme/SchemaExpansion' {
  import type { ReactNode } from 'react';
  export function SchemaExpansionProvider(props: { children: ReactNode }): ReactNode;
}
declare module '@theme/SkeletonLoader' {
  import type { ReactNode } from 'react';
  export default function SkeletonLoader(props: { size?: 'sm' | 'md' | 'lg' }): ReactNode;
}
declare module '@theme/utils/tabsUtils' {
  import type { ReactNode } from 'react';
  export interface TabItemProps {
    readonly children: ReactNode;
    readonly value: string;
    readonly default?: boolean;
    readonly label?: string;
    readonly className?: string;
    readonly attributes?: Record<string, unknown>;
  }
  export function useTabs(): {
    selectedValue: string;
    selectValue: (value: string) => void;
    lazy: boolean;
    block: boolean;
  };
}
