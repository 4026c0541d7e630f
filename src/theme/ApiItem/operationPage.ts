/**
 * What a REST operation page renders and hydrates from, computed at build time from the operation
 * docusaurus-plugin-openapi-docs writes into the page's front matter (`api`, 100-180 KB of JSON,
 * deflated and base64-encoded).
 *
 * Why: the page needs only a few results of that operation to render and hydrate what the reader
 * sees: the request samples, the errors list and the seed of the explorer's store (content types,
 * parameters, servers, security). When the page is compiled, plugins/rest-docs gives its MDX module
 * this object as the `operationPage` export and leaves only `api: true` in the front matter, so the
 * page's chunk no longer carries the whole operation (about 30 KB gzip on
 * /apis/rest/payments-create/) nor the code that decodes it; the explorer gets the whole operation
 * when the reader opens it (`loadOperation`, the module's other export).
 *
 * Pure and synchronous: the build runs it (through plugins/rest-docs), the browser only reads its
 * result. Imports are relative because the build loads this file outside the bundler.
 */
import { sampleOptions } from '../../../config/site';
import { operationErrors, type OperationError } from '../../components/OperationErrors/operationErrors';
import { buildRequestSamples, type RequestSamples, type SampleOperation } from '../../../shared/rest-samples';

type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

interface ExplorerParameter {
  in: ParameterLocation;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
}

/** The fields of the generator's operation object this module reads. */
export interface Operation extends SampleOperation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** The explorer store's initial state that comes from the operation (upstream's ApiItem computes it). */
export interface ExplorerSeed {
  /** Content types of the 2XX responses, offered as Accept values. */
  accept: string[];
  /** Content types of the request body. */
  contentTypes: string[];
  /** Each parameter by location, prefilled with its default or first example. */
  params: Record<ParameterLocation, unknown[]>;
  servers: unknown[];
  security?: unknown;
  securitySchemes?: unknown;
}

/** An operation page's `operationPage` export, written by plugins/rest-docs at build time. */
export interface OperationPage {
  samples: RequestSamples;
  errors: OperationError[];
  explorer: ExplorerSeed;
}

/** The explorer store's seed, as upstream's ApiItem (docusaurus-theme-openapi-docs 5.2.0) builds it. */
export function explorerSeed(operation: Operation): ExplorerSeed {
  // Only 2XX responses' content types are offered as Accept values.
  const accept = Object.entries(operation.responses ?? {})
    .filter(([code]) => /(20[0-9]|2[1-9][0-9])/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(operation.requestBody?.content ?? {});
  const params: ExplorerSeed['params'] = { path: [], query: [], header: [], cookie: [] };
  for (const param of (operation.parameters ?? []) as ExplorerParameter[]) {
    // Prefill order as upstream: schema.default, then the example sources.
    const firstNamedExample = param.examples ? Object.values(param.examples)[0]?.value : undefined;
    const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamedExample;
    params[param.in].push(prefill !== undefined ? { ...param, value: prefill } : param);
  }
  return {
    accept,
    contentTypes,
    params,
    servers: operation.servers ?? [],
    ...(operation.security !== undefined ? { security: operation.security } : {}),
    ...(operation.securitySchemes !== undefined ? { securitySchemes: operation.securitySchemes } : {}),
  };
}

/** Everything an operation page shows before the reader opens the explorer. */
export function operationPage(operation: Operation): OperationPage {
  return {
    samples: buildRequestSamples(operation, sampleOptions),
    errors: operationErrors(operation.responses),
    explorer: explorerSeed(operation),
  };
}

/** Whether a module's `operationPage` export has the shape the page renders from. */
export function isOperationPage(value: unknown): value is OperationPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Partial<OperationPage>;
  return typeof page.samples === 'object' && Array.isArray(page.errors) && typeof page.explorer === 'object';
}
