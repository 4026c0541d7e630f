// Bundles the sandbox into dist/cli.js for the published package (run by `npm run build` and `prepack`),
// with the OpenAPI document beside it as JSON. The engine and the site's data it plays (shared/, data/)
// live outside this folder, so they are bundled in; npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const here = fileURLToPath(new URL('.', import.meta.url));

await build({
  absWorkingDir: here,
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'none',
  logLevel: 'warning',
});
const document = yaml.load(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'));
writeFileSync(new URL('dist/openapi.json', import.meta.url), JSON.stringify(document));
