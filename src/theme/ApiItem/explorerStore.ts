/**
 * The Redux store of docusaurus-theme-openapi-docs 5.2.0's ApiItem (upstream builds it inline in
 * `ApiItem/index.tsx`), used by the explorer and by the page's method line, MIME tabs and schema tabs.
 *
 * Upstream's set-up, unchanged except that:
 * - what it reads from the operation comes precomputed with the page (`ExplorerSeed`, built at build
 *   time by ./operationPage.ts), so the page does not need the whole operation to hydrate;
 * - it runs once per page (memoised) and decides on `window` rather than `useIsBrowser()`: that flag
 *   flips after hydration, which made a new store and re-rendered the whole page synchronously
 *   (~0.9 s of main thread on a phone).
 */
import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import { createStoreWithoutState, createStoreWithState } from '@theme/ApiItem/store';
import type { Store } from 'redux';
import type { ExplorerSeed } from './operationPage';

/** The store for one operation page; on the server an empty one (no storage there). */
export function useExplorerStore(seed: ExplorerSeed | undefined): Store {
  const { siteConfig } = useDocusaurusContext();
  const options = (siteConfig.themeConfig as { api?: { authPersistence?: string } }).api;
  const isBrowser = typeof window !== 'undefined';
  return useMemo(() => {
    const persistenceMiddleware = createPersistenceMiddleware(options);
    if (!isBrowser) return createStoreWithoutState({}, [persistenceMiddleware]);
    const accept = seed?.accept ?? [];
    const contentTypes = seed?.contentTypes ?? [];
    const auth = createAuth({ security: seed?.security, securitySchemes: seed?.securitySchemes, options });
    const storage = createStorage(options?.authPersistence === 'localStorage' ? 'localStorage' : 'sessionStorage');
    const server = storage.getItem('server');
    const serverObject = server ? (JSON.parse(server) as { url?: string }) : undefined;
    return createStoreWithState(
      {
        accept: { value: accept[0], options: accept },
        contentType: { value: contentTypes[0], options: contentTypes },
        server: { value: serverObject?.url ? serverObject : undefined, options: seed?.servers ?? [] },
        response: { value: undefined },
        body: { type: 'empty' },
        params: seed?.params ?? { path: [], query: [], header: [], cookie: [] },
        auth,
        schemaSelection: { selections: {} },
        encodingSelection: {},
      },
      [persistenceMiddleware],
    );
  }, [seed, isBrowser, options]);
}
