/**
 * The docs MCP server started over stdio with the SDK's client against the test build (`--dir build`),
 * as a coding agent starts it. Expected values come from the sources and the build, never from the server.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import { load as loadHtml } from 'cheerio';
import { buildSchema, isIntrospectionType, isSpecifiedScalarType, printType } from 'graphql';
import { load as loadYaml } from 'js-yaml';
import { parseIndexFile } from '../../shared/search/indexFile';
import { SearchEngine } from '../../shared/search/engine';
import { sitemapRoutes } from '../../shared/sitemap';
import { buildDir, repoRoot, requireBuild, startServer, type Session } from './support';

const SITE = 'https://docs.pagora.com';
const routeOfUrl = (url: string): string => new URL(url).pathname;

let session: Session;
let routes: Set<string>;

before(async () => {
  requireBuild();
  routes = new Set(sitemapRoutes(buildDir));
  session = await startServer(['--dir', buildDir]);
});
after(() => session?.close());

async function ok(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await session.call(name, args);
  assert.equal(result.isError, false, `${name} ${JSON.stringify(args)} failed: ${result.text}`);
  return result.text;
}

async function toolError(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await session.call(name, args);
  assert.equal(
    result.isError,
    true,
    `${name} ${JSON.stringify(args)} should be a tool error, got: ${result.text.slice(0, 200)}`,
  );
  return result.text;
}

describe('tools', () => {
  test('lists the six tools, each with a description and an input schema naming its required inputs', async () => {
    const { tools } = await session.client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const required: Record<string, string[]> = {
      search_docs: ['query'],
      get_page: ['url_or_path'],
      get_rest_operation: ['operation'],
      get_graphql_type: ['name'],
      get_graphql_operation: ['name'],
      list_changes: [],
    };
    assert.deepEqual([...byName.keys()].sort(), Object.keys(required).sort());
    for (const [name, fields] of Object.entries(required)) {
      const tool = byName.get(name)!;
      assert.ok((tool.description ?? '').length > 40, `${name}: description`);
      assert.equal(tool.inputSchema.type, 'object');
      assert.deepEqual(tool.inputSchema.required ?? [], fields, `${name}: required inputs`);
      for (const [property, schema] of Object.entries(tool.inputSchema.properties ?? {}))
        assert.ok((schema as { description?: string }).description, `${name}.${property}: description`);
      assert.equal(tool.annotations?.readOnlyHint, true, `${name}: read-only`);
    }
    const search = byName.get('search_docs')!.inputSchema.properties as Record<string, { enum?: string[] }>;
    assert.deepEqual(search.area?.enum, ['Guides', 'REST API', 'GraphQL API']);
  });
});

describe('search_docs', () => {
  const parse = (text: string): Array<{ title: string; url: string; area: string; snippet: string }> =>
    JSON.parse(text);

  test('puts the page a reader means first', async () => {
    const expected: Record<string, string> = {
      'verify callback signatures': '/guides/verify-signature/',
      'test cards': '/testing/',
      'refund a payment': '/apis/rest/payments-refund/',
      createPayment: '/apis/graphql/operations/mutations/create-payment/',
      'pause a subscription': '/apis/rest/subscriptions-pause/',
      WooCommerce: '/e-commerce/woocommerce/',
    };
    for (const [query, route] of Object.entries(expected)) {
      const results = parse(await ok('search_docs', { query }));
      assert.equal(routeOfUrl(results[0]!.url), route, `"${query}" first result`);
    }
  });

  test("answers with the site's own ranking: the same sections, in the same order, as the site's engine on the built index", async () => {
    const engine = new SearchEngine(
      ['search-index.json', 'search-index-details.json'].flatMap((file) => {
        const bytes = readFileSync(path.join(buildDir, file));
        return parseIndexFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      }),
    );
    for (const query of ['capture an authorized payment', 'MB WAY', 'webhook signing secret', 'subscription trial']) {
      const results = parse(await ok('search_docs', { query, limit: 10 }));
      assert.deepEqual(
        results.map((result) => result.url),
        engine.search({ query, hitsPerPage: 10 }).hits.map((hit) => hit.url),
        query,
      );
    }
  });

  test('every result has a title, a snippet and a URL that is a route of the site; area filters', async () => {
    for (const area of ['Guides', 'REST API', 'GraphQL API'] as const) {
      const results = parse(await ok('search_docs', { query: 'payment status', area, limit: 20 }));
      assert.ok(results.length > 0, area);
      for (const result of results) {
        assert.ok(result.url.startsWith(SITE), result.url);
        assert.ok(routes.has(routeOfUrl(result.url)), `${result.url} is not a route of the site`);
        assert.equal(result.area, area);
        assert.ok(result.title && result.snippet, JSON.stringify(result));
      }
    }
  });
});

describe('get_page', () => {
  test('returns the Markdown copy of the page, given a URL with an anchor, a path or a Markdown URL', async () => {
    for (const [input, route] of [
      [`${SITE}/guides/verify-signature/#common-mistakes`, '/guides/verify-signature/'],
      ['/testing', '/testing/'],
      ['/apis/rest/payments-create/index.md', '/apis/rest/payments-create/'],
    ]) {
      const text = await ok('get_page', { url_or_path: input });
      const markdown = readFileSync(path.join(buildDir, route!, 'index.md'), 'utf8');
      assert.equal(text, `<!-- Source: ${SITE}${route} -->\n\n${markdown}`, input);
    }
  });

  test('an unknown page is a tool error naming the closest pages', async () => {
    const text = await toolError('get_page', { url_or_path: '/guides/verify-signatur/' });
    assert.match(text, /No page at \/guides\/verify-signatur\//);
    assert.match(text, /\/guides\/verify-signature\//);
    assert.match(await toolError('get_page', { url_or_path: '/../../etc/passwd' }), /No page at/);
  });
});

describe('get_rest_operation', () => {
  const source = loadYaml(readFileSync(path.join(repoRoot, 'openapi', 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  const operations = Object.entries(source.paths).flatMap(([route, item]) =>
    methods.filter((method) => item[method]).map((method) => ({ path: route, method, id: item[method]!.operationId })),
  );

  test('returns every operation of openapi/ with the same schema, $refs resolved, and its reference page', async () => {
    const resolved = (await dereference(structuredClone(source), {
      dereference: { circular: 'ignore' },
    })) as typeof source;
    assert.ok(operations.length > 10);
    for (const { path: route, method, id } of operations) {
      const answer = JSON.parse(await ok('get_rest_operation', { operation: id }));
      assert.equal(answer.method, method.toUpperCase());
      assert.equal(answer.path, route);
      assert.deepEqual(answer.operation, JSON.parse(JSON.stringify(resolved.paths[route]![method])), id);
      assert.doesNotMatch(JSON.stringify(answer.operation), /"\$ref"/, `${id}: unresolved $ref`);
      assert.equal(answer.url, `${SITE}/apis/rest/${id}/`);
      assert.ok(routes.has(`/apis/rest/${id}/`));
    }
  });

  test('its request samples are the ones the reference page shows, in each language', async () => {
    const languages = ['curl', 'javascript', 'python', 'php'];
    const squash = (text: string): string => text.replace(/\s+/g, '');
    for (const { id } of operations) {
      const $ = loadHtml(readFileSync(path.join(buildDir, 'apis', 'rest', id, 'index.html'), 'utf8'));
      const shown = $('section[aria-labelledby="request-samples"] pre')
        .toArray()
        .map((element) => squash($(element).text()));
      assert.equal(shown.length, languages.length, `${id}: samples on the page`);
      for (const [index, language] of languages.entries()) {
        const answer = JSON.parse(await ok('get_rest_operation', { operation: id, language }));
        assert.equal(answer.sample.language, language);
        assert.equal(squash(answer.sample.code), shown[index], `${id} ${language}`);
      }
    }
  });

  test('finds an operation by method and path, template or concrete, with or without the server URL', async () => {
    for (const input of [
      'POST /payments/{paymentId}/refund',
      'post /payments/pay_2NfQ8sKx4TbL9mVa/refund',
      'POST https://api.pagora.com/v1/payments/pay_1/refund',
    ]) {
      assert.equal(
        JSON.parse(await ok('get_rest_operation', { operation: input })).operationId,
        'payments-refund',
        input,
      );
    }
  });

  test('an unknown operation is a tool error with the closest names', async () => {
    const text = await toolError('get_rest_operation', { operation: 'payment-refund' });
    assert.match(text, /No REST operation "payment-refund"/);
    assert.match(text, /Closest: payments-refund/);
    assert.match(await toolError('get_rest_operation', { operation: 'DELETE /payments' }), /Closest: /);
  });
});

describe('GraphQL', () => {
  const schema = buildSchema(readFileSync(path.join(repoRoot, 'graphql', 'schema.graphql'), 'utf8'));
  const named = Object.values(schema.getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
  );
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((type) => type?.name),
  );

  test('get_graphql_type returns every named type of graphql/ as SDL with descriptions, and its reference page', async () => {
    assert.ok(named.length > 50);
    const problems: string[] = [];
    for (const type of named) {
      const answer = JSON.parse(await ok('get_graphql_type', { name: type.name }));
      if (answer.sdl !== printType(type)) problems.push(`${type.name}: SDL differs`);
      // The root types have no page of their own: each of their fields has one (get_graphql_operation).
      if (roots.has(type.name)) continue;
      if (!answer.url || !routes.has(routeOfUrl(answer.url))) problems.push(`${type.name}: page ${answer.url}`);
    }
    assert.deepEqual(problems, []);
    assert.match(JSON.parse(await ok('get_graphql_type', { name: 'Payment' })).sdl, /^"""\n[^"]+\n"""\ntype Payment/);
  });

  test('get_graphql_operation returns every query, mutation and subscription with its description, arguments and page', async () => {
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
      ['subscription', schema.getSubscriptionType()],
    ] as const;
    const problems: string[] = [];
    for (const [kind, root] of roots) {
      for (const field of Object.values(root!.getFields())) {
        const answer = JSON.parse(await ok('get_graphql_operation', { name: field.name, kind }));
        if (answer.kind !== kind) problems.push(`${field.name}: kind ${answer.kind}`);
        if (!answer.url || !routes.has(routeOfUrl(answer.url))) problems.push(`${field.name}: page ${answer.url}`);
        if (!new RegExp(`\\n  ${field.name}[(:]`).test(answer.sdl)) problems.push(`${field.name}: not in its SDL`);
        if (field.description && !answer.sdl.includes(field.description.split('\n')[0]!))
          problems.push(`${field.name}: description missing`);
        for (const arg of field.args)
          if (!answer.sdl.includes(`${arg.name}: ${String(arg.type)}`))
            problems.push(`${field.name}(${arg.name}) missing`);
      }
    }
    assert.deepEqual(problems, []);
    const createPayment = JSON.parse(await ok('get_graphql_operation', { name: 'createPayment' }));
    assert.deepEqual(createPayment.inputTypes, ['CreatePaymentInput']);
    assert.match(createPayment.sdl, /^type Mutation \{\n/);
  });

  test('unknown names are tool errors with the closest names', async () => {
    assert.match(
      await toolError('get_graphql_type', { name: 'Paymnt' }),
      /No GraphQL type "Paymnt"\. Closest: Payment/,
    );
    assert.match(await toolError('get_graphql_operation', { name: 'createPaymnt' }), /Closest: createPayment/);
    assert.match(
      await toolError('get_graphql_operation', { name: 'createPayment', kind: 'query' }),
      /No GraphQL query "createPayment"/,
    );
  });
});

describe('bad input', () => {
  test('missing, mistyped or out-of-range arguments and unknown tools are errors, and the server keeps answering', async () => {
    const bad: Array<[string, Record<string, unknown>]> = [
      ['search_docs', {}],
      ['search_docs', { query: 42 }],
      ['search_docs', { query: '   ' }],
      ['search_docs', { query: 'refund', area: 'Blog' }],
      ['search_docs', { query: 'refund', limit: 500 }],
      ['get_page', {}],
      ['get_rest_operation', { operation: 'payments-create', language: 'cobol' }],
      ['get_graphql_type', { name: '' }],
      ['list_changes', { since: 'yesterday' }],
      ['no_such_tool', {}],
    ];
    for (const [name, args] of bad) {
      const result = await session.call(name, args);
      assert.equal(result.isError, true, `${name} ${JSON.stringify(args)}: ${result.text.slice(0, 120)}`);
      assert.ok(result.text.length > 10, `${name}: an explanation`);
    }
    assert.match(await ok('get_graphql_type', { name: 'Payment' }), /type Payment/);
  });
});
