/**
 * plugins/rest-docs: an operation page's front matter carries what the page shows (samples, errors,
 * the explorer store's seed), not the operation; the operation reaches the explorer as its own module
 * (the `loadOperation` export and the operation loader); the metadata carries neither.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import type { ParseFrontMatter } from '@docusaurus/types';
import { site } from '../../config/site';
import { operationErrors } from '../../src/components/OperationErrors/operationErrors';
import { buildRequestSamples } from '../../src/components/RequestSamples/samples';
import { explorerSeed, type Operation } from '../../src/theme/ApiItem/operationPage';
import { operationLoaderRule, withOperationPages, withoutApiFrontMatter } from '../../plugins/rest-docs/index';
import { exportOperationLoader, operationRequest } from '../../plugins/rest-docs/operation-export';
import operationLoader from '../../plugins/rest-docs/operation-loader.cjs';
import { OpenApiModel } from '../../scripts/llms/openapi-model';
import { OpenApiDocument } from '../../shared/openapi-document';
import { root } from './support/sources';

/** payments-create as docusaurus-plugin-openapi-docs stores it: every `$ref` resolved, plus method and path. */
const operationLoading = (async (): Promise<Operation & Record<string, unknown>> => {
  const model = await OpenApiModel.fromFile(path.join(root, 'openapi/openapi.yaml'));
  const resolved = new OpenApiModel(await OpenApiDocument.of(await model.refs.dereferenced()));
  const found = resolved.operations().find(({ operation }) => operation.operationId === 'payments-create');
  assert.ok(found, 'payments-create in openapi/openapi.yaml');
  return { ...(found.operation as object), method: found.method, path: found.path } as Operation &
    Record<string, unknown>;
})();

/** The generator's encoding of `api` (lib/index.js of the plugin: deflate, then base64). */
const encode = (operation: unknown) => zlib.deflateSync(JSON.stringify(operation)).toString('base64');

/** A stand-in for the site's parser: returns the front matter it is given. */
const parserOf =
  (frontMatter: Record<string, unknown>): ParseFrontMatter =>
  async () => ({ frontMatter, content: '' });

const parseWith = (frontMatter: Record<string, unknown>, file = '/site/apis/rest/payments-create.api.mdx') =>
  withOperationPages(
    parserOf(frontMatter),
    '/site',
  )({
    filePath: file,
    fileContent: '',
    defaultParseFrontMatter: async () => ({ frontMatter: {}, content: '' }),
  });

test("an operation page's front matter keeps what the page shows, built from the operation, and not the operation", async () => {
  const operation = await operationLoading;
  const { frontMatter } = await parseWith({ id: 'payments-create', api: encode(operation), hide_send_button: true });
  const page = frontMatter.api as Record<string, unknown>;
  assert.deepEqual(Object.keys(page).sort(), ['errors', 'explorer', 'samples']);
  const options = { baseUrl: site.restBaseUrl, secretKey: site.sampleSecretKey, secretKeyEnvVar: site.secretKeyEnvVar };
  assert.deepEqual(page.samples, buildRequestSamples(operation, options));
  assert.match(
    (page.samples as { code: { curl: string } }).code.curl,
    /^curl -X POST 'https:\/\/api\.pagora\.com\/v1\/payments'/,
  );
  assert.deepEqual(page.errors, operationErrors(operation.responses));
  assert.ok((page.errors as unknown[]).length > 0, 'payments-create lists its errors');
  assert.deepEqual(page.explorer, explorerSeed(operation));
  // Other keys are the parser's; the operation itself (its description, its response schemas) is not there.
  assert.equal(frontMatter.id, 'payments-create');
  assert.equal(frontMatter.hide_send_button, true);
  const kept = JSON.stringify(page);
  assert.ok(
    !kept.includes(String(operation.description).slice(0, 80)),
    'the operation description is in the page data',
  );
  assert.ok(!kept.includes('"responses"'), 'the responses are in the page data');
});

test('a front matter without `api` is returned as the parser returned it', async () => {
  const frontMatter = { id: 'payment', schema: true, sample: { amount: 1 } };
  assert.equal((await parseWith(frontMatter)).frontMatter, frontMatter);
});

test('an `api` the generator did not encode fails the build, naming the file', async () => {
  for (const api of ['bm90IGRlZmxhdGVk', 42, encode({ no: 'method' })]) {
    await assert.rejects(
      parseWith({ api }, '/site/apis/rest/broken.api.mdx'),
      /^Error: apis\/rest\/broken\.api\.mdx: front matter `api` /,
    );
  }
});

test('the operation loader gives the browser the whole operation and the server bundle nothing', async () => {
  const operation = await operationLoading;
  const page = [
    '---',
    'id: payments-create',
    `api: ${encode(operation)}`,
    'hide_send_button: true',
    '---',
    '',
    '# Body',
  ].join('\n');
  const run = (emit: boolean, source = page) =>
    operationLoader.call(
      { getOptions: () => ({ emit }), resourcePath: '/site/apis/rest/payments-create.api.mdx', rootContext: '/site' },
      source,
    );
  const defaultExport = (code: string) =>
    vm.runInThisContext(
      `(${code
        .replace(/^export default /, '')
        .trim()
        .replace(/;$/, '')})`,
    );
  assert.deepEqual(defaultExport(run(true)), operation);
  assert.equal(defaultExport(run(false)), null);
  assert.throws(() => run(true, '# no front matter'), /^Error: apis\/rest\/payments-create\.api\.mdx: no front matter/);
});

test('operation pages export `loadOperation`, importing themselves through the operation loader rule', async () => {
  const operation = await operationLoading;
  const { frontMatter } = await parseWith({ api: encode(operation) });
  const file = '/site/apis/rest/payments-create.api.mdx';
  const tree = { children: [] as { type: string; value: string; data: { estree: { type: string } } }[] };
  exportOperationLoader()(tree, { path: file, data: { frontMatter } });
  const request = operationRequest(file);
  assert.deepEqual(
    tree.children.map(({ type, value }) => ({ type, value })),
    [{ type: 'mdxjsEsm', value: `export const loadOperation = () => import(${JSON.stringify(request)});` }],
  );
  assert.equal(tree.children[0]!.data.estree.type, 'Program');
  // `!` turns off the MDX loader (a normal loader) for this request; the rule is `pre`, so it still applies.
  assert.match(request, /^!\.\/payments-create\.api\.mdx\?/);
  for (const isServer of [false, true]) {
    const rule = operationLoaderRule(isServer);
    assert.equal(rule.enforce, 'pre');
    assert.ok(rule.test.test(file));
    assert.ok(rule.resourceQuery.test(request.slice(request.indexOf('?'))));
    assert.deepEqual(rule.use[0]!.options, { emit: !isServer });
  }
  // A schema or tag page gets no export.
  const other = { children: [] as unknown[] };
  exportOperationLoader()(other, {
    path: '/site/apis/rest/schemas/payment.schema.mdx',
    data: { frontMatter: { schema: true } },
  });
  assert.deepEqual(other.children, []);
});

test("the explorer store's seed is upstream's: 2XX content types as Accept, parameters prefilled by location", () => {
  const seed = explorerSeed({
    method: 'get',
    path: '/payments',
    responses: {
      '200': { content: { 'application/json': {}, 'text/csv': {} } },
      '400': { content: { 'application/problem+json': {} } },
    },
    requestBody: { content: { 'application/json': {} } },
    parameters: [
      { name: 'id', in: 'path', schema: { default: 'd', example: 'e' }, example: 'x' },
      { name: 'limit', in: 'query', examples: { first: { value: 10 } } },
      { name: 'cursor', in: 'query' },
    ],
    servers: [{ url: 'https://api.example.test' }],
    security: [{ bearer: [] }],
  } as Operation);
  assert.deepEqual(seed.accept, ['application/json', 'text/csv']);
  assert.deepEqual(seed.contentTypes, ['application/json']);
  assert.deepEqual(
    seed.params.path.map((param) => (param as { value?: unknown }).value),
    ['d'],
  );
  assert.deepEqual(
    seed.params.query.map((param) => (param as { value?: unknown }).value),
    [10, undefined],
  );
  assert.deepEqual(seed.servers, [{ url: 'https://api.example.test' }]);
  assert.deepEqual(seed.security, [{ bearer: [] }]);
});

test("a doc's metadata loses frontMatter.api and keeps every other key", () => {
  const doc = {
    id: 'payments-create',
    title: 'Create a payment',
    frontMatter: { id: 'payments-create', api: { samples: {} }, proxy: 'https://proxy.test', hide_send_button: true },
  };
  assert.deepEqual(withoutApiFrontMatter(doc), {
    id: 'payments-create',
    title: 'Create a payment',
    frontMatter: { id: 'payments-create', proxy: 'https://proxy.test', hide_send_button: true },
  });
  // The input is not changed (the docs plugin keeps using its own objects).
  assert.deepEqual(doc.frontMatter.api, { samples: {} });
});

test('data without an api front matter passes through as the same value', () => {
  for (const data of [{ frontMatter: { schema: true } }, { id: 'x' }, 'raw string', null]) {
    assert.equal(withoutApiFrontMatter(data), data);
  }
});
