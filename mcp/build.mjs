// Bundles the server into dist/cli.js for the published package (run by `npm run build` and `prepack`).
// The site modules it reuses (config/site.ts, config/docs-mcp.ts and modules of shared/) live outside this
// folder, so they are bundled in; npm dependencies stay external and are installed from package.json.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

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
