/**
 * Bad sources stop `npm run gen` with a message naming the file and the location, and leave the
 * last good generated pages and every hand-written page untouched. The first case runs the command
 * itself (its exit status and what it prints); the others call the generation it runs, in this
 * process, and read the message it would print (`formatGenerationError`): a command per case cost
 * about 2 s of starting TypeScript and loading the generators each.
 */
import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { root, graphqlSchema, typescriptCommand } from './support/sources';
import { DIRECTIVE_EXAMPLES } from '../../scripts/lib/graphql-directive-pages';
import { generateReferences } from '../../scripts/references/generate';
import { formatGenerationError } from '../../scripts/references/errors';

const fixtures = path.join(root, 'tests/fixtures/bad-input');
const script = path.join(root, 'scripts/generate-references.ts');

/** A scratch site with one bad source, a hand-written landing page and a previously generated page. */
function scratchSite(
  kind: 'openapi' | 'graphql',
  fixture: string,
): { dir: string; handWritten: string; generated: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-bad-input-'));
  const apiDir = kind === 'openapi' ? 'apis/rest' : 'apis/graphql';
  mkdirSync(path.join(dir, apiDir, kind === 'openapi' ? '' : 'types/objects'), { recursive: true });
  mkdirSync(path.join(dir, kind), { recursive: true });
  copyFileSync(
    path.join(fixtures, fixture),
    path.join(dir, kind === 'openapi' ? 'openapi/openapi.yaml' : 'graphql/schema.graphql'),
  );
  const handWritten = path.join(dir, apiDir, 'index.mdx');
  const generated = path.join(
    dir,
    apiDir,
    kind === 'openapi' ? 'payments-create.api.mdx' : 'types/objects/payment.mdx',
  );
  writeFileSync(handWritten, '---\ntitle: Landing\n---\n\nHand-written.\n');
  writeFileSync(generated, '---\ntitle: Last good page\n---\n\nGenerated earlier.\n');
  return { dir, handWritten, generated };
}

/** `npm run gen -- --only <only>` in `dir`: its exit status and output. */
function generateCommand(dir: string, only: 'rest' | 'graphql'): { status: number | null; output: string } {
  const result = spawnSync(...typescriptCommand(script, '--only', only), { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The same generation in this process (it reads paths relative to the working directory): whether it stopped, and what the command prints then. */
async function generateHere(dir: string, only?: 'rest' | 'graphql'): Promise<{ status: number; output: string }> {
  const start = process.cwd();
  process.chdir(dir);
  const quiet = mock.method(console, 'log', () => undefined);
  try {
    await generateReferences({ siteDir: dir, ...(only ? { only } : {}) });
    return { status: 0, output: '' };
  } catch (error) {
    return { status: 1, output: formatGenerationError(error) };
  } finally {
    quiet.mock.restore();
    process.chdir(start);
  }
}

const cases: Array<{
  name: string;
  kind: 'openapi' | 'graphql';
  fixture: string;
  location: RegExp;
  message: RegExp;
  /** Text the message must not name (what the check leaves alone). */
  absent?: string[];
}> = [
  {
    name: 'YAML that does not parse',
    kind: 'openapi',
    fixture: 'yaml-syntax.openapi.yaml',
    location: /openapi\/openapi\.yaml:\d+:\d+/,
    message: /YAML does not parse/,
  },
  {
    name: 'a $ref to nothing',
    kind: 'openapi',
    fixture: 'dangling-ref.openapi.yaml',
    location: /openapi\/openapi\.yaml:16/,
    message: /Paymnet" points to nothing/,
  },
  {
    name: 'an operation without responses',
    kind: 'openapi',
    fixture: 'no-responses.openapi.yaml',
    location: /openapi\/openapi\.yaml:7/,
    message: /POST \/payments has no responses/,
  },
  {
    name: 'a Swagger 2.0 description',
    kind: 'openapi',
    fixture: 'swagger-2.openapi.yaml',
    location: /openapi\/openapi\.yaml:1/,
    message: /Swagger 2\.0 is not read: convert it to OpenAPI 3 first/,
  },
  {
    // Redocly's structure rule: lint gates on what is wrong, not on style (a missing summary passes).
    name: 'a parameter in the body, as Swagger 2.0 wrote it',
    kind: 'openapi',
    fixture: 'struct-error.openapi.yaml',
    location: /openapi\/openapi\.yaml:10:\d+/,
    message: /`in` can be one of the following only/,
  },
  {
    name: 'GraphQL SDL with a syntax error',
    kind: 'graphql',
    fixture: 'syntax-error.graphql',
    location: /graphql\/schema\.graphql:9:\d+/,
    message: /Syntax Error/,
  },
  {
    name: 'SDL referring to an unknown type',
    kind: 'graphql',
    fixture: 'unknown-type.graphql',
    location: /graphql\/schema\.graphql:4:\d+/,
    message: /Unknown type:? "Money"/,
  },
  {
    // graphql-js reports these without a location; GitHub's published SDL has two.
    name: 'SDL defining a field twice',
    kind: 'graphql',
    fixture: 'duplicate-field.graphql',
    location: /graphql\/schema\.graphql:5:3/,
    message: /Field "Payment\.amount" can only be defined once/,
  },
];

cases.forEach((bad, index) => {
  test(`${bad.name} stops generation with file and location, and keeps every page`, async () => {
    const site = scratchSite(bad.kind, bad.fixture);
    const before = {
      handWritten: readFileSync(site.handWritten, 'utf8'),
      generated: readFileSync(site.generated, 'utf8'),
    };
    const only = bad.kind === 'openapi' ? 'rest' : 'graphql';
    const { status, output } = index === 0 ? generateCommand(site.dir, only) : await generateHere(site.dir, only);
    assert.notEqual(status, 0, 'generation must fail');
    assert.match(output, bad.location);
    assert.match(output, bad.message);
    for (const text of bad.absent ?? []) assert.ok(!output.includes(text), `the message names ${text}:\n${output}`);
    assert.equal(readFileSync(site.handWritten, 'utf8'), before.handWritten, 'hand-written page changed');
    assert.equal(readFileSync(site.generated, 'utf8'), before.generated, 'last good generated page changed');
  });
});

test('a relative link in a description is shown as its text, with a located warning, and generation goes on', async () => {
  for (const [kind, fixture, page, warning, shown] of [
    [
      'openapi',
      'relative-link.openapi.yaml',
      'apis/rest/payments-create.api.mdx',
      /openapi\/openapi\.yaml:\d+:\d+: POST \/payments: shown as text, .*\.\.\/amounts\//,
      'see the amounts.',
    ],
    [
      'graphql',
      'relative-link.graphql',
      'apis/graphql/types/objects/payment.mdx',
      /graphql\/schema\.graphql:\d+:\d+: Payment: shown as text, .*refunds\.md/,
      'Refunds: see refunds.',
    ],
  ] as const) {
    const site = scratchSite(kind, fixture);
    const warnings: string[] = [];
    const warn = mock.method(console, 'warn', (line: string) => void warnings.push(line));
    try {
      const { status, output } = await generateHere(site.dir, kind === 'openapi' ? 'rest' : 'graphql');
      assert.equal(status, 0, output);
    } finally {
      warn.mock.restore();
    }
    assert.match(warnings.join('\n'), warning);
    const mdx = readFileSync(path.join(site.dir, page), 'utf8');
    assert.ok(mdx.includes(shown), `${page} shows the link's text:\n${mdx}`);
    assert.doesNotMatch(mdx, /\]\((\.\.\/amounts\/|refunds\.md)\)/);
  }
});

test('every problem of a source is reported in one run, each located', async () => {
  for (const [kind, fixture, expected] of [
    [
      'openapi',
      'several-problems.openapi.yaml',
      [
        /:11:\d+: .*`in` can be one of the following only/,
        /:13:?\d*: \$ref "#\/components\/schemas\/Paymnet" points to nothing/,
        /:18:?\d*: POST \/refunds has no responses/,
      ],
    ],
    ['graphql', 'several-problems.graphql', [/:6:3: Field "Payment\.amount" can only be defined once/]],
  ] as const) {
    const { status, output } = await generateHere(
      scratchSite(kind, fixture).dir,
      kind === 'openapi' ? 'rest' : 'graphql',
    );
    assert.notEqual(status, 0);
    for (const problem of expected) assert.match(output, problem);
    assert.equal(
      output.match(/Paymnet/g)?.length ?? 0,
      kind === 'openapi' ? 1 : 0,
      `one report per problem:\n${output}`,
    );
  }
});

test('when both sources are wrong, one run names the problems of both', async () => {
  const site = scratchSite('openapi', 'dangling-ref.openapi.yaml');
  mkdirSync(path.join(site.dir, 'graphql'));
  copyFileSync(path.join(fixtures, 'unknown-type.graphql'), path.join(site.dir, 'graphql/schema.graphql'));
  const { status, output } = await generateHere(site.dir);
  assert.notEqual(status, 0);
  assert.match(output, /openapi\/openapi\.yaml:16.*Paymnet" points to nothing/);
  assert.match(output, /graphql\/schema\.graphql:4:\d+: .*Unknown type:? "Money"/);
});

test('the directive pages show examples that are valid operations', () => {
  for (const [name, example] of Object.entries(DIRECTIVE_EXAMPLES)) {
    assert.deepEqual(
      validate(graphqlSchema(), parse(example)).map((error) => error.message),
      [],
      `@${name} example`,
    );
  }
  assert.ok(buildSchema);
});
