/**
 * Local plugin: generates the REST and GraphQL reference pages (`scripts/references/generate.ts`, the
 * same run as `npm run gen`, in this process) before any docs plugin reads `apis/`, so a bare
 * `docusaurus build` or `docusaurus start` on a fresh clone has the whole reference, as a host's
 * default build command expects.
 *
 * Why in the plugin's (async) factory and not in `loadContent`: Docusaurus initialises every plugin
 * before it loads any content, while the `loadContent` hooks run in parallel, so the docs plugins
 * could read `apis/` before generation ended. The generator's stamp (`.docusaurus/pagora/`) skips a
 * reference whose inputs and outputs did not change, so a build after `npm run gen` costs about a
 * second here.
 *
 * In the dev server (`docusaurus start`) only:
 * - a saved `openapi/` or `graphql/` file regenerates its reference (the stamp skips the other one),
 *   and the docs plugin reading `apis/` reloads the pages, without a restart;
 * - the reference pages are compiled when first opened, not at start (Rspack's lazy compilation of
 *   the dynamic imports under `apis/`): they are about 550 of the site's 600 pages, and a writer
 *   editing a guide seldom opens one. Guides and everything else are compiled at start as before.
 *   The production build compiles everything, as without this plugin.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { formatGenerationError } from '../../scripts/references/errors';
import { generateReferences } from '../../scripts/references/generate';
import { paths } from '../../config/paths';
import { lazyPagesUnder } from './lazy-compilation';

async function generate(siteDir: string): Promise<void> {
  try {
    await generateReferences({ siteDir });
  } catch (error) {
    throw new Error(formatGenerationError(error));
  }
}

export default async function referenceGenerationPlugin(context: LoadContext): Promise<Plugin> {
  await generate(context.siteDir);
  let loaded = false;
  return {
    name: 'pagora-reference-generation',
    getPathsToWatch: () => [path.dirname(paths.openapi), path.dirname(paths.graphqlSchema)].map((dir) => `${dir}/**`),
    // Runs at start (generation has just run above: nothing to do) and, in the dev server, again each
    // time a watched source is saved.
    async loadContent() {
      if (loaded) await generate(context.siteDir);
      loaded = true;
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return lazyPagesUnder(path.join(context.siteDir, 'apis'), context.currentBundler);
    },
  };
}
