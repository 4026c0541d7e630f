/**
 * `npm run build`: `docusaurus build` in two processes, one after the other. The first bundles
 * (client and server) and exits; the second loads the site again, renders every page from the
 * bundles the first wrote and runs the `postBuild` artefacts (search index, Markdown copies,
 * critical CSS, social cards). Arguments are passed to both (`npm run build -- --out-dir x`).
 *
 * Why: Rspack 1.7 never frees a compilation. After `compiler.close()` its module graph stays
 * reachable from the native side (25,750 global handles to module, chunk and chunk-group objects
 * in a heap snapshot taken after bundling; the compiler object is never collected), so in one
 * process the rendering and the artefacts ran on top of everything bundling had allocated: at four
 * times today's API (`npm run bench -- --scale 4`) 3.3 GB were still held after bundling and the
 * build peaked at 4.7-5.5 GB. Apart, the peak is the larger of the two: 3.35 GB bundling, 2.2 GB
 * rendering and artefacts. The fixes are upstream in Rspack 2.1.8 (web-infra-dev/rspack#15008,
 * facebook/docusaurus#12380), which Docusaurus 3.10 does not support; drop this split when the site
 * moves to a Docusaurus on Rspack 2.
 *
 * The two switches are core's own (`DOCUSAURUS_EXIT_AFTER_BUNDLING`, `DOCUSAURUS_SKIP_BUNDLING` in
 * `@docusaurus/core/lib/commands/build/buildLocale.js`), listed in UPGRADING.md and checked by
 * `tests/unit/upstream-contract.test.ts`. The second process costs one more site load (about 5 s;
 * reference generation is skipped by its stamp). `docusaurus build` alone still builds in one process.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Core's switches, set to `'true'`: stop once the bundles are written; render from them. */
export const BUNDLE_ONLY = { DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true' } as const;
export const RENDER_ONLY = { DOCUSAURUS_SKIP_BUNDLING: 'true' } as const;

const DOCUSAURUS = path.join(__dirname, '..', 'node_modules', '.bin', 'docusaurus');

function docusaurusBuild(args: readonly string[], env: Record<string, string>): number {
  const result = spawnSync(DOCUSAURUS, ['build', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function main(): void {
  const args = process.argv.slice(2);
  const bundled = docusaurusBuild(args, BUNDLE_ONLY);
  if (bundled !== 0) process.exit(bundled);
  process.exit(docusaurusBuild(args, RENDER_ONLY));
}

if (require.main === module) main();
