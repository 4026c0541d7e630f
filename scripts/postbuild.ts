/**
 * Runs after `docusaurus build`: build-time artefacts that need the rendered pages.
 * (Search index, Markdown copies and llms.txt hook in here as they land.)
 */
import { existsSync } from 'node:fs';
import { paths } from './lib/paths';

if (!existsSync(paths.build)) {
  console.error(`[postbuild] ${paths.build}/ not found: run docusaurus build first.`);
  process.exit(1);
}
console.log('[postbuild] done');
