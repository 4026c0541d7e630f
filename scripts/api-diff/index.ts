/**
 * API change report: compares openapi/openapi.yaml and graphql/schema.graphql in the working tree with the same
 * files at a git ref and prints Markdown (breaking, dangerous and non-breaking changes) to stdout.
 *
 *   npm run --silent api:diff -- origin/main
 *   npm run --silent api:diff -- HEAD~1 > api-changes.md
 *
 * Exit status: 0 with a report (breaking changes included), 2 on bad usage or unreadable input.
 */
import { diffGraphql } from './graphql';
import { diffOpenApi } from './openapi';
import { renderReport } from './markdown';
import { assertCommit, readAtRef, readCurrent, repoRoot } from './git';

export const sources = { openapi: 'openapi/openapi.yaml', graphql: 'graphql/schema.graphql' } as const;

export async function report(base: string, cwd: string = process.cwd()): Promise<string> {
  const root = repoRoot(cwd);
  assertCommit(base, root);
  const rest = await diffOpenApi(readAtRef(base, sources.openapi, root), readCurrent(sources.openapi, root));
  const graphql = await diffGraphql(readAtRef(base, sources.graphql, root), readCurrent(sources.graphql, root));
  return renderReport(base, [
    { title: 'REST API', file: sources.openapi, changes: rest },
    { title: 'GraphQL API', file: sources.graphql, changes: graphql },
  ]);
}

async function main(): Promise<void> {
  const [base, ...extra] = process.argv.slice(2);
  if (!base || base.startsWith('-') || extra.length > 0) {
    console.error('usage: npm run --silent api:diff -- <base-ref>   (for example origin/main)');
    process.exit(2);
  }
  try {
    process.stdout.write(await report(base));
  } catch (error) {
    console.error(`[api:diff] ${(error as Error).message}`);
    process.exit(2);
  }
}

if (require.main === module) void main();
