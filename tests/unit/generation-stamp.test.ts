/**
 * `npm run gen` skips a reference only when its sources, generator and generated files are all as
 * they were after its last run (scripts/lib/generation-stamp.ts). Unit cases on a made-up reference,
 * then the generation the script runs, on a small GraphQL schema in a scratch site: generate, skip,
 * regenerate on change.
 */
import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  GENERATOR_INPUTS,
  clearStamp,
  inputsHash,
  staleReason,
  writeStamp,
  type StampedReference,
} from '../../scripts/lib/generation-stamp';
import { generateUnlessFresh } from '../../scripts/lib/reference-stamps';
import { generateReferences } from '../../scripts/references/generate';
import { localModules } from '../../scripts/lib/module-graph';
import { root } from './support/sources';

const start = process.cwd();

function inScratch(run: () => void | Promise<void>): () => Promise<void> {
  return async () => {
    process.chdir(mkdtempSync(path.join(os.tmpdir(), 'pagora-stamp-')));
    try {
      await run();
    } finally {
      process.chdir(start);
    }
  };
}

const reference: StampedReference = {
  name: 'sample',
  inputs: ['source', 'generator.ts'],
  outputs: () => ['out/a.mdx', 'out/b.mdx', 'out/c.mdx'].filter((file) => statSync(file, { throwIfNoEntry: false })),
};

function generateSample(): void {
  mkdirSync('out', { recursive: true });
  writeFileSync('out/a.mdx', `page a from ${readFileSync('source/api.graphql', 'utf8')}`);
  writeFileSync('out/b.mdx', 'page b');
}

function freshSample(): void {
  mkdirSync('source');
  writeFileSync('source/api.graphql', 'type Query { a: Int }');
  writeFileSync('generator.ts', 'export {};');
  const inputs = inputsHash(reference.inputs);
  generateSample();
  writeStamp(reference, inputs);
  assert.equal(staleReason(reference), undefined);
}

test(
  'a reference never generated, or whose stamp was cleared, is stale',
  inScratch(() => {
    assert.match(staleReason(reference) ?? '', /not generated/);
    freshSample();
    clearStamp(reference);
    assert.match(staleReason(reference) ?? '', /not generated/);
  }),
);

test(
  'a changed, added or removed source or generator file makes it stale',
  inScratch(() => {
    freshSample();
    writeFileSync('source/api.graphql', 'type Query { a: Int b: Int }');
    assert.match(staleReason(reference) ?? '', /changed/);
    writeFileSync('source/api.graphql', 'type Query { a: Int }');
    assert.equal(staleReason(reference), undefined, 'restoring the source restores the match');
    writeFileSync('source/extra.graphql', 'scalar X');
    assert.match(staleReason(reference) ?? '', /changed/);
    rmSync('source/extra.graphql');
    writeFileSync('generator.ts', 'export const option = 1;');
    assert.match(staleReason(reference) ?? '', /changed/);
    rmSync('generator.ts');
    assert.match(staleReason(reference) ?? '', /changed/);
  }),
);

test(
  'a guide added or removed makes it stale (descriptions may link to it); a guide edited does not',
  inScratch(() => {
    const withGuides: StampedReference = { ...reference, namesOf: ['docs'] };
    mkdirSync('docs');
    writeFileSync('docs/refunds.mdx', '# Refunds');
    freshSample();
    writeStamp(withGuides, inputsHash(withGuides.inputs, withGuides.namesOf));
    writeFileSync('docs/refunds.mdx', '# Refunds, edited');
    assert.equal(staleReason(withGuides), undefined);
    writeFileSync('docs/payouts.mdx', '# Payouts');
    assert.match(staleReason(withGuides) ?? '', /changed/);
    rmSync('docs/payouts.mdx');
    assert.equal(staleReason(withGuides), undefined);
    rmSync('docs/refunds.mdx');
    assert.match(staleReason(withGuides) ?? '', /changed/);
  }),
);

test(
  'a generator option read from the environment makes it stale',
  inScratch(() => {
    freshSample();
    const previous = process.env.OPENAPI_DOWNLOAD_HOST;
    process.env.OPENAPI_DOWNLOAD_HOST = 'https://js.pagora.com';
    try {
      assert.match(staleReason(reference) ?? '', /changed/);
    } finally {
      if (previous === undefined) delete process.env.OPENAPI_DOWNLOAD_HOST;
      else process.env.OPENAPI_DOWNLOAD_HOST = previous;
    }
  }),
);

test(
  'a generated file missing, edited or added makes it stale',
  inScratch(() => {
    freshSample();
    rmSync('out/b.mdx');
    assert.match(staleReason(reference) ?? '', /missing/);
    writeFileSync('out/b.mdx', 'page b, edited by hand');
    assert.match(staleReason(reference) ?? '', /edited/);
    writeFileSync('out/b.mdx', 'page b');
    writeFileSync('out/c.mdx', 'a page left over');
    assert.match(staleReason(reference) ?? '', /added/);
  }),
);

test(
  'generateUnlessFresh skips a fresh reference unless forced, and stamps only a successful run',
  inScratch(async () => {
    freshSample();
    let runs = 0;
    const generate = async (): Promise<void> => {
      runs += 1;
      generateSample();
    };
    await generateUnlessFresh(reference, false, generate);
    assert.equal(runs, 0);
    await generateUnlessFresh(reference, true, generate);
    assert.equal(runs, 1);
    writeFileSync('source/api.graphql', 'type Query { c: Int }');
    await assert.rejects(generateUnlessFresh(reference, false, () => Promise.reject(new Error('bad source'))));
    assert.match(staleReason(reference) ?? '', /not generated/, 'a failed run leaves no stamp');
    await generateUnlessFresh(reference, false, generate);
    assert.equal(runs, 2);
    assert.equal(staleReason(reference), undefined);
  }),
);

test('npm run gen skips the GraphQL reference when nothing changed and regenerates when the schema changes', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-stamp-site-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'graphql'));
  mkdirSync(path.join(dir, 'apis/graphql'), { recursive: true });
  // A small schema: what is checked is when the real script generates, not what (our 430-page schema
  // took four generations of about 7 s each here).
  writeFileSync(
    path.join(dir, 'graphql/schema.graphql'),
    [
      '"""',
      'A payment: an amount you ask a customer to pay.',
      '"""',
      'type Payment {',
      '  "The payment\'s identifier."',
      '  id: ID!',
      '}',
      '',
      'type Query {',
      '  "A payment by its identifier."',
      '  payment(id: ID!): Payment',
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'apis/graphql/index.mdx'), '---\ntitle: GraphQL\n---\n\nHand-written.\n');
  writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    `import { graphqlMarkdownOptions } from ${JSON.stringify(path.join(root, 'config/graphql'))};
export default { title: 'Stamp', url: 'https://docs.pagora.com', baseUrl: '/',
  plugins: [['@graphql-markdown/docusaurus', graphqlMarkdownOptions]] };
`,
  );
  // The generation `npm run gen -- --only graphql` runs, in this process, from the site's folder (paths are
  // relative to it), with what it logs: starting TypeScript and loading the generators for each of the four
  // runs cost about 2 s each (generate-references.test.ts runs the command itself).
  const gen = async (): Promise<string> => {
    const logged: string[] = [];
    const log = mock.method(console, 'log', (...parts: unknown[]) => void logged.push(parts.join(' ')));
    process.chdir(dir);
    try {
      await generateReferences({ siteDir: dir, only: 'graphql' });
    } finally {
      log.mock.restore();
      process.chdir(start);
    }
    return logged.join('\n');
  };
  const page = path.join(dir, 'apis/graphql/types/objects/payment.mdx');

  assert.match(await gen(), /graphql: generating/);
  const firstWrite = statSync(page).mtimeMs;
  assert.match(await gen(), /graphql: .*skipped/);
  assert.equal(statSync(page).mtimeMs, firstWrite, 'a skipped run writes nothing');

  const schema = readFileSync(path.join(dir, 'graphql/schema.graphql'), 'utf8');
  const edited = schema.replace('\nA payment: an amount', '\nStamped: A payment: an amount');
  assert.notEqual(edited, schema, 'the Payment description was found');
  writeFileSync(path.join(dir, 'graphql/schema.graphql'), edited);
  assert.match(await gen(), /graphql: generating \(sources or generator changed\)/);
  assert.match(readFileSync(page, 'utf8'), /Stamped: A payment/);

  rmSync(page);
  assert.match(await gen(), /graphql: generating \(generated files missing or added\)/);
  assert.ok(statSync(page).isFile(), 'the missing page is back');
  assert.equal(
    readFileSync(path.join(dir, 'apis/graphql/index.mdx'), 'utf8'),
    '---\ntitle: GraphQL\n---\n\nHand-written.\n',
  );
});

test(
  'the generator inputs are every local module the generator runs, so editing the webhook data regenerates',
  inScratch(() => {
    // A made-up generator: relative, `@site/` and folder-index imports, a package, a dynamic import and a lazy require.
    mkdirSync('scripts/pages', { recursive: true });
    mkdirSync('data/rules', { recursive: true });
    writeFileSync(
      'scripts/gen.ts',
      "import { a } from './pages/a';\nimport fs from 'node:fs';\nexport { b } from \"@site/data/b\";\nconst c = import('./pages/c.mjs');\nconst d = () => require('./pages/d');\n",
    );
    writeFileSync('scripts/pages/a.ts', "import {\n  rules,\n} from '../../data/rules';\nexport const a = rules;\n");
    writeFileSync('scripts/pages/c.mjs', 'export default 1;\n');
    writeFileSync('scripts/pages/d.ts', 'export const d = 1;\n');
    writeFileSync('data/b.ts', 'export const b = 1;\n');
    writeFileSync('data/rules/index.ts', "import data from './retries.json';\nexport const rules = data;\n");
    writeFileSync('data/rules/retries.json', '[1, 5, 30]\n');
    writeFileSync('data/unused.ts', 'export const unused = 1;\n');
    assert.deepEqual(localModules('scripts/gen.ts'), [
      'data/b.ts',
      'data/rules/index.ts',
      'data/rules/retries.json',
      'scripts/gen.ts',
      'scripts/pages/a.ts',
      'scripts/pages/c.mjs',
      'scripts/pages/d.ts',
    ]);
    assert.deepEqual(localModules('scripts/missing.ts'), []);
  }),
);

test("the real generator's inputs include the webhook pages' generator and the delivery data they render", () => {
  for (const file of ['scripts/webhooks/pages.ts', 'data/webhook-delivery.ts', 'shared/openapi-document.ts'])
    assert.ok(GENERATOR_INPUTS.includes(file), `${file} is not among the generator inputs`);
});
