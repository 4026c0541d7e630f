/**
 * The API change report (scripts/api-diff): fixture pairs in tests/fixtures/api-diff/ (base + one change each)
 * for both APIs, the Markdown rendering, and the command against a throwaway git repository.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { diffOpenApi } from '../../scripts/api-diff/openapi';
import { diffGraphql } from '../../scripts/api-diff/graphql';
import { renderReport } from '../../scripts/api-diff/markdown';
import type { ApiChange, Level } from '../../scripts/api-diff/types';

const fixtures = path.resolve(__dirname, '../fixtures/api-diff');
const root = path.resolve(__dirname, '../..');
const openapi = (name: string) => readFileSync(path.join(fixtures, 'openapi', `${name}.yaml`), 'utf8');
const graphql = (name: string) => readFileSync(path.join(fixtures, 'graphql', `${name}.graphql`), 'utf8');

const restAgainstBase = (name: string) => diffOpenApi(openapi('base'), openapi(name));
const graphqlAgainstBase = (name: string) => diffGraphql(graphql('base'), graphql(name));

function at(changes: ApiChange[], level: Level): string[] {
  return changes
    .filter((change) => change.level === level && !change.docsOnly)
    .map((change) => `${change.location}: ${change.message}`);
}

test('REST: a removed operation is breaking', async () => {
  assert.deepEqual(at(await restAgainstBase('removed-operation'), 'breaking'), [
    'GET /payments/{paymentId} (payments-get): operation removed',
  ]);
});

test('REST: a removed enum value is breaking', async () => {
  assert.deepEqual(at(await restAgainstBase('removed-enum-value'), 'breaking'), [
    'PaymentStatus: enum value `REFUNDED` removed',
  ]);
});

test('REST: a new required request field is breaking', async () => {
  assert.deepEqual(at(await restAgainstBase('new-required-input'), 'breaking'), [
    'CreatePaymentRequest.orderId: required property added',
  ]);
});

test('REST: optional request fields, new response fields and new operations are non-breaking', async () => {
  const changes = await restAgainstBase('added-optional-field');
  assert.deepEqual(at(changes, 'breaking'), []);
  assert.deepEqual(at(changes, 'dangerous'), []);
  assert.deepEqual(at(changes, 'non-breaking').sort(), [
    'CreatePaymentRequest.customer.name: optional property added',
    'CreatePaymentRequest.description: optional property added',
    'POST /payments/{paymentId}/receipt (payments-send-receipt): operation added',
    'Payment.createdAt: optional property added',
  ]);
});

test('REST: classification follows the direction a schema is used in', async () => {
  // Payment is only ever received: a new required property is safe there, a new enum value in PaymentStatus is not.
  const base = openapi('base');
  const after = base
    .replace('required: [id, amount, currency, status]', 'required: [id, amount, currency, status, livemode]')
    .replace(
      '        id:\n          type: string\n',
      '        id:\n          type: string\n        livemode:\n          type: boolean\n',
    )
    .replace('[PENDING, SUCCEEDED, FAILED, REFUNDED]', '[PENDING, SUCCEEDED, FAILED, REFUNDED, DISPUTED]');
  const changes = await diffOpenApi(base, after);
  assert.deepEqual(at(changes, 'non-breaking'), ['Payment.livemode: required property added']);
  assert.deepEqual(at(changes, 'dangerous'), ['PaymentStatus: enum value `DISPUTED` added']);
  assert.deepEqual(at(changes, 'breaking'), []);
});

test('REST: renamed operationIds, new required parameters and changed types are breaking', async () => {
  const base = openapi('base');
  const after = base
    .replace('operationId: payments-get', 'operationId: payments-retrieve')
    .replace(
      '      required: false\n      schema:\n        type: string',
      '      required: true\n      schema:\n        type: string',
    )
    .replace(
      '        amount:\n          type: integer\n          minimum: 1',
      '        amount:\n          type: string',
    );
  assert.deepEqual(at(await diffOpenApi(base, after), 'breaking').sort(), [
    'CreatePaymentRequest.amount: type changed from `integer` to `string`',
    'GET /payments/{paymentId} (payments-get): operationId renamed to `payments-retrieve` (generated clients and the reference page URL change)',
    'POST /payments (payments-create) header parameter `Idempotency-Key`: now required',
  ]);
});

test('REST: the same document, however serialised, has no changes; a new document is all additions', async () => {
  assert.deepEqual(await diffOpenApi(openapi('base'), openapi('base').replace(/^#.*\n/, '')), []);
  const added = await diffOpenApi(null, openapi('base'));
  assert.ok(added.length > 0);
  assert.ok(added.every((change) => change.level === 'non-breaking'));
});

test('REST: an unreadable document is reported with its side', async () => {
  await assert.rejects(() => diffOpenApi(openapi('base'), 'openapi: [unclosed'), /new OpenAPI document/);
});

test('GraphQL: a removed operation is breaking', async () => {
  assert.deepEqual(at(await graphqlAgainstBase('removed-operation'), 'breaking'), [
    "Mutation.refundPayment: Field 'refundPayment' was removed from object type 'Mutation'",
  ]);
});

test('GraphQL: a removed enum value is breaking', async () => {
  assert.deepEqual(at(await graphqlAgainstBase('removed-enum-value'), 'breaking'), [
    "PaymentStatus.REFUNDED: Enum value 'REFUNDED' was removed from enum 'PaymentStatus'",
  ]);
});

test('GraphQL: a new required input field is breaking', async () => {
  assert.deepEqual(at(await graphqlAgainstBase('new-required-input'), 'breaking'), [
    "CreatePaymentInput.orderId: Input field 'orderId' of type 'String!' was added to input object type 'CreatePaymentInput'",
  ]);
});

test('GraphQL: optional input fields, new fields and new queries are non-breaking', async () => {
  const changes = await graphqlAgainstBase('added-optional-field');
  assert.deepEqual(at(changes, 'breaking'), []);
  assert.deepEqual(at(changes, 'dangerous'), []);
  assert.deepEqual(at(changes, 'non-breaking').sort(), [
    "CreatePaymentInput.description: Input field 'description' of type 'String' was added to input object type 'CreatePaymentInput'",
    "Payment.createdAt: Field 'createdAt' was added to object type 'Payment'",
    "Query.payments.first: Argument 'first: Int' added to field 'Query.payments'",
    "Query.payments: Field 'payments' was added to object type 'Query'",
  ]);
  assert.ok(
    changes.some((change) => change.docsOnly),
    'the new description is kept as a description change',
  );
});

test('the report groups changes by API and level, worst first, with a findable marker', async () => {
  const report = renderReport('origin/main', [
    { title: 'REST API', file: 'openapi/openapi.yaml', changes: await restAgainstBase('removed-operation') },
    { title: 'GraphQL API', file: 'graphql/schema.graphql', changes: [] },
  ]);
  assert.match(report, /^<!-- pagora-api-change-report -->\n## API changes against `origin\/main`/);
  assert.match(report, /- \*\*REST API\*\* \(`openapi\/openapi.yaml`\): 1 breaking, 0 dangerous, 0 non-breaking/);
  assert.match(report, /> \[!WARNING\]/);
  assert.match(
    report,
    /### REST API\n\n#### Breaking \(1\)\n\n- `GET \/payments\/\{paymentId\} \(payments-get\)`: operation removed/,
  );
  assert.match(report, /### GraphQL API\n\nNo changes to `graphql\/schema.graphql`\./);
});

test('npm run api:diff compares the working tree with a git ref', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'api-diff-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: repo,
        stdio: 'pipe',
      });
    mkdirSync(path.join(repo, 'openapi'));
    mkdirSync(path.join(repo, 'graphql'));
    writeFileSync(path.join(repo, 'openapi/openapi.yaml'), openapi('base'));
    writeFileSync(path.join(repo, 'graphql/schema.graphql'), graphql('base'));
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'base');
    writeFileSync(path.join(repo, 'openapi/openapi.yaml'), openapi('removed-enum-value'));
    writeFileSync(path.join(repo, 'graphql/schema.graphql'), graphql('new-required-input'));

    // The repository lives outside the project, so point --import at the project's tsx by URL.
    const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
    const run = (ref: string) =>
      spawnSync(process.execPath, ['--import', tsxLoader, path.join(root, 'scripts/api-diff/index.ts'), ref], {
        cwd: repo,
        encoding: 'utf8',
      });
    const ok = run('HEAD');
    assert.equal(ok.status, 0, ok.stderr);
    assert.match(ok.stdout, /- `PaymentStatus`: enum value `REFUNDED` removed/);
    assert.match(ok.stdout, /- `CreatePaymentInput.orderId`: Input field 'orderId' of type 'String!' was added/);

    const bad = run('no-such-branch');
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /"no-such-branch" is not a commit/);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
