/** Reads files as they are at a git ref, and as they are now. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

export function repoRoot(cwd: string = process.cwd()): string {
  return git(['rev-parse', '--show-toplevel'], cwd).trim();
}

/** Fails with a readable message when `ref` names no commit (a branch not fetched, a typo). */
export function assertCommit(ref: string, root: string): void {
  try {
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], root);
  } catch {
    throw new Error(`"${ref}" is not a commit in this repository (fetch it first, e.g. \`git fetch origin main\`).`);
  }
}

/** The file at `ref`, or null when it does not exist there (the file is new). */
export function readAtRef(ref: string, file: string, root: string): string | null {
  try {
    return git(['show', `${ref}:${file}`], root);
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    if (/does not exist in|exists on disk, but not in/.test(stderr)) return null;
    throw new Error(`git show ${ref}:${file} failed: ${stderr.trim() || (error as Error).message}`);
  }
}

/** The file in the working tree, or null when it is absent. */
export function readCurrent(file: string, root: string): string | null {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
}
