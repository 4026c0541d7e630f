/**
 * plugins/rest-docs: an operation page's front matter no longer carries the operation (`api` becomes a
 * flag); its MDX module exports what the page shows (samples, errors, the explorer store's seed) and
 * `loadOperation`, which reaches the whole operation through the operation loader.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import type { ParseFrontMatter } from '@docusaurus/types';
import { site } from '../../config/site';
import { operationErrors } from '../../src/components/OperationErrors/operationErrors';
import { buildRequestSamples } from '../../shared/rest-samples';
import { explorerSeed, type Operation } from '../../src/theme/ApiItem/operationPage';
import { operationLoaderRule, withOperationFlag } from '../../plugins/rest-docs/index';
import { exportOperationPage, operationRequest } from '../../plugins/rest-docs/operation-exports';
import operationLoader from '../../plugins/rest-docs/operation-loader.cjs';
import { localModuleGraph, sourceHash } from '../../plugins/rest-docs/source-hash';
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

/** The front matter the generator writes for an operation page. */
const frontMatterYaml = (api: unknown) =>
  ['id: payments-create', 'title: "Create a payment"', `api: ${String(api)}`, 'hide_send_button: true'].join('\n');

const pageFile = '/site/apis/rest/payments-create.api.mdx';

interface EsmNode {
  type: string;
  value: string;
  data: { estree: { body: { declaration: { declarations: { id: { name: string }; init: EstreeNode }[] } }[] } };
}
interface EstreeNode {
  type: string;
  arguments?: { value: string }[];
  body?: { type: string; source: { value: string } };
}

/** Runs the remark plugin on a page whose front matter is `yaml`; returns the nodes it added. */
function exportsOf(yaml: string, file = pageFile): EsmNode[] {
  const tree = { children: [{ type: 'yaml', value: yaml }, { type: 'paragraph' }] };
  exportOperationPage()(tree, { path: file, cwd: '/site' });
  return tree.children.slice(2) as unknown as EsmNode[];
}

const declaration = (node: EsmNode) => node.data.estree.body[0]!.declaration.declarations[0]!;

test("an operation page's front matter keeps `api` only as a flag, every other key as parsed", async () => {
  const parse: ParseFrontMatter = async () => ({
    frontMatter: { id: 'payments-create', api: 'eJzsfety20iy5qt', hide_send_button: true },
    content: 'Body',
  });
  const defaultParseFrontMatter = async () => ({ frontMatter: {}, content: '' });
  const params = { filePath: pageFile, fileContent: '', defaultParseFrontMatter };
  assert.deepEqual(await withOperationFlag(parse)(params), {
    frontMatter: { id: 'payments-create', api: true, hide_send_button: true },
    content: 'Body',
  });
  const schemaPage = { frontMatter: { id: 'payment', schema: true }, content: '' };
  const parsed = await withOperationFlag(async () => schemaPage)(params);
  assert.equal(parsed, schemaPage);
});

test('an operation page exports what it shows, built from the operation, and not the operation', async () => {
  const operation = await operationLoading;
  const added = exportsOf(frontMatterYaml(encode(operation)));
  assert.deepEqual(
    added.map((node) => [node.type, declaration(node).id.name]),
    [
      ['mdxjsEsm', 'operationPage'],
      ['mdxjsEsm', 'loadOperation'],
    ],
  );
  // What MDX compiles is the estree: `JSON.parse("<page>")`.
  const page = JSON.parse(declaration(added[0]!).init.arguments![0]!.value) as Record<string, unknown>;
  assert.deepEqual(Object.keys(page).sort(), ['errors', 'explorer', 'samples']);
  const options = { baseUrl: site.restBaseUrl, secretKey: site.sampleSecretKey, secretKeyEnvVar: site.secretKeyEnvVar };
  const samples = buildRequestSamples(operation, options);
  assert.deepEqual(page.samples, samples);
  // Backslashes survive (curl's line continuations): the front matter export would lose them.
  assert.match(samples.code.curl, /^curl -X POST 'https:\/\/api\.pagora\.com\/v1\/payments' \\\n/);
  assert.deepEqual(page.errors, operationErrors(operation.responses));
  assert.ok((page.errors as unknown[]).length > 0, 'payments-create lists its errors');
  assert.deepEqual(page.explorer, explorerSeed(operation));
  // The operation itself (its description, its responses) is not there.
  const kept = JSON.stringify(page);
  assert.ok(
    !kept.includes(String(operation.description).slice(0, 80)),
    'the operation description is in the page data',
  );
  assert.ok(!kept.includes('"responses"'), 'the responses are in the page data');
});

test('a page without `api` gets no export; an `api` the generator did not encode fails the build, naming the file', () => {
  assert.deepEqual(exportsOf('id: payment\nschema: true'), []);
  for (const api of ['bm90IGRlZmxhdGVk', 42, encode({ no: 'method' })]) {
    assert.throws(
      () => exportsOf(frontMatterYaml(api), '/site/apis/rest/broken.api.mdx'),
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
  const dependencies = new Set<string>();
  const run = (emit: boolean, source = page) =>
    operationLoader.call(
      {
        getOptions: () => ({ emit }),
        addDependency: (file: string) => dependencies.add(path.relative(root, file)),
        resourcePath: '/site/apis/rest/payments-create.api.mdx',
        rootContext: '/site',
      },
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
  // The persistent cache rebuilds the operation's module when the loader's own code changes.
  assert.deepEqual([...dependencies].sort(), [
    'plugins/rest-docs/operation-codec.cjs',
    'plugins/rest-docs/operation-loader.cjs',
  ]);
  assert.throws(
    () => run(true, '# no front matter'),
    /^Error: apis\/rest\/payments-create\.api\.mdx: no `api` in the front matter/,
  );
});

test('`loadOperation` imports the page itself through the operation loader rule', async () => {
  const operation = await operationLoading;
  const [, loadOperation] = exportsOf(frontMatterYaml(encode(operation)));
  const request = operationRequest(pageFile);
  assert.equal(declaration(loadOperation!).init.body!.type, 'ImportExpression');
  assert.equal(declaration(loadOperation!).init.body!.source.value, request);
  // `!` turns off the MDX loader (a normal loader) for this request; the rule is `pre`, so it still applies.
  assert.match(request, /^!\.\/payments-create\.api\.mdx\?/);
  for (const isServer of [false, true]) {
    const rule = operationLoaderRule(isServer);
    assert.equal(rule.enforce, 'pre');
    assert.ok(rule.test.test(pageFile));
    assert.ok(rule.resourceQuery.test(request.slice(request.indexOf('?'))));
    assert.deepEqual(rule.use[0]!.options, { emit: !isServer });
  }
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

test('the source hash covers the code that builds the exports: samples, errors, the site facts they use', () => {
  const entry = path.join(root, 'plugins/rest-docs/operation-exports.ts');
  const graph = localModuleGraph(entry).map((file) => path.relative(root, file));
  for (const file of [
    'plugins/rest-docs/operation-exports.ts',
    'plugins/rest-docs/operation-codec.cjs',
    'src/theme/ApiItem/operationPage.ts',
    'shared/rest-samples.ts',
    'src/components/OperationErrors/operationErrors.ts',
    'data/apiErrors.ts',
    'config/site.ts',
  ]) {
    assert.ok(graph.includes(file), `${file} is not in the hash`);
  }
  assert.ok(!graph.some((file) => file.includes('node_modules')), 'packages are left to their versions');
  assert.match(sourceHash(entry), /^[0-9a-f]{16}$/);
});
