/**
 * The bench's generated REST description (scripts/bench/cyclic-api.ts, issue 75), which
 * `npm run bench -- --cyclic` builds with the whole site: its seed alone decides it, it has the size
 * the bench claims (450 operations, 750+ schemas on cycles, with the repetition and markup of real
 * descriptions), and it passes what generation checks, with no Redocly error at all.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { cyclicApi, cyclicApiSchemaCount, defaultCyclicApiSize } from '../../scripts/bench/cyclic-api';
import { checkOpenApiStructure, type OpenApiDocument } from '../../scripts/lib/openapi-source';
import { cyclicGroups, schemaReferences } from '../../shared/rest-model/cycles';

const document = cyclicApi(defaultCyclicApiSize);
const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
const text = JSON.stringify(document);

test('the same seed gives the same document, another seed another of the same size', () => {
  assert.equal(JSON.stringify(cyclicApi(defaultCyclicApiSize)), text);
  const other = cyclicApi({ ...defaultCyclicApiSize, seed: defaultCyclicApiSize.seed! + 1 });
  assert.notEqual(JSON.stringify(other), text);
  assert.equal(Object.keys((other.components as { schemas: object }).schemas).length, Object.keys(schemas).length);
});

test('it has the size and shape the bench claims: 450 operations, 750+ schemas on cycles, shared fields, oneOf, allOf, HTML and links', () => {
  const operations = Object.values(document.paths as Record<string, object>).flatMap((item) => Object.keys(item));
  assert.equal(operations.length, 450);
  assert.equal(Object.keys(schemas).length, cyclicApiSchemaCount(defaultCyclicApiSize));
  assert.ok(Object.keys(schemas).length >= 750);
  assert.ok(cyclicGroups(schemaReferences(schemas)).size >= 450, 'most schemas are on a cycle');
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  assert.ok(count(/"oneOf"/g) >= 90 && count(/"allOf"/g) >= 180);
  assert.ok(count(/Whether the object exists in live mode/g) >= 20, 'a field shared word for word');
  assert.ok(
    count(/<a href=/g) >= 90 && count(/\]\(\/docs\//g) >= 20 && count(/\]\(#/g) >= 20,
    'HTML, root-relative and anchor links',
  );
  assert.ok(count(/x-www-form-urlencoded/g) >= 30);
  assert.ok(text.length > 500_000, `${text.length} characters`);
});

test('it passes generation’s structure check and Redocly’s lint without an error', async () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cyclic-api-')), 'openapi.yaml');
  writeFileSync(file, yaml.dump(document, { noRefs: true, lineWidth: -1 }));
  assert.deepEqual(await checkOpenApiStructure(file, document as OpenApiDocument), []);
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const lint = spawnSync(process.execPath, [cli, 'lint', file, '--format=json', '--extends=minimal'], {
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const { problems } = JSON.parse(lint.stdout) as {
    problems: Array<{ severity: string; ruleId: string; message: string }>;
  };
  assert.deepEqual(
    problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message}`),
    [],
  );
});
