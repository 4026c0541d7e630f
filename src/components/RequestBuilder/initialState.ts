/**
 * What the request builder's store starts from, read from the operation as upstream's `ApiItem`
 * (docusaurus-theme-openapi-docs 5.2.0) reads it: the 2XX responses' content types as Accept values,
 * the request body's content types, and each parameter by location, prefilled with its default or
 * first example. Pure, so it is unit-tested without the theme.
 */
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

export interface InitialState {
  accept: string[];
  contentTypes: string[];
  params: Record<ParameterLocation, unknown[]>;
}

export function initialState(operation: ExplorerOperation): InitialState {
  const accept = Object.entries(operation.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(operation.requestBody?.content ?? {});
  const params: InitialState['params'] = { path: [], query: [], header: [], cookie: [] };
  for (const param of operation.parameters ?? []) {
    // Prefill order as upstream: schema.default, then the example sources.
    const firstNamedExample = param.examples ? Object.values(param.examples)[0]?.value : undefined;
    const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamedExample;
    params[param.in].push(prefill !== undefined ? { ...param, value: prefill } : param);
  }
  return { accept, contentTypes, params };
}
