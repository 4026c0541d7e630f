/**
 * The one REST model (shared/rest-model): row ids, the field tree every REST page part is made from
 * (nesting, cycles, variants, values, direction), the views of Pagora's own operations, and the MDX
 * scripts/rest-pages writes from them, compiled by MDX itself for every page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { compile as compileMdx } from '@mdx-js/mdx';
import { load } from 'cheerio';
import {
  callbackRoot,
  fieldId,
  isIdName,
  parameterRoot,
  requestRoot,
  responseRoot,
  withinCallback,
} from '../../shared/rest-model/field-ids';
import { fieldTree, flattenFields } from '../../shared/rest-model/fields';
import { RestModel, type Json } from '../../shared/rest-model/model';
import {
  operationView,
  schemaView,
  type BodyView,
  type OperationView,
  type ResponseView,
} from '../../shared/rest-model/views';
import { buildRequestSamples } from '../../shared/rest-samples';
import { sampleOptions } from '../../config/site';
import { operationPageMdx } from '../../scripts/rest-pages/operation-page';
import { schemaPageMdx } from '../../scripts/rest-pages/schema-page';
import { mdxText } from '../../scripts/rest-pages/mdx';
import { sharedBodies } from '../../scripts/rest-pages/generate';
import { isSkippedElement } from '../../scripts/lib/html-text';
import { htmlPage } from '../../scripts/llms/html-pages';
import { recordsFromHtml } from '../../scripts/lib/search-records';
import { restModel } from './support/sources';
import { generatorCopy } from '../../scripts/lib/generator-copy';
import { initialState } from '../../src/components/RequestBuilder/initialState';

// @mdx-js/mdx is ESM only; the tests run as CommonJS.
const compile = async (...args: Parameters<typeof compileMdx>) => (await import('@mdx-js/mdx')).compile(...args);

test('row ids say where a field lives, joined by dots that no heading slug has', () => {
  assert.equal(fieldId(requestRoot, ['customer', 'email']), 'request.customer.email');
  assert.equal(fieldId(responseRoot('200'), ['status']), 'response.200.status');
  assert.equal(fieldId(parameterRoot('query'), ['limit']), 'param.query.limit');
  assert.equal(parameterRoot('header').label, 'Header parameter');
  const callback = callbackRoot('post-paymentStatusChanged', 'POST paymentStatusChanged');
  assert.equal(
    fieldId(withinCallback(callback, requestRoot), ['status']),
    'callback.post-paymentStatusChanged.request.status',
  );
  assert.equal(isIdName('orderId'), true);
  assert.equal(isIdName('property name*'), false);
});

/** A small document with the shapes the tree must handle. */
const shapes: Json = {
  openapi: '3.1.0',
  info: { title: 'Shapes', version: '1' },
  paths: {},
  components: {
    schemas: {
      Order: {
        type: 'object',
        required: ['customer'],
        properties: {
          id: { type: 'string', readOnly: true },
          secret: { type: 'string', writeOnly: true },
          customer: { $ref: '#/components/schemas/Customer' },
          lines: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string', minLength: 3 } } } },
          status: { description: 'Where it is.', allOf: [{ $ref: '#/components/schemas/Status' }] },
          channel: { type: 'string', enum: ['web', 'app'], 'x-enumDescriptions': { web: 'A browser.' } },
          method: { $ref: '#/components/schemas/Method' },
          country: { $ref: '#/components/schemas/Country' },
          note: { type: ['string', 'null'], default: 'none' },
        },
      },
      Customer: {
        type: 'object',
        properties: { email: { type: 'string' }, referrer: { $ref: '#/components/schemas/Customer' } },
      },
      Status: { type: 'string', enum: ['OPEN', 'PAID'] },
      Country: { type: 'string', enum: Array.from({ length: 40 }, (_, index) => `C${index}`) },
      Method: {
        oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Bank' }],
        discriminator: { propertyName: 'kind', mapping: { card: '#/components/schemas/Card' } },
      },
      Card: { type: 'object', properties: { kind: { const: 'card' }, last4: { type: 'string' } } },
      Bank: { type: 'object', properties: { kind: { const: 'bank' }, iban: { type: 'string' } } },
    },
  },
};

test('an operation without an operationId is named by its method and path, and one without a summary titled by its description’s first sentence or its method and path, alike in the model and the generator’s copy', async () => {
  const document: Json = {
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    paths: {
      '/pets/{petId}': {
        get: { summary: 'Find a pet', responses: { 200: { description: 'The pet.' } } },
        delete: { responses: { 204: { description: 'Gone.' } } },
        put: { operationId: 'replacePet', responses: { 200: { description: 'Replaced.' } } },
        patch: { description: 'Updates a pet. Send only what changes.', responses: { 200: { description: 'OK.' } } },
        post: { description: 'Adds a `Pet`, see [pets](/pets).', responses: { 200: { description: 'OK.' } } },
      },
    },
  };
  const entries = (await RestModel.of(document)).operations();
  assert.deepEqual(
    entries.map(({ id, title, operation }) => [id, title, operation.operationId]),
    [
      ['get-pets-pet-id', 'Find a pet', 'get-pets-pet-id'],
      // No summary: the description's first sentence when it is short plain text, never the operationId.
      ['replace-pet', 'PUT /pets/{petId}', 'replacePet'],
      ['post-pets-pet-id', 'POST /pets/{petId}', 'post-pets-pet-id'],
      ['delete-pets-pet-id', 'DELETE /pets/{petId}', 'delete-pets-pet-id'],
      ['patch-pets-pet-id', 'Updates a pet', 'patch-pets-pet-id'],
    ],
  );
  const item = (of: Json) => (of.paths as Record<string, Record<string, Json>>)['/pets/{petId}']!;
  // 3.0's webhooks extension (GitHub's description has 300): the generator would write each as an
  // operation page of an operation the model does not have.
  const withWebhooks = {
    ...document,
    'x-webhooks': { ping: { post: { responses: { 200: { description: 'OK.' } } } } },
  };
  assert.equal('x-webhooks' in generatorCopy(withWebhooks).document, false, 'x-webhooks left out');
  // 3.1 allows webhooks without paths: the generator is given none rather than undefined.
  const { paths: _paths, ...webhooksOnly } = document;
  assert.deepEqual(generatorCopy(webhooksOnly).document.paths, {});
  const copy = item(generatorCopy(document).document);
  assert.deepEqual(
    ['get', 'put', 'delete'].map((method) => copy[method]!.operationId),
    ['get-pets-pet-id', 'replacePet', 'delete-pets-pet-id'],
  );
  assert.equal(item(document).get!.operationId, undefined, 'the published document is not changed');
});

test('a tag named as an operation (or as the webhook reference) gets its page at <slug>-tag, in the model and the generator’s copy', async () => {
  const document: Json = {
    openapi: '3.1.0',
    info: { title: 'Search', version: '1' },
    tags: [{ name: 'Search' }, { name: 'Webhooks', 'x-displayName': 'Webhook endpoints' }, { name: 'Pets' }],
    'x-tagGroups': [{ name: 'All', tags: ['Search', 'Webhooks', 'Pets'] }],
    paths: {
      '/search': { get: { operationId: 'search', tags: ['Search', 'Pets'], responses: {} } },
      '/hooks': { post: { tags: ['Webhooks'], responses: {} } },
    },
  };
  const model = await RestModel.of(document);
  assert.deepEqual(
    model.tags.map((tag) => model.tagSlug(tag.name)),
    ['search-tag', 'webhooks-tag', 'pets'],
  );
  const copy = generatorCopy(document).document;
  // The generator takes a tag page's id from the tag's name, and its title from x-displayName.
  assert.deepEqual(copy.tags, [
    { name: 'search-tag', 'x-displayName': 'Search' },
    { name: 'webhooks-tag', 'x-displayName': 'Webhook endpoints' },
    { name: 'Pets' },
  ]);
  const paths = copy.paths as Record<string, Record<string, Json>>;
  assert.deepEqual(paths['/search']!.get!.tags, ['search-tag', 'Pets']);
  assert.deepEqual(paths['/hooks']!.post!.tags, ['webhooks-tag']);
  assert.deepEqual((copy['x-tagGroups'] as Json[])[0]!.tags, ['search-tag', 'webhooks-tag', 'Pets']);
});

test('a sample is sent to the operation’s server, else its path’s, else the document’s, with variables at their defaults', async () => {
  const ok = { 200: { description: 'OK.' } };
  const model = await RestModel.of({
    openapi: '3.0.3',
    info: { title: 'Servers', version: '1' },
    servers: [
      {
        url: 'https://{region}.example.test/{base}',
        variables: { region: { default: 'eu' }, base: { default: 'v2' } },
      },
    ],
    paths: {
      '/global': { get: { responses: ok } },
      '/relative': { servers: [{ url: '/v3' }], get: { responses: ok } },
      '/own': {
        servers: [{ url: 'https://path.example.test' }],
        get: {
          servers: [
            {
              url: 'https://{host}.example.test',
              variables: { host: { default: 'operation', enum: ['operation', 'other'] } },
            },
          ],
          responses: ok,
        },
      },
    },
  });
  assert.deepEqual(
    model.operations().map((entry) => model.sampleOperation(entry).servers),
    [
      [{ url: 'https://eu.example.test/v2' }],
      [{ url: 'https://eu.example.test/v3' }],
      [{ url: 'https://operation.example.test' }],
    ],
  );
});

test('the field tree nests, stops at cycles, names variants and values, and drops fields by direction', async () => {
  const model = await RestModel.of(shapes);
  const order = { $ref: '#/components/schemas/Order' };
  const request = fieldTree(model, order, requestRoot, 'request').fields;
  const response = fieldTree(model, order, responseRoot('200'), 'response').fields;
  const ids = (fields: typeof request) => flattenFields(fields).map((field) => field.id);
  assert.ok(!ids(request).includes('request.id'), 'read-only fields are not sent');
  assert.ok(!ids(response).includes('response.200.secret'), 'write-only fields are not returned');
  assert.ok(ids(request).includes('request.customer.email'), 'a component is expanded where it is used');
  assert.ok(ids(request).includes('request.lines.sku'), 'array items continue the path');
  const referrer = flattenFields(request).find((field) => field.id === 'request.customer.referrer');
  assert.equal(referrer?.cut, 'Customer', 'a reference that closes a cycle is linked, not expanded');
  assert.deepEqual(referrer?.children, []);
  const byName = new Map(flattenFields(request).map((field) => [field.id, field]));
  assert.equal(byName.get('request.customer')?.required, true);
  assert.deepEqual(
    byName.get('request.status')?.values.map((value) => value.value),
    ['OPEN', 'PAID'],
    'a short named enum is repeated on the row',
  );
  assert.equal(byName.get('request.status')?.definesValues, false, 'defined on its own page');
  assert.equal(byName.get('request.status')?.description, 'Where it is.');
  assert.deepEqual(byName.get('request.channel')?.values, [{ value: 'web', meaning: 'A browser.' }, { value: 'app' }]);
  assert.equal(byName.get('request.channel')?.definesValues, true);
  assert.deepEqual(byName.get('request.country')?.values, [], 'a long named enum is linked, not repeated');
  assert.equal(byName.get('request.note')?.type, 'string or null');
  const nullable = { type: ['integer', 'null'], format: 'int64' };
  assert.equal(
    model.typeLabel(nullable, (name) => name),
    'integer (int64) or null',
    'a format is not said of null',
  );
  assert.deepEqual(byName.get('request.note')?.facts, ['Default: `none`.']);
  assert.deepEqual(byName.get('request.lines.sku')?.facts, ['Minimum length: `3`.']);
  const variants = byName.get('request.method')?.variants ?? [];
  assert.deepEqual(
    variants.map((variant) => [variant.key, variant.title]),
    [
      ['card', 'Card (kind: `card`)'],
      ['bank', 'Bank (kind: `bank`)'],
    ],
  );
  assert.deepEqual(ids(variants[1]!.fields), ['request.method.bank.kind', 'request.method.bank.iban']);
});

test('a bound is said as strict in both dialects: OpenAPI 3.0’s `exclusiveMinimum: true` and 3.1’s number', async () => {
  const schemas = {
    Amount: {
      type: 'object',
      properties: {
        legacy: { type: 'integer', minimum: 10, exclusiveMinimum: true, maximum: 20, exclusiveMaximum: true },
        inclusive: { type: 'integer', minimum: 10, exclusiveMinimum: false, maximum: 20 },
        current: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
      },
    },
  };
  const model = await RestModel.of({
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: {},
    components: { schemas },
  });
  const facts = new Map(
    fieldTree(model, { $ref: '#/components/schemas/Amount' }, responseRoot('200')).fields.map((field) => [
      field.name,
      field.facts,
    ]),
  );
  assert.deepEqual(facts.get('legacy'), ['Greater than: `10`.', 'Less than: `20`.']);
  assert.deepEqual(facts.get('inclusive'), ['Minimum: `10`.', 'Maximum: `20`.']);
  assert.deepEqual(facts.get('current'), ['Greater than: `0`.', 'Less than: `1`.']);
});

test("Pagora's pages: rows where links and search send readers, samples as the generator-free builder makes them", async () => {
  const model = await restModel();
  const entries = model.operations();
  const view = (id: string) =>
    operationView(
      model,
      entries.find((entry) => entry.id === id)!,
    );
  const create = view('payments-create');
  const ids = [
    ...flattenFields(create.requestBody?.fields ?? []),
    ...create.responses.flatMap((response) => [...response.headers, ...flattenFields(response.body?.fields ?? [])]),
    ...create.callbacks.flatMap((callback) => flattenFields(callback.requestBody?.fields ?? [])),
  ].map((field) => field.id);
  for (const id of ['request.customer.email', 'response.400.errors.field', 'response.429.header.Retry-After'])
    assert.ok(ids.includes(id), `${id} on payments-create`);
  assert.equal(new Set(ids).size, ids.length, 'no id twice on a page');
  // The callback posts the Payment the 201 returns: its fields are listed once, in that response.
  const [statusChanged] = create.callbacks;
  assert.equal(statusChanged?.requestBody?.schemaName, 'Payment');
  assert.equal(statusChanged?.requestBody?.fieldsAsResponse, '201');
  assert.deepEqual(statusChanged?.requestBody?.fields, []);
  assert.ok(statusChanged?.requestBody?.example, 'the callback keeps its own example');
  // A callback whose object no response of the page returns keeps its rows.
  const subscription = view('subscriptions-create');
  const paymentCallback = subscription.callbacks.find(
    (callback) => callback.name === 'subscriptionPaymentStatusChanged',
  );
  assert.equal(paymentCallback?.requestBody?.fieldsAsResponse, undefined);
  assert.ok(
    flattenFields(paymentCallback?.requestBody?.fields ?? []).some(
      (field) => field.id === 'callback.post-subscriptionPaymentStatusChanged.request.status',
    ),
  );
  assert.deepEqual(
    create.parameters.map((group) => group.fields.map((field) => field.id)),
    [['param.header.Idempotency-Key', 'param.header.Pagora-Account']],
  );
  for (const entry of entries)
    assert.deepEqual(
      operationView(model, entry).samples,
      buildRequestSamples(model.sampleOperation(entry), sampleOptions),
      entry.id,
    );
  assert.deepEqual(
    schemaView(model, 'PaymentStatus')
      .values.map((value) => value.value)
      .slice(0, 2),
    ['PENDING', 'AUTHORIZED'],
  );
});

// The largest page of each kind: compiling every page (1.9 MB of MDX) took this file from 7.4 to 24.5 CPU-s,
// and the build compiles every page with the real loader, as api-shapes.test.ts does for markup-like
// descriptions run through the whole pipeline.
test('the largest operation and schema pages are valid MDX, and markup-like text in descriptions stays text', async () => {
  const model = await restModel();
  const largest = (pages: string[]) => pages.reduce((a, b) => (b.length > a.length ? b : a));
  const pages = [
    largest(
      model.operations().map((entry) => operationPageMdx(operationView(model, entry), `${entry.id}.operation.json`)),
    ),
    largest(Object.keys(model.schemas).map((name) => schemaPageMdx(schemaView(model, name)))),
  ];
  for (const page of pages) await compile(page);
  const hostile = mdxText('Use {braces} and <b>tags</b>.\nexport const x = 1\nimport y from "z"');
  await compile(hostile);
  const $ = load(hostile.replace(/\n/g, '<br>'));
  assert.doesNotMatch($.text(), /&#/, 'references decode to the characters themselves');
  assert.match(
    hostile,
    /^&#101;xport const/m,
    'a line that MDX would read as a module statement starts with a reference',
  );
});

/** Every row id an operation page must carry: its parameters, bodies, headers and callbacks. */
function rowIdsOf(view: OperationView): string[] {
  const body = (part: BodyView | undefined) =>
    part && !part.fieldsAsResponse ? flattenFields(part.fields, part.variants) : [];
  const responses = (list: readonly ResponseView[]) =>
    list.flatMap((response) => [...flattenFields(response.headers), ...body(response.body)]);
  const rows = [
    ...view.parameters.flatMap((group) => flattenFields(group.fields)),
    ...body(view.requestBody),
    ...responses(view.responses),
    ...view.callbacks.flatMap((callback) => [...body(callback.requestBody), ...responses(callback.responses)]),
  ];
  return rows.flatMap((field) => (field.id ? [field.id] : []));
}

test('each row is written in full once: a repeat points at the first, a body several operations return is written once for the site, and every row keeps its anchor', async () => {
  const model = await restModel();
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-rest-rows-'));
  try {
    const shared = sharedBodies(model, dir);
    const pages = model.operations().map((entry) => {
      const view = operationView(model, entry);
      return { view, mdx: operationPageMdx(view, `${entry.id}.operation.json`, shared) };
    });
    const partial = (importPath: string) => readFileSync(path.join(dir, importPath), 'utf8');
    for (const { view, mdx } of pages) {
      const anchors = new Set([...mdx.matchAll(/<Field id=\{"([^"]+)"\}/g)].map((match) => match[1]));
      const imports = new Map(
        [...mdx.matchAll(/^import (\w+) from "(\.\/_fields\/[\w-]+\.mdx)";$/gm)].map((m) => [m[1], m[2]!]),
      );
      for (const [, name, at] of mdx.matchAll(/<(\w+) at=\{"([^"]+)"\} \/>/g))
        for (const [, rest] of partial(imports.get(name!)!).matchAll(/id=\{props\.at \+ "([^"]+)"\}/g))
          anchors.add(`${at}${rest}`);
      assert.deepEqual(
        rowIdsOf(view).filter((id) => !anchors.has(id)),
        [],
        `${view.id}: rows without their anchor`,
      );
    }
    // The error body's `code` (17 values) was written in each error tab of each page: now on its schema
    // pages, and its rows in the partials point there.
    const code = String(
      ((model.schemas.ApiException?.properties as Json | undefined)?.code as Json)?.description ?? '',
    );
    assert.ok(code.length > 20);
    const inFull = pages.filter(({ mdx }) => mdx.includes(mdxText(code).split('\n')[0]!));
    assert.deepEqual(
      inFull.map(({ view }) => view.id),
      [],
    );
    assert.match(
      partial('./_fields/badrequesterror.mdx'),
      /seeAt=\{"\/apis\/rest\/schemas\/badrequesterror\/#schema\.code"\}/,
    );
    // On one page, a row said again (the same body in two tabs, an object in two places) points at the first.
    const create = pages.find(({ view }) => view.id === 'payments-create')!.mdx;
    const said = [...create.matchAll(/<Field id=\{"([^"]+)"\}[^>]*seeAt=\{"#([^"]+)"\}/g)];
    assert.ok(said.length > 0);
    for (const [, id, first] of said)
      assert.match(create, new RegExp(`<Field id=\\{"${first!.replace(/\./g, '\\.')}"\\}`), `${id} points at ${first}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('one skip list: controls and chrome are left out of both the search text and the Markdown copies', () => {
  const $ = load(
    '<div role="tablist">curl Python</div><form><input></form><footer>x</footer><div class="hash-link">#</div><p>kept</p>',
  );
  const skipped = $('body')
    .children()
    .toArray()
    .filter((element) => isSkippedElement(element))
    .map((element) => element.tagName);
  assert.deepEqual(skipped, ['div', 'form', 'footer', 'div']);
  const html =
    '<html><head><title>T</title></head><body><article><h1>T</h1><div role="tablist">curl Python</div><p>Shown text.</p><fieldset>Filter</fieldset></article></body></html>';
  const markdown = htmlPage(html, '/t/', 'Site').markdown;
  assert.match(markdown, /Shown text\./);
  assert.doesNotMatch(markdown, /curl Python|Filter/);
  const [record] = recordsFromHtml(html, '/t/');
  assert.equal(record?.content, 'Shown text.');
});

test("the request builder starts from upstream's reading: 2XX content types as Accept, parameters prefilled by location", () => {
  const state = initialState({
    responses: {
      '200': { content: { 'application/json': {}, 'text/csv': {} } },
      '400': { content: { 'application/problem+json': {} } },
    },
    requestBody: { content: { 'application/json': {} } },
    parameters: [
      { in: 'path', schema: { default: 'd', example: 'e' }, example: 'x' },
      { in: 'query', examples: { first: { value: 10 } } },
      { in: 'query' },
    ],
  });
  assert.deepEqual(state.accept, ['application/json', 'text/csv']);
  assert.deepEqual(state.contentTypes, ['application/json']);
  assert.deepEqual(
    state.params.path.map((param) => (param as { value?: unknown }).value),
    ['d'],
  );
  assert.deepEqual(
    state.params.query.map((param) => (param as { value?: unknown }).value),
    [10, undefined],
  );
});
