import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Files a reference generator owns. Anything else in `apis/` is hand-written and never moved. */
export interface GeneratedSet {
  /** Folder the generator writes into. */
  root: string;
  /** True for a path (relative to root) the generator owns. */
  owns: (relativePath: string) => boolean;
}

export const restGenerated: GeneratedSet = {
  root: 'apis/rest',
  // webhooks/ has its own generator (webhooksGenerated below).
  owns: (file) =>
    !file.startsWith('webhooks/') &&
    (/\.(api|tag|info)\.mdx$/.test(file) ||
      /\.json$/.test(file) ||
      file.startsWith('schemas/') ||
      file.startsWith('_fields/') ||
      file === 'sidebar.ts' ||
      file === 'sidebar.js'),
};

/** The webhook event pages (scripts/webhooks/), a folder of their own inside the REST reference. */
export const webhooksGenerated: GeneratedSet = {
  root: 'apis/rest/webhooks',
  owns: (file) => /\.(mdx|json)$/.test(file) || file === 'sidebar.ts',
};

export const graphqlGenerated: GeneratedSet = {
  root: 'apis/graphql',
  // Deprecated operations and types are grouped under deprecated/ (config/graphql.ts `deprecated: 'group'`).
  owns: (file) => /^(deprecated\/)?(operations|types)\//.test(file),
};

export function listFiles(root: string, prefix = ''): string[] {
  if (!existsSync(path.join(root, prefix))) return [];
  return readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, relative) : [relative];
  });
}

/**
 * Moves the generator's previous output aside, runs `generate`, and puts the old output back if it
 * fails, so a bad source never leaves a half-written or empty reference behind.
 */
export async function regenerateSafely(set: GeneratedSet, generate: () => Promise<void>): Promise<void> {
  mkdirSync(set.root, { recursive: true });
  const previous = listFiles(set.root).filter(set.owns);
  const backup = mkdtempSync(path.join(os.tmpdir(), 'pagora-generated-'));
  for (const file of previous) {
    mkdirSync(path.dirname(path.join(backup, file)), { recursive: true });
    renameSync(path.join(set.root, file), path.join(backup, file));
  }
  pruneEmptyDirs(set.root);
  try {
    await generate();
  } catch (error) {
    for (const file of listFiles(set.root).filter(set.owns)) rmSync(path.join(set.root, file));
    cpSync(backup, set.root, { recursive: true });
    throw error;
  } finally {
    rmSync(backup, { recursive: true, force: true });
  }
}

function pruneEmptyDirs(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(root, entry.name);
    pruneEmptyDirs(dir);
    if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  }
}
