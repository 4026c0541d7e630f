/**
 * openapi/openapi.yaml as the sandbox's contract: which operation a method and path name, and whether a
 * request (path parameters, headers, query, body) and an answer are valid against it. The schemas are
 * the document's own, compiled by Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) after
 * `OpenApiDocument` resolves the references; nothing here restates a schema.
 */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isObject, OpenApiDocument } from '../../shared/openapi-document';

type Obj = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: string;
  /** `/payments/{paymentId}/confirm` */
  path: string;
  matcher: RegExp;
  pathParams: string[];
  parameters: Obj[];
  requestBody?: { required: boolean; schema: Obj };
  responses: Record<string, Obj | undefined>;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Where the document is: beside the bundle in the published package (build.mjs copies it), in the repository otherwise. */
function documentText(): { text: string; json: boolean } {
  for (const [relative, json] of [
    ['./openapi.json', true],
    ['../../openapi/openapi.yaml', false],
  ] as const) {
    const file = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(file)) return { text: readFileSync(file, 'utf8'), json };
  }
  throw new Error('openapi/openapi.yaml not found beside the sandbox');
}

export class Contract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<object, ValidateFunction>();

  private constructor(
    readonly document: Obj,
    readonly operations: Operation[],
  ) {
    addFormats(this.ajv);
  }

  static async load(): Promise<Contract> {
    const { text, json } = documentText();
    const raw = json ? (JSON.parse(text) as Obj) : ((await import('js-yaml')).load(text) as Obj);
    const document = await (await OpenApiDocument.of(raw)).dereferenced();
    const operations: Operation[] = [];
    for (const [path, item] of Object.entries(document.paths as Obj))
      for (const [method, op] of Object.entries(item as Obj)) {
        if (!isObject(op) || typeof op.operationId !== 'string') continue;
        const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        const content = (op.requestBody as Obj | undefined)?.content as Obj | undefined;
        const schema = (content?.['application/json'] as Obj | undefined)?.schema as Obj | undefined;
        operations.push({
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          matcher: new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`),
          pathParams,
          parameters: (op.parameters as Obj[] | undefined) ?? [],
          ...(schema ? { requestBody: { required: (op.requestBody as Obj).required === true, schema } } : {}),
          responses: op.responses as Record<string, Obj>,
        });
      }
    return new Contract(document, operations);
  }

  /** The operation a request names, with its path parameters; `methods` lists the methods the path allows. */
  route(method: string, path: string): { operation?: Operation; params: Record<string, string>; methods: string[] } {
    const matching = this.operations.filter((op) => op.matcher.test(path));
    const operation = matching.find((op) => op.method === method);
    const params: Record<string, string> = {};
    if (operation) {
      const values = operation.matcher.exec(path)!.slice(1);
      operation.pathParams.forEach((name, i) => (params[name] = decodeURIComponent(values[i]!)));
    }
    return { operation, params, methods: matching.map((op) => op.method) };
  }

  private validator(schema: object): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) this.compiled.set(schema, (validate = this.ajv.compile(schema)));
    return validate;
  }

  /** Each problem with a value, as the API's `errors` lists them (`customer.email`, `amount`). */
  check(schema: object, value: unknown, prefix = ''): FieldError[] {
    const validate = this.validator(schema);
    if (validate(value)) return [];
    return fieldErrors(validate.errors ?? [], prefix);
  }

  /** The request's parameters and body against the operation: every problem, with the field it is in. */
  checkRequest(
    operation: Operation,
    input: {
      params: Record<string, string>;
      headers: Record<string, string | undefined>;
      query: Record<string, string>;
      body: unknown;
    },
  ): FieldError[] {
    const problems: FieldError[] = [];
    for (const parameter of operation.parameters) {
      const name = String(parameter.name);
      const where = String(parameter.in);
      const value =
        where === 'path'
          ? input.params[name]
          : where === 'header'
            ? input.headers[name.toLowerCase()]
            : input.query[name];
      if (value === undefined) {
        if (parameter.required === true) problems.push({ field: name, message: 'Required.' });
        continue;
      }
      const schema = parameter.schema as Obj;
      const typed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
      problems.push(...this.check(schema, typed).map((problem) => ({ ...problem, field: name })));
    }
    if (operation.requestBody) {
      if (input.body === undefined) {
        if (operation.requestBody.required) problems.push({ field: 'body', message: 'A JSON body is required.' });
      } else problems.push(...this.check(operation.requestBody.schema, input.body));
    }
    return problems;
  }

  /** The schema of an operation's answer with this status, if the document lists the status. */
  responseSchema(operation: Operation, status: number): Obj | undefined {
    const content = operation.responses[String(status)]?.content as Obj | undefined;
    return (content?.['application/json'] as Obj | undefined)?.schema as Obj | undefined;
  }
}

function fieldErrors(errors: ErrorObject[], prefix: string): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    // `allOf` wrappers repeat their members' errors; `if`/`anyOf` summaries add nothing a reader can act on.
    if (['if', 'anyOf', 'oneOf'].includes(error.keyword)) continue;
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    let message = error.message ?? 'Invalid.';
    if (error.keyword === 'additionalProperties') {
      path.push(String((error.params as { additionalProperty: string }).additionalProperty));
      message = 'Unknown field.';
    } else if (error.keyword === 'required') {
      path.push(String((error.params as { missingProperty: string }).missingProperty));
      message = 'Required.';
    } else if (error.keyword === 'enum')
      message = `Must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}.`;
    else message = `${message[0]!.toUpperCase()}${message.slice(1)}.`;
    const field = [prefix, ...path].filter(Boolean).join('.') || 'body';
    const key = `${field}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ field, message });
  }
  return result;
}
