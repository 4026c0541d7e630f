/**
 * `npm run gen`: validates openapi/ and graphql/, then regenerates the REST and GraphQL reference
 * pages into apis/ (./references/generate.ts). A source that does not parse or validate stops with
 * `file:line:column: message` and a non-zero exit, and the previously generated pages are left as
 * they were.
 *
 * Usage: tsx scripts/generate-references.ts [--only rest|graphql] [--force]
 */
import { formatGenerationError } from './references/errors';
import { generateReferences } from './references/generate';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'rest' && only !== 'graphql') {
  console.error(`[gen] --only takes rest or graphql, not "${only}"`);
  process.exit(2);
}

generateReferences({ siteDir: process.cwd(), only, force: process.argv.includes('--force') }).catch(
  (error: unknown) => {
    console.error(formatGenerationError(error));
    process.exit(1);
  },
);
