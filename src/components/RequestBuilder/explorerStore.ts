/**
 * The Redux store docusaurus-theme-openapi-docs 5.2's ApiExplorer reads, set up as upstream's
 * `ApiItem` sets it up for an operation page (its content types, parameters prefilled with their
 * default or first example, servers and security), but only when the reader opens the builder: the
 * page itself needs none of it. Browser only (the stored server and credentials live in sessionStorage).
 */
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import { createStoreWithState } from '@theme/ApiItem/store';
import type { Store } from 'redux';

type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

interface ExplorerParameter {
  in: ParameterLocation;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
}

/** The fields of the generator's operation object (`<id>.operation.json`) the store reads. */
export interface ExplorerOperation {
  parameters?: ExplorerParameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  servers?: unknown[];
  security?: unknown;
  securitySchemes?: unknown;
}

export function explorerStore(operation: ExplorerOperation): Store {
  // Only 2XX responses' content types are offered as Accept values, as upstream does.
  const accept = Object.entries(operation.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(operation.requestBody?.content ?? {});
  const params: Record<ParameterLocation, unknown[]> = { path: [], query: [], header: [], cookie: [] };
  for (const param of operation.parameters ?? []) {
    // Prefill order as upstream: schema.default, then the example sources.
    const firstNamedExample = param.examples ? Object.values(param.examples)[0]?.value : undefined;
    const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamedExample;
    params[param.in].push(prefill !== undefined ? { ...param, value: prefill } : param);
  }
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
      auth: createAuth({ security: operation.security, securitySchemes: operation.securitySchemes, options: undefined }),
      schemaSelection: { selections: {} },
      encodingSelection: {},
    },
    [createPersistenceMiddleware(undefined)],
  );
}
