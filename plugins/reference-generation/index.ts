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
 * Saving a source while `npm start` runs regenerates what changed (regenerate-on-save.ts).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { formatGenerationError } from '../../scripts/references/errors';
import { generateReferences } from '../../scripts/references/generate';
import { serialRegenerator, sourcesToWatch } from './regenerate-on-save';

export default async function referenceGenerationPlugin(context: LoadContext): Promise<Plugin> {
  try {
    await generateReferences({ siteDir: context.siteDir });
  } catch (error) {
    throw new Error(formatGenerationError(error));
  }
  // The factory generated for the first load; a later loadContent is the dev server reloading this plugin.
  let firstLoad = true;
  const regenerate = serialRegenerator(context.siteDir);
  return {
    name: 'pagora-reference-generation',
    getPathsToWatch: () => sourcesToWatch(context.siteDir),
    async loadContent() {
      if (firstLoad) {
        firstLoad = false;
        return;
      }
      await regenerate();
    },
  };
}
