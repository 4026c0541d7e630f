/**
 * Local plugin: generates the REST and GraphQL reference pages (`scripts/generate-references.ts`, the
 * same run as `npm run gen`) before any docs plugin reads `apis/`, so a bare `docusaurus build` or
 * `docusaurus start` on a fresh clone has the whole reference, as a host's default build command expects.
 *
 * Why in the plugin's factory and not in `loadContent`: Docusaurus initialises every plugin before it
 * loads any content, while the `loadContent` hooks run in parallel, so the docs plugins could read
 * `apis/` before generation ended. The generator's stamp (`.docusaurus/pagora/`) skips a reference whose
 * inputs and outputs did not change, so a build after `npm run gen` costs about a second here.
 *
 * The generator itself runs `docusaurus gen-api-docs` and `docusaurus graphql-to-doc`, which load this
 * config again: `GENERATING_ENV` tells those child processes not to start a second generation.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { GENERATING_ENV } from '../../scripts/lib/generation-env';

export default function referenceGenerationPlugin(context: LoadContext): Plugin {
  if (process.env[GENERATING_ENV] !== '1') generateReferences(context.siteDir);
  return { name: 'pagora-reference-generation' };
}

function generateReferences(siteDir: string): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(siteDir, 'scripts', 'generate-references.ts')],
    { cwd: siteDir, stdio: 'inherit', env: { ...process.env, [GENERATING_ENV]: '1' } },
  );
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(
      `[pagora-reference-generation] scripts/generate-references.ts failed (exit ${result.status}): see its message above`,
    );
}
