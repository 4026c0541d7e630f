/**
 * `npm run gen`: validates openapi/ and graphql/, then regenerates the REST and GraphQL reference
 * pages into apis/. A source that does not parse or validate stops with `file:line:column: message`
 * and a non-zero exit, and the previously generated pages are left as they were.
 *
 * A reference whose sources, generator and generated files did not change since its last run is
 * skipped (scripts/lib/generation-stamp.ts); `--force` regenerates anyway.
 *
 * Usage: tsx scripts/generate-references.ts [--only rest|graphql] [--force]
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { loadGraphqlSchema } from './lib/graphql-source';
import { writeExecutableDirectivePages } from './lib/graphql-directive-pages';
import { checkOpenApiStructure, parseOpenApiFile } from './lib/openapi-source';
import { generatorCopy } from './lib/generator-copy';
import { SourceError, formatProblem } from './lib/source-errors';
import { graphqlGenerated, regenerateSafely, restGenerated, webhooksGenerated } from './lib/generated-files';
import { generateWebhookPages } from './webhooks/generate';
import { paths } from '../config/paths';
import { generateUnlessFresh, graphqlReference, restReference } from './lib/reference-stamps';
import { GENERATING_ENV } from './lib/generation-env';

// The `docusaurus` commands below load the site config: its reference-generation plugin must stand aside.
process.env[GENERATING_ENV] = '1';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

const docusaurusBin = path.join('node_modules', '.bin', 'docusaurus');
const redoclyBin = path.join('node_modules', '.bin', 'redocly');

async function generateRest(): Promise<void> {
  if (!existsSync(paths.openapi)) {
    console.log(`[gen] ${paths.openapi} not found: no REST reference to generate.`);
    return;
  }
  const document = parseOpenApiFile(paths.openapi);
  const problems = await checkOpenApiStructure(paths.openapi, document);
  if (problems.length > 0) throw new SourceError(problems);
  // The real linter (recommended rules): errors stop the build with their own file:line:col frames.
  await run(redoclyBin, ['lint', paths.openapi, '--format=stylish'], {
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  }).catch((error: Error) => {
    throw new SourceError([{ file: paths.openapi, message: `OpenAPI lint failed\n${error.message}` }]);
  });
  mkdirSync(path.dirname(paths.openapiForGenerator), { recursive: true });
  // What the generator reads: a copy with its known blind spots mended (scripts/lib/generator-copy.ts).
  const { document: forGenerator, cycles } = generatorCopy(document);
  if (cycles.length > 0)
    console.log(
      `[gen] ${cycles.length} schemas reference each other in cycles: inside a cycle they link to each other's pages`,
    );
  writeFileSync(paths.openapiForGenerator, JSON.stringify(forGenerator));
  await regenerateSafely(restGenerated, async () => {
    await run(docusaurusBin, ['gen-api-docs', 'all']);
  });
  await regenerateSafely(webhooksGenerated, async () => {
    const count = await generateWebhookPages(document, paths.openapi, readFileSync(paths.openapi, 'utf8'));
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
  await regenerateSafely(graphqlGenerated, async () => {
    // No --force: it would empty apis/graphql/, hand-written landing page included.
    await run(docusaurusBin, ['graphql-to-doc']);
    writeExecutableDirectivePages(schema, path.join(graphqlGenerated.root, 'types', 'directives'));
  });
  // The schema as published SDL (served at /api/graphql/schema.graphql; the docs MCP server reads it).
  mkdirSync(path.dirname(paths.graphqlSdl), { recursive: true });
  copyFileSync(paths.graphqlSchema, paths.graphqlSdl);
  console.log(`[gen] GraphQL reference generated from ${paths.graphqlSchema}`);
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const started = performance.now();
  const force = process.argv.includes('--force');
  if (!only || only === 'rest') await generateUnlessFresh(restReference, force, generateRest);
  if (!only || only === 'graphql') await generateUnlessFresh(graphqlReference, force, generateGraphql);
  console.log(`[gen] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  if (error instanceof SourceError) {
    console.error(
      `[gen] reference generation stopped; previous pages kept.\n${error.problems.map(formatProblem).join('\n')}`,
    );
  } else {
    console.error(
      `[gen] reference generation failed; previous pages kept.\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exit(1);
});
