/**
 * The agent instructions of llms.txt (scripts/llms/agent-instructions.ts) come from openapi/,
 * graphql/ and the getting-started guide, list deprecations with their replacements, and stop the
 * build with file and line when a deprecation does not say what replaces it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildSchema } from 'graphql';
import yaml from 'js-yaml';
import {
  agentInstructionsMarkdown,
  collectAgentFacts,
  integrationChoices,
  type AgentSources,
} from '../../scripts/llms/agent-instructions';
import { RestModel, type Json } from '../../shared/rest-model/model';
import { SourceError } from '../../scripts/lib/source-errors';
import { root } from './support/sources';

const openapiText = readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8');
const sdl = readFileSync(path.join(root, 'graphql', 'schema.graphql'), 'utf8');
const gettingStarted = readFileSync(path.join(root, 'docs', 'getting-started.mdx'), 'utf8');

async function sources(overrides: { openapi?: string; sdl?: string; guide?: string } = {}): Promise<AgentSources> {
  const text = overrides.openapi ?? openapiText;
  return {
    openapi: await RestModel.of(yaml.load(text) as Json),
    openapiFile: 'openapi/openapi.yaml',
    openapiText: text,
    schema: buildSchema(overrides.sdl ?? sdl),
    schemaFile: 'graphql/schema.graphql',
    gettingStarted: { markdown: overrides.guide ?? gettingStarted, file: 'docs/getting-started.mdx' },
  };
}

/** The line (1-based) of the first line of `text` matching `pattern` after `after`. */
function lineOf(text: string, pattern: RegExp, after = 0): number {
  const lines = text.split('\n');
  const index = lines.findIndex((line, position) => position >= after && pattern.test(line));
  assert.ok(index >= 0, String(pattern));
  return index + 1;
}

test('every POST that takes an Idempotency-Key is listed, and no other operation', async () => {
  const document = yaml.load(openapiText) as {
    paths: Record<
      string,
      Record<string, { operationId: string; parameters?: Array<{ $ref?: string; name?: string }> }>
    >;
  };
  const takesKey = (parameters: Array<{ $ref?: string; name?: string }> = []): boolean =>
    parameters.some(
      (parameter) =>
        parameter.name === 'Idempotency-Key' || parameter.$ref === '#/components/parameters/IdempotencyKey',
    );
  const expected = Object.values(document.paths).flatMap((item) =>
    item.post && takesKey(item.post.parameters) ? [item.post.operationId] : [],
  );
  assert.ok(expected.length > 5);
  const facts = collectAgentFacts(await sources());
  assert.deepEqual(facts.idempotentPosts, expected);
  const markdown = agentInstructionsMarkdown(facts);
  for (const id of expected) assert.ok(markdown.includes(`[\`${id}\`](https://docs.pagora.com/apis/rest/${id}/)`), id);
  assert.ok(!markdown.includes('`payments-get`'));
});

test('the rules quote the sources: amounts, callback signature headers and keys', async () => {
  const facts = collectAgentFacts(await sources());
  const markdown = agentInstructionsMarkdown(facts);
  assert.match(markdown, /^- \*\*Amounts\*\* are integers in the smallest currency unit/m);
  assert.ok(facts.amountFields.includes('amount'));
  assert.deepEqual(
    facts.signatureHeaders.map((header) => header.name),
    ['Pagora-Timestamp', 'Pagora-Signature'],
  );
  assert.match(markdown, /^ {2}- `Pagora-Signature`: Signature of the call: `v1=` followed by the hex HMAC-SHA256/m);
  assert.match(markdown, /`PAGORA_SECRET_KEY` environment variable/);
  assert.match(markdown, /Bearer sk_test_\.\.\.` in test mode or `Authorization: Bearer sk_live_\.\.\.` in live mode/);
  // The rules' links point at the site, not at relative paths.
  const rules = markdown.slice(markdown.indexOf('### Rules'), markdown.indexOf('### Deprecated'));
  assert.match(rules, /\]\(https:\/\//);
  assert.doesNotMatch(rules, /\]\((?!https:\/\/)/);
});

test("each row of the getting-started guide's integration table becomes a choice, with its guide links", async () => {
  const start = gettingStarted.indexOf('## Choose how customers pay');
  const section = gettingStarted.slice(start, gettingStarted.indexOf('\n## ', start + 1));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .slice(2);
  const { rows: choices } = integrationChoices(gettingStarted, 'docs/getting-started.mdx');
  assert.equal(choices.length, rows.length);
  const markdown = agentInstructionsMarkdown(collectAgentFacts(await sources()));
  for (const choice of choices) {
    assert.ok(markdown.includes(`- **${choice.name}**: choose it when `), choice.name);
    assert.ok(markdown.includes(choice.how), choice.name);
  }
});

test('with nothing deprecated, the section says so', async () => {
  assert.match(
    agentInstructionsMarkdown(collectAgentFacts(await sources())),
    /### Deprecated\n\nNothing in the REST API or the GraphQL API is deprecated\./,
  );
});

test('deprecated REST operations and fields, and GraphQL fields, are listed with their replacements', async () => {
  const openapi = openapiText
    .replace(
      '      operationId: payments-recurring\n',
      '      operationId: payments-recurring\n      deprecated: true\n      x-replaced-by: Use payments-create with a saved paymentToken.\n',
    )
    .replace(
      /(\n {4}Payment:\n(?:.*\n)*? {8}refundedAmount:\n)/,
      '$1          deprecated: true\n          x-replaced-by: Read the refunds from the payment events.\n',
    );
  const schema = `${sdl}\nextend type Query {\n  "Old list."\n  legacyPayments: [Payment!]! @deprecated(reason: "Use payments.")\n}\n`;
  const markdown = agentInstructionsMarkdown(collectAgentFacts(await sources({ openapi, sdl: schema })));
  const deprecated = markdown.slice(markdown.indexOf('### Deprecated'));
  assert.match(deprecated, /^- REST `payments-recurring`: Use payments-create with a saved paymentToken\.$/m);
  assert.match(deprecated, /^- REST `Payment\.refundedAmount`: Read the refunds from the payment events\.$/m);
  assert.match(deprecated, /^- GraphQL `Query\.legacyPayments`: Use payments\.$/m);
  assert.doesNotMatch(deprecated, /Nothing .* is deprecated/);
});

test('a deprecation without a replacement stops the build with file and line', async () => {
  const openapi = openapiText.replace(
    '      operationId: payments-recurring\n',
    '      operationId: payments-recurring\n      deprecated: true\n',
  );
  const post = lineOf(openapi, /^ {4}post:/, lineOf(openapi, /^ {2}\/payments\/recurring:/) - 1);
  const withDeprecation = await sources({ openapi });
  assert.throws(
    () => collectAgentFacts(withDeprecation),
    (error: unknown) =>
      error instanceof SourceError &&
      error.message ===
        `openapi/openapi.yaml:${post}: payments-recurring is deprecated: add "x-replaced-by" saying what to use instead (the agent instructions in llms.txt list it)`,
  );
  const schema = `${sdl}\nextend type Query {\n  legacyPayments: [Payment!]! @deprecated\n}\n`;
  const line = schema.split('\n').length - 2;
  const withGraphqlDeprecation = await sources({ sdl: schema });
  assert.throws(
    () => collectAgentFacts(withGraphqlDeprecation),
    (error: unknown) =>
      error instanceof SourceError &&
      error.message.startsWith(
        `graphql/schema.graphql:${line}:3: Query.legacyPayments is @deprecated without a reason`,
      ),
  );
});

test('a getting-started guide without its integration table stops the build naming the file', async () => {
  const guide = gettingStarted.replace('## Choose how customers pay', '## How customers pay');
  const withoutTable = await sources({ guide });
  assert.throws(
    () => collectAgentFacts(withoutTable),
    /^SourceError: docs\/getting-started\.mdx: no "## Choose how customers pay" section/,
  );
});
