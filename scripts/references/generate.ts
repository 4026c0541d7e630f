/**
 * Validates openapi/ and graphql/, then regenerates the REST and GraphQL reference pages into apis/,
 * in the calling process (`npm run gen`, and `plugins/reference-generation` inside `docusaurus build`
 * and `docusaurus start`). A source that does not parse or validate throws a `SourceError` naming
 * `file:line:column`, and the previously generated pages are left as they were.
 *
 * A reference whose sources, generator and generated files did not change since its last run is
 * skipped (../lib/generation-stamp.ts); `force` regenerates anyway.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runGraphQLMarkdown } from '@graphql-markdown/cli';
import { DOCUSAURUS_VERSION } from '@docusaurus/utils';

import { loadGraphqlSchema, shownSdl } from '../lib/graphql-source';
import { missingLinkWarnings, siteLinks } from '../lib/description-links';
import { writeExecutableDirectivePages } from '../lib/graphql-directive-pages';
import { checkOpenApiStructure, openApiOfFile, restModelOfFile } from '../lib/openapi-source';
import { generatorCopy } from '../lib/generator-copy';
import { formatProblem, SourceError, type SourceProblem } from '../lib/source-errors';
import { readLintReport, type LintReport } from '../lib/openapi-lint';
import { graphqlGenerated, regenerateSafely, restGenerated, webhooksGenerated } from '../lib/generated-files';
import { generateUnlessFresh, graphqlReference, restReference } from '../lib/reference-stamps';
import { generateWebhookPages } from '../webhooks/generate';
import { generateRestPages } from '../rest-pages/generate';
import { paths } from '../../config/paths';
import { graphqlMarkdownOptions } from '../../config/graphql';

/**
 * Runs the real OpenAPI linter with its `minimal` rules: what makes a document wrong (its structure,
 * a `$ref` to nothing) stops generation, located (../lib/openapi-lint.ts says which errors): the problems it returns;
 * style (a missing `summary`, `security` or `servers`) does not, since public descriptions seldom
 * pass the `recommended` rules and their pages still render. Pagora's own document is held to
 * `recommended` (redocly.yaml) by `npm run lint:api`, which `npm test` runs.
 */
function lint(siteDir: string, file: string): Promise<SourceProblem[]> {
  return new Promise((resolve, reject) => {
    // The CLI this checkout depends on, wherever the site being generated is.
    const bin = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
    // `minimal` still calls a server URL's trailing slash an error; the pages and samples drop it.
    const args = ['lint', file, '--format=json', '--extends=minimal', '--skip-rule=no-server-trailing-slash'];
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: siteDir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let report = '';
    let messages = '';
    child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (messages += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      let read: ReturnType<typeof readLintReport>;
      try {
        read = readLintReport(JSON.parse(report) as LintReport, file);
      } catch {
        return reject(new SourceError([{ file, message: `OpenAPI lint did not run\n${messages}` }]));
      }
      const [first] = read.unknownProperties;
      const count = read.unknownProperties.length;
      if (first)
        console.log(
          `[gen] Ignored, as OpenAPI does not define them: ${count} ${count === 1 ? 'property' : 'properties'}; the first: ${formatProblem(first)}`,
        );
      resolve(read.stopping);
    });
  });
}

async function generateRest(siteDir: string): Promise<void> {
  if (!existsSync(path.join(siteDir, paths.openapi))) {
    console.log(`[gen] ${paths.openapi} not found: no REST reference to generate.`);
    return;
  }
  const document = openApiOfFile(paths.openapi);
  // Every problem in one run: ours, then Redocly's (a $ref to nothing, which both find, once).
  const problems = await checkOpenApiStructure(paths.openapi, document);
  const lines = new Set(problems.map((problem) => problem.line));
  for (const problem of await lint(siteDir, paths.openapi))
    if (!(problem.message.endsWith('(Redocly: no-unresolved-refs)') && lines.has(problem.line))) problems.push(problem);
  if (problems.length > 0) throw new SourceError(problems);
  mkdirSync(path.dirname(paths.openapiForGenerator), { recursive: true });
  // What the generator reads: a copy with its known blind spots mended (../lib/generator-copy.ts).
  const { document: forGenerator, cycles } = generatorCopy(document);
  if (cycles.length > 0)
    console.log(
      `[gen] ${cycles.length} schemas reference each other in cycles: inside a cycle they link to each other's pages`,
    );
  writeFileSync(paths.openapiForGenerator, JSON.stringify(forGenerator));
  const model = await restModelOfFile(paths.openapi);
  for (const warning of missingLinkWarnings(paths.openapi, readFileSync(paths.openapi, 'utf8'), model.missingLinks))
    console.warn(`[gen] warning: ${formatProblem(warning)}`);
  await regenerateSafely(restGenerated, () => generateRestPages(model, paths.openapiForGenerator, siteDir));
  await regenerateSafely(webhooksGenerated, async () => {
    const count = await generateWebhookPages(model, paths.openapi, readFileSync(paths.openapi, 'utf8'));
    console.log(`[gen] ${count} webhook event pages generated`);
  });
  // The downloadable copy the reference links to (served at /api/v1/openapi.json).
  mkdirSync(path.dirname(paths.openapiJson), { recursive: true });
  writeFileSync(paths.openapiJson, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`[gen] REST reference generated from ${paths.openapi}`);
}

async function generateGraphql(): Promise<void> {
  if (!existsSync(paths.graphqlSchema)) {
    console.log(`[gen] ${paths.graphqlSchema} not found: no GraphQL reference to generate.`);
    return;
  }
  const schema = loadGraphqlSchema(paths.graphqlSchema);
  // graphql-markdown reads the descriptions as the pages show them (HTML as Markdown, missing links as text).
  const { sdl, missing } = shownSdl(paths.graphqlSchema, siteLinks());
  for (const warning of missingLinkWarnings(paths.graphqlSchema, readFileSync(paths.graphqlSchema, 'utf8'), missing))
    console.warn(`[gen] warning: ${formatProblem(warning)}`);
  if (sdl !== undefined) {
    mkdirSync(path.dirname(paths.graphqlForGenerator), { recursive: true });
    writeFileSync(paths.graphqlForGenerator, sdl);
  }
  await regenerateSafely(graphqlGenerated, async () => {
    // graphql-markdown's documented programmatic entry, with the options its Docusaurus plugin passes.
    // No `force`: it would empty apis/graphql/, hand-written landing page included.
    await runGraphQLMarkdown(
      {
        ...graphqlMarkdownOptions,
        ...(sdl !== undefined ? { schema: `./${paths.graphqlForGenerator}` } : {}),
        docOptions: {
          generatorFrameworkName: 'docusaurus',
          generatorFrameworkVersion: DOCUSAURUS_VERSION,
          ...graphqlMarkdownOptions.docOptions,
        },
      } as never,
      { formatter: graphqlMarkdownOptions.formatter } as never,
      '@docusaurus/logger',
    );
    writeExecutableDirectivePages(schema, path.join(graphqlGenerated.root, 'types', 'directives'));
  });
  // The schema as published SDL (served at /api/graphql/schema.graphql; the docs MCP server reads it).
  mkdirSync(path.dirname(paths.graphqlSdl), { recursive: true });
  copyFileSync(paths.graphqlSchema, paths.graphqlSdl);
  console.log(`[gen] GraphQL reference generated from ${paths.graphqlSchema}`);
}

export interface GenerateOptions {
  siteDir: string;
  only?: 'rest' | 'graphql';
  force?: boolean;
}

/**
 * Both references (or `only` one), each skipped when fresh. Paths are relative to `siteDir`, the working directory.
 * The two run side by side: GraphQL's generation fills the time the REST reference waits for its linter's
 * process (the whole generation 0.2-0.3 s shorter here). When both sources are wrong, one error names
 * every problem.
 */
export async function generateReferences({ siteDir, only, force = false }: GenerateOptions): Promise<void> {
  const started = performance.now();
  const outcomes = await Promise.allSettled([
    !only || only === 'rest' ? generateUnlessFresh(restReference, force, () => generateRest(siteDir)) : undefined,
    !only || only === 'graphql' ? generateUnlessFresh(graphqlReference, force, generateGraphql) : undefined,
  ]);
  const errors = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  const unexpected = errors.find((error) => !(error instanceof SourceError));
  if (unexpected !== undefined) throw unexpected;
  if (errors.length > 0) throw new SourceError(errors.flatMap((error) => (error as SourceError).problems));
  console.log(`[gen] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
