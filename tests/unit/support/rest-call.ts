/**
 * Checks one HTTP call against openapi/: the method and path are an operation, query parameters
 * are declared, a bearer secret key is sent, and a JSON body validates against the operation's
 * request schema (which rejects unknown fields). Used for the guides' curl samples and for the
 * request samples of the REST reference.
 */
import assert from 'node:assert/strict';
import { openapi, openapiDocument, openapiValidator, type Operation } from './sources';
import type { CurlCall } from './curl';

export const REST_BASE = 'https://api.pagora.com/v1';

export function findOperation(
  method: string,
  pathname: string,
): { template: string; operation: Operation } | undefined {
  for (const [template, item] of Object.entries(openapi().paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = item[method.toLowerCase()];
    if (pattern.test(pathname) && operation) return { template, operation };
  }
  return undefined;
}

/** Query parameters the operation declares, inline or by `$ref` (resolved by the shared OpenAPI reader). */
async function declaredQueryParameters(operation: Operation): Promise<Set<string>> {
  const refs = await openapiDocument();
  const names = (operation.parameters ?? []).map((parameter) => {
    const resolved = refs.follow(parameter);
    return resolved.in === 'query' && typeof resolved.name === 'string' ? resolved.name : undefined;
  });
  return new Set(names.filter((name): name is string => Boolean(name)));
}

let ajv: ReturnType<typeof openapiValidator> | undefined;

/** The OpenAPI document's validator, compiled once per test process (it compiles the whole spec). */
export function restValidator(): ReturnType<typeof openapiValidator> {
  ajv ??= openapiValidator();
  return ajv;
}

/** Asserts that `call` is valid against the OpenAPI document; `where` prefixes every message. */
export async function assertValidRestCall(call: CurlCall, where: string): Promise<Operation> {
  const pathname = call.url.pathname.replace(/^\/v1/, '');
  const found = findOperation(call.method, pathname);
  assert.ok(found, `${where}: ${call.method} ${pathname} is not an operation in openapi/openapi.yaml`);
  const { operation } = found;

  const allowedQuery = await declaredQueryParameters(operation);
  for (const name of call.url.searchParams.keys()) {
    assert.ok(
      allowedQuery.has(name),
      `${where}: query parameter "${name}" is not declared on ${operation.operationId}`,
    );
  }
  assert.match(
    call.headers.authorization ?? '',
    /^Bearer sk_(test|live)_/,
    `${where}: send a secret key as a bearer token`,
  );

  const schemaRef = operation.requestBody?.content['application/json']?.schema.$ref;
  if (!call.body) {
    const required = (operation.requestBody as { required?: boolean } | undefined)?.required;
    assert.ok(!required, `${where}: ${operation.operationId} requires a JSON body`);
    return operation;
  }
  assert.ok(schemaRef, `${where}: ${operation.operationId} takes no request body`);
  let body: unknown;
  try {
    body = JSON.parse(call.body);
  } catch (error) {
    assert.fail(`${where}: the -d body is not valid JSON (${(error as Error).message})`);
  }
  const validator = restValidator();
  const validate = validator.getSchema(`pagora${schemaRef}`);
  assert.ok(validate, `${where}: cannot resolve ${schemaRef}`);
  const valid = validate(body);
  assert.ok(valid, `${where}: body does not match ${schemaRef}: ${validator.errorsText(validate.errors)}`);
  return operation;
}
