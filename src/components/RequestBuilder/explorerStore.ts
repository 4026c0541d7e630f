/**
 * The Redux store docusaurus-theme-openapi-docs 5.2's ApiExplorer reads, set up as upstream's
 * `ApiItem` sets it up for an operation page (./initialState.ts, servers and security), but only when
 * the reader opens the builder: the page itself needs none of it. Browser only (the stored server and
 * credentials live in sessionStorage).
 */
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import { createStoreWithState } from '@theme/ApiItem/store';
import type { Store } from 'redux';
import { initialState, type ExplorerOperation } from './initialState';

export type { ExplorerOperation };

export function explorerStore(operation: ExplorerOperation): Store {
  const { accept, contentTypes, params } = initialState(operation);
  const storage = createStorage('sessionStorage');
  const server = storage.getItem('server');
  const serverObject = server ? (JSON.parse(server) as { url?: string }) : undefined;
  return createStoreWithState(
    {
      accept: { value: accept[0], options: accept },
      contentType: { value: contentTypes[0], options: contentTypes },
      server: { value: serverObject?.url ? serverObject : undefined, options: operation.servers ?? [] },
      response: { value: undefined },
      body: { type: 'empty' },
      params,
      auth: createAuth({
        security: operation.security,
        securitySchemes: operation.securitySchemes,
        options: undefined,
      }),
      schemaSelection: { selections: {} },
      encodingSelection: {},
    },
    [createPersistenceMiddleware(undefined)],
  );
}
