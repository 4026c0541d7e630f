/**
 * Lighthouse and chrome-launcher for the benchmark, installed on first use from their own lockfile
 * (`scripts/bench/lighthouse/`), not by the site's `npm ci`.
 *
 * Why: only `npm run bench` runs Lighthouse, and with its dependencies (Sentry, OpenTelemetry,
 * puppeteer-core, the trace engine) it was 156 MB and 11,700 files of every install: `npm ci` took
 * 12-23 s less without them (three alternating pairs, same sitting, warm npm cache), on every CI run
 * and every fresh clone.
 *
 * Where and how: ./cached-install.ts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cachedInstallDir, ensureInstalled, type CachedInstall } from './cached-install';

const lighthouseInstall: CachedInstall = { manifestDir: path.join(__dirname, 'lighthouse'), name: 'lighthouse', marker: 'lighthouse' };

/** Where the pinned packages are installed: `$PAGORA_BENCH_TOOLS`, else `~/.cache/pagora-bench/lighthouse-<hash>`. */
function lighthouseInstallDir(): string {
  return process.env.PAGORA_BENCH_TOOLS ?? cachedInstallDir(lighthouseInstall);
}

/** A module of the installed packages, by its package name. */
async function importFrom<T>(dir: string, name: string): Promise<T> {
  const resolved = createRequire(path.join(dir, 'package.json')).resolve(name);
  return (await import(pathToFileURL(resolved).href)) as T;
}

/** Lighthouse's node API and chrome-launcher's `launch`, installed first when missing. */
export async function loadLighthouse(log: (line: string) => void) {
  const dir = lighthouseInstallDir();
  ensureInstalled(lighthouseInstall, dir, log);
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
