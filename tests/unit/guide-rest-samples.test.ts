/**
 * Every curl sample that calls the REST API in a guide must be valid against openapi/: the method
 * and path are an operation, query parameters are declared, and the JSON body validates against the
 * operation's request schema (which rejects unknown fields).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeBlocks, guideFiles, openapi, openapiValidator, root, type Operation } from './support/sources';
import { curlCalls } from './support/curl';
import path from 'node:path';

const REST_BASE = 'https://api.pagora.com/v1';

function findOperation(method: string, pathname: string): { template: string; operation: Operation } | undefined {
  for (const [template, item] of Object.entries(openapi().paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = item[method.toLowerCase()];
    if (pattern.test(pathname) && operation) return { template, operation };
  }
  return undefined;
}

function declaredQueryParameters(operation: Operation): Set<string> {
  const names = (operation.parameters ?? []).map((parameter) => {
    if (parameter.$ref) {
      const resolved = openapi().components.parameters?.[parameter.$ref.split('/').pop() ?? ''] as
        { name?: string; in?: string } | undefined;
      return resolved?.in === 'query' ? resolved.name : undefined;
    }
    return parameter.in === 'query' ? parameter.name : undefined;
  });
  return new Set(names.filter((name): name is string => Boolean(name)));
}

const files = [...guideFiles(), path.join(root, 'apis/rest/index.mdx')];
const samples = files.flatMap((file) =>
  codeBlocks(file)
    .filter((block) => /^(bash|sh|shell|curl)$/.test(block.lang) && block.code.includes(REST_BASE))
    .flatMap((block) =>
      curlCalls(block.code)
        .filter((call) => call.url.href.startsWith(REST_BASE))
        .map((call) => ({ block, call })),
    ),
);

test('guides contain REST curl samples to check', () => {
  assert.ok(samples.length >= 40, `expected many curl samples, found ${samples.length}`);
});

const ajv = openapiValidator();

for (const { block, call } of samples) {
  const where = `${block.file}:${block.line}`;
  const pathname = call.url.pathname.replace(/^\/v1/, '');
  test(`${where} ${call.method} ${pathname} is a documented operation with a valid body`, () => {
    const found = findOperation(call.method, pathname);
    assert.ok(found, `${where}: ${call.method} ${pathname} is not an operation in openapi/openapi.yaml`);
    const { operation } = found;

    const allowedQuery = declaredQueryParameters(operation);
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
      return;
    }
    assert.ok(schemaRef, `${where}: ${operation.operationId} takes no request body`);
    let body: unknown;
    try {
      body = JSON.parse(call.body);
    } catch (error) {
      assert.fail(`${where}: the -d body is not valid JSON (${(error as Error).message})`);
    }
    const validate = ajv.getSchema(`pagora${schemaRef}`);
    assert.ok(validate, `${where}: cannot resolve ${schemaRef}`);
    const valid = validate(body);
    assert.ok(valid, `${where}: body does not match ${schemaRef}: ${ajv.errorsText(validate.errors)}`);
  });
}
