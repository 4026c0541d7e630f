/**
 * The cold pipeline, step by step: clean, generate the REST reference, generate the GraphQL
 * reference, `docusaurus build` (with the search index, Markdown copies and social cards of
 * plugins/build-artefacts). Each step is measured on its own.
 */
import { existsSync, lstatSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sitemapRoutes } from '../../shared/sitemap';
import { PERF_LOGGER_ENV, buildPhasesOf } from './build-phases';
import { runMeasured } from './run-measured';
import type { PipelineResult, StepResult } from './types';

export interface PipelineOptions {
  root: string;
  logDir: string;
  /** Also remove node_modules/.cache when it lives outside this checkout (a shared install). */
  clearSharedCache: boolean;
  log: (line: string) => void;
}

function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Removes build/, .docusaurus/ and node_modules/.cache; says what it could not make cold. */
function clean(root: string, clearSharedCache: boolean): { cold: boolean; notes: string[] } {
  const notes: string[] = [];
  rmSync(path.join(root, 'build'), { recursive: true, force: true });
  rmSync(path.join(root, '.docusaurus'), { recursive: true, force: true });
  const cache = path.join(root, 'node_modules', '.cache');
  let cold = true;
  if (existsSync(cache) || isSymlink(cache)) {
    const real = realpathSync(cache);
    if (isInside(realpathSync(root), real) || clearSharedCache) {
      rmSync(real, { recursive: true, force: true });
      if (isSymlink(cache)) rmSync(cache, { force: true });
    } else {
      cold = false;
      notes.push(
        `node_modules/.cache resolves to ${real}, outside this checkout (a shared node_modules): not removed, so the build may be warm. ` +
          'Pass --clear-shared-cache to remove it anyway (other checkouts lose their cache), or give the copy its own node_modules directory.',
      );
    }
  }
  return { cold, notes };
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function bin(root: string, name: string): string {
  return path.join(root, 'node_modules', '.bin', name);
}

export async function runColdPipeline({ root, logDir, clearSharedCache, log }: PipelineOptions): Promise<PipelineResult> {
  const { cold, notes } = clean(root, clearSharedCache);
  notes.forEach((note) => log(`[bench] warning: ${note}`));
  const tsx = bin(root, 'tsx');
  const commands: Array<{ name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv }> = [
    { name: 'generate REST', command: tsx, args: ['scripts/generate-references.ts', '--only', 'rest', '--force'] },
    { name: 'generate GraphQL', command: tsx, args: ['scripts/generate-references.ts', '--only', 'graphql', '--force'] },
    // `npm run build` (scripts/build.ts: bundling, then rendering and postBuild in a second process),
    // with Docusaurus's phase timings in its log to split it into those phases; built as .ci/run builds a
    // fresh clone, without writing Rspack's persistent cache that no later build reads (at GraphQL 6x
    // writing it cost 35 s and 1 GB of peak memory: 237 s / 4.86 GB against 202 s / 3.86 GB).
    { name: 'build', command: tsx, args: ['scripts/build.ts'], env: { ...PERF_LOGGER_ENV, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' } },
  ];
  const steps: StepResult[] = [];
  for (const { name, command, args, env } of commands) {
    // A failed generation leaves nothing meaningful to measure after it.
    if (steps.some((step) => !step.ok)) break;
    log(`[bench] ${name} …`);
    const step = await runMeasured({ name, command, args, cwd: root, logDir, ...(env ? { env } : {}) });
    if (name === 'build') step.phases = buildPhasesOf(readFileSync(step.logFile, 'utf8'));
    log(
      `[bench] ${name}: ${step.ok ? 'ok' : `FAILED (exit ${step.exitCode}, log ${step.logFile})`} in ${step.wallSeconds.toFixed(1)} s, ` +
        `peak ${(step.peakTreeRssBytes / 2 ** 20).toFixed(0)} MB`,
    );
    steps.push(step);
  }
  const sitemap = path.join(root, 'build', 'sitemap.xml');
  const pageCount = existsSync(sitemap) ? sitemapRoutes(path.join(root, 'build')).length : null;
  return { cold, coldNotes: notes, steps, pageCount };
}
