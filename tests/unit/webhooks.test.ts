/**
 * The webhook reference: openapi/ `webhooks` and GraphQL `WebhookEventType` list the same events,
 * every example validates against its payload schema, the payload types are the same in both APIs,
 * the generator writes a page per event (and names file and line on bad input), and the retry
 * schedule is stated only in data/webhook-delivery.ts.
 *
 * Run: node --import tsx --test tests/unit/webhooks.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GraphQLEnumType, GraphQLObjectType } from 'graphql';
import { graphqlSchema, guideFiles, openapi, openapiValidator, root } from './support/sources';
import { generateWebhookPages } from '../../scripts/webhooks/generate';
import { readWebhookEvents, type EnvelopeEvent } from '../../scripts/webhooks/model';
import { SourceError } from '../../scripts/lib/source-errors';
import { mdxToMarkdown } from '../../scripts/llms/mdx-to-markdown';
import { RestModel } from '../../shared/rest-model/model';
import { OpenApiPages } from '../../scripts/llms/openapi-pages';
import { WebhookPages } from '../../scripts/llms/webhook-pages';
import { handWrittenDocs } from '../../scripts/llms/sources';
import type { OpenApiDocument } from '../../scripts/lib/openapi-source';
import {
  maxDeliveryAttempts,
  retryScheduleSentence,
  retryWindowSeconds,
  webhookDelivery,
} from '../../data/webhook-delivery';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;
const doc = openapi() as unknown as OpenApiDocument & { webhooks: Obj };
const specFile = 'openapi/openapi.yaml';

/**
 * Pagora's events, each in the event envelope: a webhook outside it would get a plain page, without
 * the delivery contract and receivers Pagora's events have.
 */
async function pagoraEvents(): Promise<EnvelopeEvent[]> {
  return (await readWebhookEvents(doc, specFile)).map((event) => {
    if (event.envelopeSchema === undefined) assert.fail(`${event.type} is not in the event envelope`);
    return event;
  });
}

test('the webhooks of openapi/ are exactly the WebhookEventType values of graphql/, in order', () => {
  const values = (graphqlSchema().getType('WebhookEventType') as GraphQLEnumType).getValues().map((v) => v.name);
  assert.ok(values.length > 10, 'WebhookEventType has its values');
  assert.deepEqual(Object.keys(doc.webhooks), values);
  assert.deepEqual((doc.components!.schemas as Obj).WebhookEventType.enum, values);
});

test('every webhook example validates against its payload schema and names its own event', async () => {
  const ajv = openapiValidator();
  const failures: string[] = [];
  for (const event of await pagoraEvents()) {
    const validate = ajv.getSchema(`pagora#/components/schemas/${event.envelopeSchema}`)!;
    const examples = Object.entries(
      doc.webhooks[event.type].post.requestBody.content['application/json'].examples as Obj,
    );
    assert.ok(examples.length > 0, `${event.type} has an example`);
    for (const [name, example] of examples) {
      if (!validate(example.value)) failures.push(`${event.type} ${name}: ${ajv.errorsText(validate.errors)}`);
      if (example.value.type !== event.type) failures.push(`${event.type} ${name}: type is ${example.value.type}`);
    }
    const ids = event.headers.find((header) => header.name === webhookDelivery.signature.eventIdHeader);
    assert.equal(ids?.example, event.example.id, `${event.type}: the event id header matches the example`);
  }
  assert.deepEqual(failures, []);
});

test('each example event has its own id, so a receiver that ignores repeated ids processes every one', () => {
  // The guides tell receivers to store processed ids and ignore a repeat: examples that shared one id
  // would be dropped as duplicates when a reader replays several of them.
  const events = new Map<string, string>();
  const problems: string[] = [];
  const record = (where: string, value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const { id, type, createdAt } = value as Obj;
    if (typeof id !== 'string' || !id.startsWith('evt_')) return;
    const event = `${type} at ${createdAt}`;
    const seen = events.get(id);
    if (seen && seen !== event) problems.push(`${where}: ${id} is also the id of ${seen}`);
    events.set(id, event);
  };
  for (const [type, webhook] of Object.entries(doc.webhooks as Obj)) {
    for (const [name, example] of Object.entries(
      (webhook.post.requestBody.content['application/json'].examples ?? {}) as Obj,
    ))
      record(`webhooks.${type} ${name}`, example.value);
  }
  for (const [name, schema] of Object.entries(doc.components!.schemas as Obj))
    record(`components.schemas.${name}`, schema.example);
  assert.ok(events.size >= Object.keys(doc.webhooks).length, `only ${events.size} example events found`);
  assert.deepEqual(problems, []);
});

test('a tampered example fails validation (the check is not vacuous)', () => {
  const ajv = openapiValidator();
  const validate = ajv.getSchema('pagora#/components/schemas/PaymentEvent')!;
  const example = structuredClone(doc.webhooks.PAYMENT_SUCCEEDED.post.requestBody.content['application/json']) as Obj;
  const value = Object.values(example.examples as Obj)[0].value as Obj;
  value.data.amount = '25.90';
  assert.equal(validate(value), false);
});

const twins: Array<[rest: string, graphql: string]> = [
  ['WebhookEvent', 'Event'],
  ['ChargebackAlert', 'ChargebackAlert'],
  ['Payout', 'Payout'],
  ['Settlement', 'Settlement'],
  ['SettlementBreakdown', 'SettlementBreakdown'],
  ['Account', 'Account'],
];
for (const [restName, graphqlName] of twins) {
  test(`payload ${restName}: every REST field exists on GraphQL ${graphqlName}`, () => {
    const fields = Object.keys((doc.components!.schemas as Obj)[restName]?.properties ?? {});
    const type = graphqlSchema().getType(graphqlName);
    assert.ok(type instanceof GraphQLObjectType);
    assert.ok(fields.length > 3);
    assert.deepEqual(
      fields.filter((field) => !(field in type.getFields())),
      [],
    );
  });
}

for (const name of [
  'ChargebackAlertSource',
  'ChargebackAlertOutcome',
  'PayoutStatus',
  'SettlementStatus',
  'AccountStatus',
]) {
  test(`payload enum ${name} has the same values in openapi/ and graphql/`, () => {
    const type = graphqlSchema().getType(name);
    assert.ok(type instanceof GraphQLEnumType);
    assert.deepEqual(
      (doc.components!.schemas as Obj)[name]?.enum,
      type.getValues().map((value) => value.name),
    );
  });
}

test('the generator writes an index, a page per event with its payload rows, and a sidebar listing them', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'pagora-webhooks-'));
  try {
    const count = await generateWebhookPages(await RestModel.of(doc), specFile, undefined, out);
    assert.equal(count, Object.keys(doc.webhooks).length);
    const files = readdirSync(out);
    assert.ok(files.includes('index.mdx'));
    const sidebar = readFileSync(path.join(out, 'sidebar.ts'), 'utf8');
    for (const type of Object.keys(doc.webhooks)) {
      const slug = type.toLowerCase().replace(/_/g, '-');
      const page = readFileSync(path.join(out, `${slug}.mdx`), 'utf8');
      assert.match(page, new RegExp(`^title: "${type}"$`, 'm'));
      // The payload's rows, the envelope's first, with ids as on a schema page.
      assert.match(page, /<Field id=\{"schema\.id"\} name=\{"id"\}/);
      // `data`'s rows: on the page, or, for an object several events carry, in its partial rendered at `schema.data`.
      const shared = /^import (SharedFields\d+) from "\.\/_fields\/([\w-]+\.mdx)";$/m.exec(page);
      if (shared) {
        assert.match(page, new RegExp(`<${shared[1]} at=\\{"schema\\.data"\\} />`));
        const partial = readFileSync(path.join(out, '_fields', shared[2]!), 'utf8');
        assert.match(partial, /<Field id=\{props\.at \+ "\.[A-Za-z]+"\}/);
      } else assert.match(page, /<Field id=\{"schema\.data\.[A-Za-z]+"\}/);
      assert.match(page, /<RetrySchedule \/>/);
      assert.match(page, /\/guides\/verify-signature\//);
      assert.match(page, /\/apis\/graphql\/operations\/queries\/webhook-deliveries\//);
      for (const tab of ['curl', 'javascript', 'python', 'php'])
        assert.match(page, new RegExp(`<TabItem value="${tab}"`));
      assert.ok(sidebar.includes(`"webhooks/${slug}"`), `sidebar lists ${slug}`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('a webhook outside the envelope keeps the index’s delivery contract, which the other events’ pages link to', async () => {
  const mixed = structuredClone(doc) as Obj;
  mixed.webhooks.LEGACY_PING = {
    post: {
      description: 'Sent when an old integration checks the endpoint.',
      requestBody: {
        content: { 'application/json': { schema: { type: 'object' }, examples: { ping: { value: { ok: true } } } } },
      },
      responses: { '200': { description: 'Received.' } },
    },
  };
  const out = mkdtempSync(path.join(tmpdir(), 'pagora-webhooks-'));
  try {
    await generateWebhookPages(await RestModel.of(mixed as OpenApiDocument), specFile, undefined, out);
    const index = readFileSync(path.join(out, 'index.mdx'), 'utf8');
    assert.match(index, /^## The event envelope$/m);
    assert.match(index, /^## Retry schedule \\\{#retries\}$/m);
    assert.match(
      index,
      /^\| \[`LEGACY_PING`\]\(\.\/legacy-ping\.mdx\) \| Sent when an old integration checks the endpoint\. \| {2}\|$/m,
    );
    assert.match(index, /Every event with a `data` schema above is a/);
    const envelopeEvent = readFileSync(path.join(out, 'payout-paid.mdx'), 'utf8');
    assert.match(envelopeEvent, /\/apis\/rest\/webhooks\/#retries/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('a webhook without an example stops generation with the file and line', async () => {
  const broken = structuredClone(doc) as Obj;
  delete broken.webhooks.PAYOUT_PAID.post.requestBody.content['application/json'].examples;
  const text = readFileSync(path.join(root, specFile), 'utf8');
  await assert.rejects(
    () => readWebhookEvents(broken as OpenApiDocument, specFile, text),
    (error: unknown) =>
      error instanceof SourceError &&
      error.problems.length === 1 &&
      /^openapi\/openapi\.yaml:\d+: webhooks\.PAYOUT_PAID\.post: requestBody needs at least one example/.test(
        error.message,
      ),
  );
});

test('the retry schedule reads as offsets from the first attempt, with its total', () => {
  assert.equal(maxDeliveryAttempts, webhookDelivery.retryOffsetsSeconds.length + 1);
  assert.equal(retryWindowSeconds, webhookDelivery.retryOffsetsSeconds.at(-1));
  const offsets = [...webhookDelivery.retryOffsetsSeconds];
  assert.deepEqual(
    offsets,
    [...offsets].sort((a, b) => a - b),
    'offsets grow',
  );
  assert.equal(
    retryScheduleSentence(),
    '1 minute, 5 minutes, 30 minutes, 2 hours, 6 hours and 24 hours after the first attempt (7 attempts in 24 hours)',
  );
});

test('no guide or spec restates the retry schedule: they use <RetrySchedule /> or link to it', () => {
  // Two or more retry times in a row is a hand-written copy of the schedule.
  const copy = /\b\d+\s*(min|minutes?|h|hours?)\b,\s*\d+\s*(min|minutes?|h|hours?)\b/;
  const sources = [
    ...guideFiles(),
    path.join(root, 'apis/rest/index.mdx'),
    path.join(root, 'apis/graphql/index.mdx'),
    path.join(root, specFile),
    path.join(root, 'graphql/schema.graphql'),
  ];
  const copies = sources.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (copy.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [])),
  );
  assert.deepEqual(copies, []);
  const users = guideFiles().filter((file) => readFileSync(file, 'utf8').includes('<RetrySchedule />'));
  assert.ok(users.length >= 5, `guides render the schedule from the data (found ${users.length})`);
});

test('the Markdown copy of a guide prints the schedule where <RetrySchedule /> stands', () => {
  const { body } = mdxToMarkdown('---\ntitle: T\n---\n\nOtherwise Pagora tries again <RetrySchedule />.\n');
  assert.equal(body, `Otherwise Pagora tries again ${retryScheduleSentence()}.`);
});

test("each event page's Markdown copy lists every payload field with its type, requiredness and description", async () => {
  const model = await RestModel.of(doc);
  const copies = await WebhookPages.of(model, new OpenApiPages(model, () => true));
  const problems: string[] = [];
  const events = await pagoraEvents();
  for (const event of events) {
    const markdown = copies.page(`webhooks/${event.slug}`, `/apis/rest/webhooks/${event.slug}/`)?.markdown ?? '';
    const payload = markdown.slice(markdown.indexOf('## Payload'), markdown.indexOf('## Example'));
    const fields = (schemaName: string, prefix: string): Array<[string, boolean, string]> => {
      const shape = model.objectShape({ $ref: `#/components/schemas/${schemaName}` });
      return Object.entries(shape.properties).map(([name, property]) => [
        `${prefix}${name}`,
        shape.required.has(name),
        String(model.deref(property).description ?? (property as Obj).description ?? '').slice(0, 30),
      ]);
    };
    for (const [name, required, description] of [
      ...fields(event.envelopeSchema, ''),
      ...fields(event.dataSchema, 'data.'),
    ]) {
      const row = payload.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      if (!row) problems.push(`${event.type}: no row for ${name}`);
      else if (!row.includes(` | ${required ? 'yes' : 'no'} | `)) problems.push(`${event.type}: ${name} required?`);
      else if (description && !row.includes(description.split('`')[0]!)) problems.push(`${event.type}: ${name} text`);
    }
    if (/<Field\b|<\/Field>/.test(markdown)) problems.push(`${event.type}: JSX left in the copy`);
  }
  assert.ok(events.length > 10);
  assert.deepEqual(problems, []);
});

test('the generated event pages are not taken for hand-written MDX, so their copies come from the webhook model', async () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'webhook-sources-'));
  try {
    await generateWebhookPages(await RestModel.of(doc), specFile, undefined, path.join(siteDir, 'apis/rest/webhooks'));
    writeFileSync(path.join(siteDir, 'apis/rest/index.mdx'), '---\ntitle: REST API\n---\n\nHand-written.\n');
    const sources = handWrittenDocs(siteDir).map((source) => path.relative(siteDir, source.file));
    assert.deepEqual(sources, ['apis/rest/index.mdx']);
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
  const model = await RestModel.of(doc);
  const index = (await WebhookPages.of(model, new OpenApiPages(model, () => true))).page(
    'webhooks/index',
    '/apis/rest/webhooks/',
  );
  assert.match(
    index?.markdown ?? '',
    /\| \[`PAYMENT_SUCCEEDED`\]\(https:\/\/docs\.pagora\.com\/apis\/rest\/webhooks\/payment-succeeded\/\) \|/,
  );
  assert.match(
    index?.markdown ?? '',
    new RegExp(`^\\| ${maxDeliveryAttempts} \\| 24 hours after the first attempt \\|$`, 'm'),
  );
});
