/**
 * The engineering prose stays small and says only what is true of the code (issue 74).
 *
 * Counted as the issue counts it: every `.md` file outside the site's content (`docs/`, `changelog/`,
 * `apis/`, `openapi/API-CONTRACT.md`), dependencies (`node_modules/`) and build output (`build/`,
 * `.docusaurus/`, `bench/`, `mcp/dist/`). At most 100 KB (102,400 bytes); the test prints the total.
 * Dated measurements go to `DECISIONS.md`, which counts too.
 *
 * Checked: the READMEs, `UPGRADING.md`, `CONTRIBUTING.md`, and the header comment (the leading
 * comment block) of every `.ts`/`.tsx`/`.mjs`/`.js`/`.css` file in config, data, plugins, scripts,
 * shared, src, mcp, sandbox and tests. `DECISIONS.md` is not: its entries are dated and may name what has gone.
 * - A path: a backticked word with a `/` whose first folder exists (in the repository, the file's
 *   folder or its package: `mcp/` has its own `src/`), or a relative `./`/`../` path; in a header
 *   comment or a Markdown code block also written bare from a top-level folder (`shared/search/…`).
 *   It must exist, from the file's folder or the repository root, as a file, folder, glob or module
 *   specifier without extension. Generated paths (`apis/` pages, `build/`, `static/api/`) are exempt.
 *   A backticked file name without a folder (`engine.ts`; not `.js`, which names upstream modules
 *   and build output) must exist somewhere in the checkout. Not paths: URLs, site routes (`/apis/`),
 *   package specifiers (`@docusaurus/…`), placeholders (`<id>`, `{…}`, `…`), MIME types.
 * - An npm script: `npm run <name>`, `npm test`, `npm start` anywhere in the text must be a script of
 *   the root `package.json` or the file's own package.
 * - A name: a backticked call (`playOutcome()`, `engine.rank(query)`) or a backticked word called a
 *   function, hook, component or class must be spelled in our code outside comments (declared, or
 *   imported from a package); the few upstream names our code never spells out are listed, with why,
 *   in `support/docs-drift.ts`.
 * - A folder index: a README that names at least half of its folder's modules and subfolders names
 *   them all (not its `index`, styles, `.d.ts` or `package.json`).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findDrift, proseFiles, type DriftFinding } from './support/docs-drift';
import { root } from './support/code-files';

const LIMIT_BYTES = 100 * 1024;

const format = (finding: DriftFinding) => `${finding.file}:${finding.line}: ${finding.kind} ${finding.text}`;

test('the engineering prose is at most 100 KB', () => {
  const files = proseFiles(root);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `engineering prose: ${(total / 1024).toFixed(1)} KB (${total} bytes) in ${files.length} files; largest: ${files
      .slice(0, 5)
      .map((file) => `${file.file} ${(file.bytes / 1024).toFixed(1)} KB`)
      .join(', ')}`,
  );
  assert.ok(
    total <= LIMIT_BYTES,
    `${(total / 1024).toFixed(1)} KB of engineering Markdown, over 100 KB: say it once, move dated figures to DECISIONS.md`,
  );
});

test('every path, npm script and name the prose writes exists, and folder indexes are whole', () => {
  assert.deepEqual(
    findDrift(root).map(format),
    [],
    'fix the statement, or the allowlist in support/docs-drift.ts if it is upstream',
  );
});

test('the check finds each kind of drift (so an empty result cannot pass by accident)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-drift-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('package.json', JSON.stringify({ scripts: { build: 'x', test: 'y' } }));
    write('shared/search/engine.ts', '/** The engine (`shared/search/ranking.ts`). */\nexport function search() {}\n');
    write('shared/search/ranking.ts', '/** Ranking, read by src/search/worker.ts. */\nexport const x = 1;\n');
    write('src/search/client.ts', '// Calls `search()` and `searchAll()`.\nexport {};\n');
    write('shared/README.md', 'Run `npm run build` then `npm run gen`; `search/` holds `engine.ts`.\n');
    write('shared/search/README.md', '| `engine.ts` | the engine |\n| `types.ts` | gone |\n');
    write('mcp/package.json', JSON.stringify({ scripts: { pack: 'z' } }));
    write('mcp/src/search.ts', '/** The adapter to src/search (the site engine in shared/search). */\nexport {};\n');
    write('mcp/README.md', '`npm run pack`, `npm test`; the server reuses `src/search`.\n');
    write(
      'README.md',
      '`shared/search/engine.ts`, `shared/search/indexFile.ts`, `multipart/form-data`, `/apis/rest/`.\n',
    );
    assert.deepEqual(findDrift(dir).map(format).sort(), [
      'README.md:1: path shared/search/indexFile.ts',
      'mcp/README.md:1: path src/search',
      'mcp/src/search.ts:1: path src/search',
      'shared/README.md:1: script npm run gen',
      'shared/search/README.md:1: index shared/search/ranking.ts',
      'shared/search/README.md:2: path types.ts',
      'shared/search/ranking.ts:1: path src/search/worker.ts',
      'src/search/client.ts:1: name searchAll()',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
