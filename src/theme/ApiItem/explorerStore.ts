/**
 * The Redux store of docusaurus-theme-openapi-docs 5.2.0's ApiItem (upstream builds it inline in
 * `ApiItem/index.tsx`), used by the explorer and by the page's method line, MIME tabs and schema tabs.
 *
 * Upstream's set-up, unchanged except that it runs once per page (memoised) and decides on `window`
 * rather than `useIsBrowser()`: that flag flips after hydration, which made a new store and
 * re-rendered the whole page synchronously (~0.9 s of main thread on a phone).
 */
import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import { createStoreWithoutState, createStoreWithState } from '@theme/ApiItem/store';
import type { Store } from 'redux';

/** The parts of the decoded operation (the `api` front matter) the store is seeded from. */
export interface ExplorerOperation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, unknown> };
  parameters?: readonly unknown[];
  servers?: readonly unknown[];
  security?: unknown;
  securitySchemes?: unknown;
}

interface ParameterState {
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
}

/** The store for one operation page; on the server an empty one (no storage there). */
export function useExplorerStore(api: ExplorerOperation | undefined): Store {
  const { siteConfig } = useDocusaurusContext();
  const options = (siteConfig.themeConfig as { api?: { authPersistence?: string } }).api;
  const isBrowser = typeof window !== 'undefined';
  return useMemo(() => {
    const persistenceMiddleware = createPersistenceMiddleware(options);
    if (!isBrowser) return createStoreWithoutState({}, [persistenceMiddleware]);
    // Only 2XX responses' content types are offered as Accept values.
    const accept = Object.entries(api?.responses ?? {})
      .filter(([code]) => /(20[0-9]|2[1-9][0-9])/.test(code))
      .flatMap(([, response]) => Object.keys(response.content ?? {}));
    const contentTypes = Object.keys(api?.requestBody?.content ?? {});
    const params: Record<ParameterState['in'], unknown[]> = { path: [], query: [], header: [], cookie: [] };
    for (const param of (api?.parameters ?? []) as ParameterState[]) {
      // Prefill order as upstream: schema.default, then the example sources.
      const firstNamedExample = param.examples ? Object.values(param.examples)[0]?.value : undefined;
      const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamedExample;
      params[param.in].push(prefill !== undefined ? { ...param, value: prefill } : param);
    }
    const auth = createAuth({ security: api?.security, securitySchemes: api?.securitySchemes, options });
    const storage = createStorage(options?.authPersistence === 'localStorage' ? 'localStorage' : 'sessionStorage');
    const server = storage.getItem('server');
    const serverObject = server ? (JSON.parse(server) as { url?: string }) : undefined;
    return createStoreWithState(
      {
        accept: { value: accept[0], options: accept },
        contentType: { value: contentTypes[0], options: contentTypes },
        server: { value: serverObject?.url ? serverObject : undefined, options: api?.servers ?? [] },
        response: { value: undefined },
        body: { type: 'empty' },
        params,
        auth,
        schemaSelection: { selections: {} },
        encodingSelection: {},
      },
      [persistenceMiddleware],
    );
  }, [api, isBrowser, options]);
}
