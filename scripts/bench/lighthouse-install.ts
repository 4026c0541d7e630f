/**
 * Lighthouse and chrome-launcher for the benchmark, installed on first use from their own lockfile
 * (`scripts/bench/lighthouse/`), not by the site's `npm ci`.
 *
 * Why: only `npm run bench` runs Lighthouse, and with its dependencies (Sentry, OpenTelemetry,
 * puppeteer-core, the trace engine) it was 156 MB and 11,700 files of every install: `npm ci` took
 * 12-23 s less without them (three alternating pairs, same sitting, warm npm cache), on every CI run
 * and every fresh clone.
 *
 * The install goes to a folder per lockfile content under the user's cache, shared by every checkout
 * and by the bench's scratch copies, and is redone only when the lockfile changes. It needs the npm
 * registry once; install scripts are not run (none of these packages needs one).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const manifestDir = path.join(__dirname, 'lighthouse');
const files = ['package.json', 'package-lock.json'];

/** Where the pinned packages are installed: `$PAGORA_BENCH_TOOLS`, else `~/.cache/pagora-bench/lighthouse-<hash>`. */
function lighthouseInstallDir(): string {
  if (process.env.PAGORA_BENCH_TOOLS) return process.env.PAGORA_BENCH_TOOLS;
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(path.join(manifestDir, file)));
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  return path.join(cache, 'pagora-bench', `lighthouse-${hash.digest('hex').slice(0, 12)}`);
}

/** Installs the lockfile's packages into `dir` unless they are there; a failed install leaves nothing behind. */
function ensureInstalled(dir: string, log: (line: string) => void): void {
  if (existsSync(path.join(dir, 'node_modules', 'lighthouse', 'package.json'))) return;
  log(`[bench] installing Lighthouse from scripts/bench/lighthouse/package-lock.json into ${dir}`);
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const file of files) copyFileSync(path.join(manifestDir, file), path.join(staging, file));
  try {
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: staging, stdio: 'inherit' });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`Installing Lighthouse for the benchmark failed (npm ci in ${staging}); it needs the npm registry once.`, {
      cause: error,
    });
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/** A module of the installed packages, by its package name. */
async function importFrom<T>(dir: string, name: string): Promise<T> {
  const resolved = createRequire(path.join(dir, 'package.json')).resolve(name);
  return (await import(pathToFileURL(resolved).href)) as T;
}

/** Lighthouse's node API and chrome-launcher's `launch`, installed first when missing. */
export async function loadLighthouse(log: (line: string) => void) {
  const dir = lighthouseInstallDir();
  ensureInstalled(dir, log);
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    importFrom<{ default: LighthouseRun }>(dir, 'lighthouse'),
    importFrom<{ launch: ChromeLaunch }>(dir, 'chrome-launcher'),
  ]);
  return { lighthouse, launch };
}

/** The part of Lighthouse's report the benchmark reads (Lighthouse's `LH.Result`). */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  numericValue?: number;
  details?: unknown;
}

type LighthouseRun = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{ lhr: LighthouseReport } | undefined>;

type ChromeLaunch = (options: {
  chromePath: string;
  chromeFlags: string[];
  logLevel: 'silent';
}) => Promise<{ port: number; kill(): void }>;
