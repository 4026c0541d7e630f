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
import { parseDetails, readDetails } from '../../shared/search/detailsFiles';
import { SearchEngine } from '../../shared/search/engine';
import { sitemapRoutes } from '../../shared/sitemap';
import { docsMcpTools } from '../../config/docs-mcp';
import { explainError } from '../../shared/errors-reference';
import { findInputByValue } from '../../shared/test-outcomes/inputs';
import { playOutcome } from '../../shared/test-outcomes/outcome';
import { replayScript } from '../../shared/test-outcomes/replay';
import { restSecurity, sampleOptions } from '../../config/site';
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
  test('lists the eight tools, each with a description and an input schema naming its required inputs', async () => {
    const { tools } = await session.client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const required: Record<string, string[]> = {
      search_docs: ['query'],
      get_page: ['url_or_path'],
      get_rest_operation: ['operation'],
      get_graphql_type: ['name'],
      get_graphql_operation: ['name'],
      list_changes: [],
      play_test_outcome: ['input'],
      explain_error: ['error'],
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

  test('a bare HTTP status, a status line or an error body is answered by its row of the errors reference', async () => {
    const expected: Array<[string, RegExp]> = [
      ['429', /^\/errors\/#error-(type-)?rate-limited$/],
      ['HTTP/1.1 409 Conflict', /^\/errors\/#error-(type-idempotency-conflict|idempotency-key-reused)$/],
      ['{"status": 404, "type": "NOT_FOUND", "code": "RESOURCE_NOT_FOUND"}', /^\/errors\/#error-resource-not-found$/],
    ];
    for (const [query, row] of expected) {
      const [first] = parse(await ok('search_docs', { query }));
      assert.match(routeOfUrl(first!.url) + new URL(first!.url).hash, row, query);
    }
  });

  test("answers with the site's own ranking: the same sections, in the same order, as the site's engine on the built index", async () => {
    const bytes = (file: string) => {
      const read = readFileSync(path.join(buildDir, file));
      return read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength) as ArrayBuffer;
    };
    const details = await readDetails(bytes('search-index-details.json'), async (part) => bytes(part));
    const engine = new SearchEngine(parseIndexFile(bytes('search-index.json')).concat(parseDetails(details).records));
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

describe('play_test_outcome', () => {
  const parse = (text: string) =>
    JSON.parse(text) as {
      explorerUrl: string;
      statuses: string[];
      steps: Array<{
        request?: { operationId: string; body: unknown; sample: { language: string; code: string } };
        answer?: { httpStatus: number; body: unknown };
        deliveries: Array<{ eventType?: string; headers: Record<string, string>; body: string }>;
      }>;
      replayScript: string;
      links: Array<{ url: string }>;
    };

  test('answers with the story the outcome explorer plays: requests, answers, signed deliveries, replay script', async () => {
    const answer = parse(
      await ok('play_test_outcome', {
        input: '4571 0000 0000 0209',
        transaction_type: 'AUTH',
        action: 'capture',
        language: 'python',
      }),
    );
    const expected = playOutcome(
      {
        input: findInputByValue('4571000000000209')!,
        transactionType: 'AUTH',
        followUp: 'capture',
        initiator: 'customer',
      },
      { ...sampleOptions, ...restSecurity },
    );
    assert.deepEqual(answer.statuses, ['PENDING', 'AUTHORIZED', 'SUCCEEDED']);
    assert.deepEqual(
      answer.steps.map((step) => [step.request?.body, step.answer, step.request?.sample.code]),
      expected.steps.map((step) => [
        step.call?.body,
        step.call ? { httpStatus: step.call.response.status, body: step.call.response.body } : undefined,
        step.call?.samples.python,
      ]),
    );
    assert.deepEqual(
      answer.steps.flatMap((step) => step.deliveries.map((d) => [d.headers, d.body])),
      expected.steps.flatMap((step) => step.deliveries.map((d) => [Object.fromEntries(d.headers), d.body])),
    );
    assert.equal(answer.replayScript, replayScript(expected));
    assert.equal(
      answer.explorerUrl,
      `${SITE}/testing/outcome-explorer/?card=4571000000000209&type=AUTH&action=capture`,
    );
    for (const url of [answer.explorerUrl, ...answer.links.map((link) => link.url)])
      assert.ok(routes.has(routeOfUrl(url)), `${url} is not a route of the site`);
  });

  test('phones, IBANs and PayPal outcomes are found by value; bad inputs are tool errors', async () => {
    assert.deepEqual(parse(await ok('play_test_outcome', { input: '+34700000003' })).statuses, ['PENDING', 'EXPIRED']);
    assert.deepEqual(
      parse(await ok('play_test_outcome', { input: 'paypal:approve', action: 'partial-refund' })).statuses,
      ['PENDING', 'SUCCEEDED', 'PARTIALLY_REFUNDED'],
    );
    assert.match(
      await toolError('play_test_outcome', { input: '4571 0000 0000 0201' }),
      /Closest: 4571 0000 0000 0209/,
    );
    assert.match(
      await toolError('play_test_outcome', { input: '+34700000001', transaction_type: 'AUTH' }),
      /AUTH is for cards only/,
    );
  });

  test('a card charged without the customer is played as a merchant-initiated charge', async () => {
    // The authentication-required card: declined with 112 without the customer, paid after the challenge with them.
    const without = parse(await ok('play_test_outcome', { input: '4571 0000 0000 1405', initiated_by: 'merchant' }));
    assert.deepEqual(without.statuses, ['PENDING', 'FAILED']);
    assert.equal(without.steps[0]!.request!.operationId, 'payments-recurring');
    assert.equal(without.explorerUrl, `${SITE}/testing/outcome-explorer/?card=4571000000001405&by=merchant`);
    assert.deepEqual(parse(await ok('play_test_outcome', { input: '4571 0000 0000 1405' })).statuses, [
      'PENDING',
      'SUCCEEDED',
    ]);
    assert.match(
      await toolError('play_test_outcome', { input: '4571 0000 0000 0407', initiated_by: 'merchant' }),
      /not one/,
    );
  });
});

describe('explain_error', () => {
  test('answers with the errors reference row of a REST body, a GraphQL error, a Payment or a bare code, its URL on the page', async () => {
    const errorsHtml = loadHtml(readFileSync(path.join(buildDir, 'errors', 'index.html'), 'utf8'));
    const cases: Array<[string, string[]]> = [
      [
        JSON.stringify({
          status: 422,
          type: 'UNPROCESSABLE_ENTITY',
          code: 'INVALID_STATUS',
          message: 'x',
          requestId: 'req_1',
          errors: [],
        }),
        ['INVALID_STATUS'],
      ],
      [
        JSON.stringify({
          errors: [{ message: 'x', extensions: { code: 'PAYMENT_TOKEN_INVALID', type: 'UNPROCESSABLE_ENTITY' } }],
        }),
        ['PAYMENT_TOKEN_INVALID'],
      ],
      [JSON.stringify({ id: 'pay_1', status: 'FAILED', statusCode: '102' }), ['102']],
      ['AMOUNT_EXCEEDS_REFUNDABLE', ['AMOUNT_EXCEEDS_REFUNDABLE']],
      ['401', ['401', 'UNAUTHORIZED']],
    ];
    for (const [input, names] of cases) {
      const rows = JSON.parse(await ok('explain_error', { error: input })) as Array<{
        code?: string;
        type?: string;
        url: string;
      }>;
      assert.deepEqual(
        rows.map((row) => row.code ?? row.type),
        names,
        input,
      );
      assert.deepEqual(
        rows.map(({ url, ...row }) => ({ ...row, route: routeOfUrl(url) + new URL(url).hash })),
        explainError(input),
        input,
      );
      for (const row of rows) {
        const anchor = new URL(row.url).hash.slice(1);
        assert.equal(routeOfUrl(row.url), '/errors/');
        assert.equal(errorsHtml(`[id="${anchor}"]`).length, 1, `${row.url}: no such anchor on the errors page`);
      }
    }
    assert.match(await toolError('explain_error', { error: 'INVALID_STATU' }), /Closest: INVALID_STATUS/);
  });
});

describe('llms.txt', () => {
  test('lists every tool the server registers', async () => {
    const { tools } = await session.client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), Object.keys(docsMcpTools).sort());
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    for (const tool of Object.keys(docsMcpTools))
      assert.ok(llms.includes(`\`${tool}\``), `llms.txt does not list ${tool}`);
  });
});
