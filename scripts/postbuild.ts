/**
 * Runs after `docusaurus build`: build-time artefacts that need the rendered pages.
 */
import { existsSync } from 'node:fs';
import { paths } from './lib/paths';
import { buildSearchIndex } from './build-search-index';
import { writeDocsForMachines } from './llms';

if (!existsSync(paths.build)) {
  console.error(`[postbuild] ${paths.build}/ not found: run docusaurus build first.`);
  process.exit(1);
}
const started = performance.now();
const search = buildSearchIndex();
console.log(
  `[postbuild] search index: ${search.records} sections, ${(search.bytes / 1024).toFixed(0)} KB (${(search.gzipBytes / 1024).toFixed(0)} KB gzip) in ${(
    (performance.now() - started) /
    1000
  ).toFixed(1)} s`,
);
// Markdown copies of every page, /llms.txt, /llms-full.txt and the social cards (logs its own timings).
void writeDocsForMachines(paths.build);
