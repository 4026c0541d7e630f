/**
 * What a REST reference page shows, computed once from the model: an operation (its parameters,
 * request body, responses, callbacks, errors and samples) and a schema (its fields or values, and an
 * example). The page generator (scripts/rest-pages), the search records and the Markdown copies all
 * read these views, so a page, its search hits and its copy cannot disagree.
 */
import { sampleOptions } from '../../config/site';
import { isObject } from '../openapi-document';
import { buildRequestSamples, type RequestSamples } from '../rest-samples';
import { operationErrors, type OperationError } from './errors';
import {
  callbackRoot,
  parameterRoot,
  requestRoot,
  responseRoot,
  schemaRoot,
  withinCallback,
  type FieldRoot,
} from './field-ids';
import { fieldTree, type FieldDirection, type FieldNode, type FieldVariant } from './fields';
import { httpMethods, type Json, type OpenApiOperation, type OperationEntry, type RestModel } from './model';

export interface BodyView {
  mediaType?: string;
  required: boolean;
  description: string;
  /** `CreatePaymentRequest`, `array of Payment`. */
  type: string;
  schemaName?: string;
  fields: FieldNode[];
  variants: FieldVariant[];
  /** The start of its rows' anchors: `response.201` (`response.201.status`). */
  rowsAt: string;
  example?: { summary?: string; value: unknown };
  /**
   * A callback's body that is the object a response of the same operation returns (payments-create's
   * 201 and its `paymentStatusChanged` callback both carry a Payment): its fields are listed once, in
   * that response, and this names it. The repeated tree was 17-20% of those pages' elements.
   */
  fieldsAsResponse?: string;
}

export interface ResponseView {
  status: string;
  description: string;
  headers: FieldNode[];
  body?: BodyView;
}

export interface ParameterGroup {
  location: 'path' | 'query' | 'header' | 'cookie';
  /** `Path parameters`. */
  title: string;
  fields: FieldNode[];
}

export interface CallbackView {
  name: string;
  /** The runtime expression of the URL Pagora calls (`{$request.body#/callbackUrl}`). */
  expression: string;
  method: string;
  summary: string;
  description: string;
  requestBody?: BodyView;
  responses: ResponseView[];
}

export interface OperationView {
  id: string;
  operationId: string;
  method: string;
  path: string;
  title: string;
  description: string;
  deprecated: boolean;
  tags: string[];
  parameters: ParameterGroup[];
  requestBody?: BodyView;
  responses: ResponseView[];
  callbacks: CallbackView[];
  errors: OperationError[];
  samples: RequestSamples;
  /** The component schemas the operation reads and returns, each with its own page. */
  schemas: string[];
}

export interface SchemaView {
  name: string;
  title: string;
  description: string;
  /** `object`, `string`, `string or null`. */
  type: string;
  /** An enum schema's values, with their meanings. */
  values: { value: string; meaning?: string }[];
  fields: FieldNode[];
  variants: FieldVariant[];
  example: unknown;
}

export interface TagView {
  name: string;
  description: string;
  /** The tag's operations in document order, each with the first sentence of its description. */
  operations: { operationId: string; title: string; method: string; path: string; lead: string }[];
}

/** The first sentence of a description (a tag page's one line per operation). */
export function firstSentence(text: string): string {
  return /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();
}

const locations = ['path', 'query', 'header', 'cookie'] as const;
const plain = (name: string): string => name;

function bodyView(model: RestModel, body: Json, root: FieldRoot, direction: FieldDirection): BodyView | undefined {
  const [mediaType, media] = Object.entries((body.content as Record<string, Json> | undefined) ?? {})[0] ?? [];
  const base = {
    required: body.required === true,
    description: String(body.description ?? '').trim(),
    rowsAt: root.id,
  };
  if (!media) return mediaType ? { ...base, mediaType, type: 'any', fields: [], variants: [] } : undefined;
  const resolved = model.deref(media);
  const tree = fieldTree(model, resolved.schema, root, direction);
  const named = model.namedExample(resolved);
  const example = named ?? (resolved.schema !== undefined ? { value: model.mediaExample(resolved) } : undefined);
  const schemaName = model.schemaName(resolved.schema);
  return {
    ...base,
    mediaType,
    type: model.typeLabel(resolved.schema, plain),
    ...(schemaName ? { schemaName } : {}),
    ...tree,
    ...(example && example.value !== undefined ? { example } : {}),
  };
}

function headerFields(model: RestModel, headers: unknown, root: FieldRoot): FieldNode[] {
  if (!isObject(headers)) return [];
  const properties = Object.fromEntries(
    Object.entries(headers).map(([name, header]) => {
      const resolved = model.deref(header);
      return [name, { ...model.deref(resolved.schema), description: resolved.description }];
    }),
  );
  return fieldTree(model, { type: 'object', properties }, { id: `${root.id}.header`, label: `${root.label} header` })
    .fields;
}

function responseViews(model: RestModel, responses: unknown, callback?: FieldRoot): ResponseView[] {
  return Object.entries(isObject(responses) ? responses : {}).map(([status, response]) => {
    const resolved = model.deref(response);
    const root = withinCallback(callback, responseRoot(status));
    const body = bodyView(model, resolved, root, 'response');
    return {
      status,
      description: String(resolved.description ?? '').trim(),
      headers: headerFields(model, resolved.headers, root),
      ...(body ? { body } : {}),
    };
  });
}

function parameterGroups(model: RestModel, operation: OpenApiOperation, callback?: FieldRoot): ParameterGroup[] {
  const parameters = (operation.parameters ?? []).map((parameter) => model.deref(parameter));
  return locations.flatMap((location) => {
    const here = parameters.filter((parameter) => parameter.in === location);
    if (here.length === 0) return [];
    const root = withinCallback(callback, parameterRoot(location));
    const properties = Object.fromEntries(
      here.map((parameter) => [
        String(parameter.name),
        {
          ...(isObject(parameter.schema) ? parameter.schema : {}),
          ...(parameter.description !== undefined ? { description: parameter.description } : {}),
          ...(parameter.example !== undefined ? { example: parameter.example } : {}),
          ...(parameter.deprecated !== undefined ? { deprecated: parameter.deprecated } : {}),
        },
      ]),
    );
    const required = here.filter((parameter) => parameter.required === true).map((parameter) => String(parameter.name));
    const title = `${location.charAt(0).toUpperCase()}${location.slice(1)} parameters`;
    return [
      { location, title, fields: fieldTree(model, { type: 'object', properties, required }, root, 'request').fields },
    ];
  });
}

/** `body`, or a pointer to the response above that lists the same object's fields. */
function listedOnce(body: BodyView, responses: readonly ResponseView[]): BodyView {
  if (body.schemaName === undefined || (body.fields.length === 0 && body.variants.length === 0)) return body;
  const same = responses.find((response) => response.body?.schemaName === body.schemaName);
  return same ? { ...body, fields: [], variants: [], fieldsAsResponse: same.status } : body;
}

function callbackViews(model: RestModel, operation: OpenApiOperation, shown: readonly ResponseView[]): CallbackView[] {
  return Object.entries(operation.callbacks ?? {}).flatMap(([name, callback]) =>
    Object.entries(model.deref(callback)).flatMap(([expression, item]) =>
      httpMethods
        .filter((method) => isObject(model.deref(item)[method]))
        .map((method) => {
          const callbackOperation = model.deref(item)[method] as OpenApiOperation;
          // `callback.post-paymentStatusChanged.request.…`: one root per callback and method.
          const root = callbackRoot(`${method}-${name}`, `${method.toUpperCase()} ${name}`);
          const body = callbackOperation.requestBody
            ? bodyView(model, model.deref(callbackOperation.requestBody), withinCallback(root, requestRoot), 'request')
            : undefined;
          return {
            name,
            expression,
            method: method.toUpperCase(),
            summary: String(callbackOperation.summary ?? '').trim(),
            description: String(callbackOperation.description ?? '').trim(),
            ...(body ? { requestBody: listedOnce(body, shown) } : {}),
            responses: responseViews(model, callbackOperation.responses, root),
          };
        }),
    ),
  );
}

export function operationView(model: RestModel, entry: OperationEntry): OperationView {
  const { operation } = entry;
  const body = operation.requestBody ? model.deref(operation.requestBody) : undefined;
  const requestBody = body ? bodyView(model, body, requestRoot, 'request') : undefined;
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  const responseList = responseViews(model, responses);
  return {
    id: entry.id,
    operationId: operation.operationId,
    method: entry.method,
    path: entry.path,
    title: entry.title,
    description: String(operation.description ?? '').trim(),
    deprecated: operation.deprecated === true,
    tags: operation.tags ?? [],
    parameters: parameterGroups(model, operation),
    ...(requestBody ? { requestBody } : {}),
    responses: responseList,
    callbacks: callbackViews(model, operation, responseList),
    errors: operationErrors(
      Object.fromEntries(
        Object.entries(responses).map(([status, response]) => {
          const resolved = model.deref(response);
          const content = Object.fromEntries(
            Object.entries((resolved.content as Record<string, Json> | undefined) ?? {}).map(([type, media]) => {
              const mediaResolved = model.deref(media);
              const examples = isObject(mediaResolved.examples)
                ? Object.fromEntries(
                    Object.entries(mediaResolved.examples).map(([key, value]) => [key, model.deref(value)]),
                  )
                : undefined;
              return [type, { ...mediaResolved, ...(examples ? { examples } : {}) }];
            }),
          );
          return [status, { content }];
        }),
      ),
    ),
    samples: buildRequestSamples(model.sampleOperation(entry), sampleOptions),
    schemas: model.schemasUsedBy([operation.parameters, operation.requestBody, operation.responses]),
  };
}

export function schemaView(model: RestModel, name: string): SchemaView {
  const schema = model.schemas[name] ?? {};
  const meanings = isObject(schema['x-enumDescriptions']) ? (schema['x-enumDescriptions'] as Json) : {};
  const values = Array.isArray(schema.enum)
    ? schema.enum.map((value) => {
        const meaning = typeof meanings[String(value)] === 'string' ? String(meanings[String(value)]).trim() : '';
        return { value: String(value), ...(meaning ? { meaning } : {}) };
      })
    : [];
  const tree = values.length
    ? { fields: [], variants: [] }
    : fieldTree(model, { $ref: `#/components/schemas/${name}` }, schemaRoot);
  return {
    name,
    title: typeof schema.title === 'string' ? schema.title : name,
    description: String(schema.description ?? '').trim(),
    type: model.typeLabel({ ...schema, enum: undefined }, plain),
    values,
    ...tree,
    example: model.example(schema),
  };
}

export function tagView(model: RestModel, tag: { name: string; description?: string }): TagView {
  return {
    name: tag.name,
    description: String(tag.description ?? '').trim(),
    operations: model
      .operations()
      .filter((entry) => entry.operation.tags?.includes(tag.name))
      .map(({ method, path, title, operation }) => ({
        operationId: operation.operationId,
        title,
        method,
        path,
        // On the tag's page, a link to a heading of the operation's page leads nowhere: its text.
        lead: firstSentence(String(operation.description ?? '')).replace(/\[([^\]]*)\]\(#[^)]*\)/g, '$1'),
      })),
  };
}
