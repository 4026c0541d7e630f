/**
 * Tools the benchmark installs on first use from a lockfile of their own (Lighthouse, the stock
 * Docusaurus site of the writers' loop), not by the site's `npm ci`: into a folder per lockfile
 * content under the user's cache (`~/.cache/pagora-bench/<name>-<hash>`), shared by every checkout
 * and scratch copy, and redone only when the lockfile changes. It needs the npm registry once;
 * install scripts are not run (none of these packages needs one).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const files = ['package.json', 'package-lock.json'];

export interface CachedInstall {
  /** Folder beside this file holding `package.json` and `package-lock.json`. */
  manifestDir: string;
  name: string;
  /** A package whose presence says the install is complete. */
  marker: string;
  /** Writes the rest of the folder (before `npm ci`, which then overwrites nothing of ours). */
  prepare?: (staging: string) => void;
}

/** Where it is installed: `~/.cache/pagora-bench/<name>-<hash of package.json and lockfile>`. */
export function cachedInstallDir({ manifestDir, name }: CachedInstall): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(path.join(manifestDir, file)));
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  return path.join(cache, 'pagora-bench', `${name}-${hash.digest('hex').slice(0, 12)}`);
}

/** Installs into `dir` unless it is there; a failed install leaves nothing behind. */
export function ensureInstalled(install: CachedInstall, dir: string, log: (line: string) => void): void {
  if (existsSync(path.join(dir, 'node_modules', install.marker, 'package.json'))) return;
  log(`[bench] installing ${install.name} from ${path.relative(process.cwd(), install.manifestDir)}/package-lock.json into ${dir}`);
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    install.prepare?.(staging);
    for (const file of files) copyFileSync(path.join(install.manifestDir, file), path.join(staging, file));
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: staging, stdio: 'inherit' });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`Installing ${install.name} for the benchmark failed (in ${staging}); it needs the npm registry once.`, {
      cause: error,
    });
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}
