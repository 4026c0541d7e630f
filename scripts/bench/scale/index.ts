/**
 * `npm run bench -- --scale K`: the cost of the pipeline as the API grows. In one sitting, builds a
 * scratch site at scale 1 and at each requested scale (generate REST, generate GraphQL, docusaurus
 * build with its artefacts, each cold and measured), prints a table and PASS/FAIL lines against issue 19's
 * linear-cost budgets, and writes bench/scale-results.json. The working tree is never written to.
 * Each scratch build's search is measured too, in the browser: the first query's download and the
 * p95 latency over the whole index (the search budgets must hold at scale).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../lib/browser';
import { runColdPipeline } from '../pipeline';
import { measureSearch } from '../search';
import { startStaticServer } from '../static-server';
import { BUILD_PHASES } from '../build-phases';
import type { BudgetLine, StepResult } from '../types';
import { checkScaleBudgets, peakBytes, totalSeconds } from './budgets';
import { createScratchSite } from './scratch-site';
import type { ScaleResults, ScaleRun, ScaledSearch } from './types';

export interface ScaleBenchOptions {
  root: string;
  scales: number[];
  /** Keep the scratch sites (to inspect them) instead of removing them after each run. */
  keepScratch: boolean;
  out: string;
  log: (line: string) => void;
}

const load = (): string => os.loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * The build phase running `seconds` after the build command started, from the phases' durations in
 * order (approximate by the second or two the config takes to load before the first phase).
 */
export function phaseAt(step: StepResult, seconds: number): string {
  let end = 0;
  for (const { name } of BUILD_PHASES) {
    end += step.phases?.[name] ?? 0;
    if (seconds <= end) return name;
  }
  return 'end of build';
}

/** Peak MB of the run, and for the build step the phase it was reached in. */
function peakLabel(run: ScaleRun): string {
  const peak = peakBytes(run);
  const step = run.steps.find((candidate) => candidate.peakTreeRssBytes === peak);
  const where = step?.phases && step.peakAtSeconds !== undefined ? `, ${phaseAt(step, step.peakAtSeconds)}` : step ? `, ${step.name}` : '';
  return `${(peak / 2 ** 20).toFixed(0)}${where}`;
}

function formatTable(runs: readonly ScaleRun[]): string {
  const names = ['generate REST', 'generate GraphQL', 'build'];
  const phases = BUILD_PHASES.map(({ name }) => name).filter((name) => name !== 'load site');
  const header = ['scale', 'pages', 'sources KB', ...names.map((name) => `${name} s`), ...phases.map((name) => `build: ${name} s`), 'total s', 'peak MB', 'load avg start/end'];
  const rows = runs.map((run) => [
    `${run.scale}x`,
    String(run.pageCount ?? '-'),
    ((run.openapiBytes + run.graphqlBytes) / 1024).toFixed(0),
    ...names.map((name) => {
      const step = run.steps.find((candidate) => candidate.name === name);
      return step ? `${step.wallSeconds.toFixed(1)}${step.ok ? '' : ' FAILED'} (${(step.peakTreeRssBytes / 2 ** 20).toFixed(0)} MB)` : '-';
    }),
    ...phases.map((name) => run.steps.find((step) => step.name === 'build')?.phases?.[name]?.toFixed(1) ?? '-'),
    totalSeconds(run).toFixed(1),
    peakLabel(run),
    `${run.loadAverageAtStart[0]?.toFixed(1)} / ${run.loadAverageAtEnd[0]?.toFixed(1)}`,
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const formatBudgetLines = (lines: readonly BudgetLine[]): string =>
  lines.map((line) => `${line.pass === true ? 'PASS' : line.pass === false ? 'FAIL' : 'N/A '}  ${line.name}: ${line.actual} (budget ${line.limit})`).join('\n');

/** The search figures issue 19 asks at scale, measured in the browser on the scratch site's build. */
async function measureScaledSearch(siteDir: string): Promise<ScaledSearch> {
  const server = await startStaticServer(path.join(siteDir, 'build'));
  const chromePath = findChromium();
  try {
    const browser = await chromium.launch({ ...(chromePath ? { executablePath: chromePath } : {}), args: chromiumArgs });
    try {
      const measured = await measureSearch(browser, server.origin, siteDir, ['firstQuery', 'latency']);
      return {
        firstQueryBytes: measured.firstQuery?.transferBytes ?? null,
        indexFiles: measured.indexFiles.map(({ path: indexPath, gzipBytes, records }) => ({ path: indexPath, gzipBytes, records })),
        p95Ms: measured.latency?.p95Ms ?? null,
        ...(measured.error ? { error: measured.error } : {}),
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

export async function runScaleBench({ root, scales, keepScratch, out, log }: ScaleBenchOptions): Promise<ScaleResults> {
  const startedAt = new Date().toISOString();
  const logRoot = path.join(os.tmpdir(), `pagora-bench-scale-${Date.now()}`);
  const runs: ScaleRun[] = [];
  // Scale 1 first, always: every ratio is against it, measured in the same sitting. Every scratch
  // site is copied before the first build, so all scales build the same checkout even when the
  // working tree is edited during the (long) run.
  const sites = [...new Set([1, ...scales])].sort((a, b) => a - b).map((scale) => ({ scale, site: createScratchSite(root, scale) }));
  for (const { scale, site } of sites) {
    log(`[bench:scale] ${scale}x: scratch site ${site.dir} (sources ${((site.openapiBytes + site.graphqlBytes) / 1024).toFixed(0)} KB); load average ${load()}`);
    const loadAverageAtStart = os.loadavg();
    const logDir = path.join(logRoot, `${scale}x`);
    const pipeline = await runColdPipeline({ root: site.dir, logDir, clearSharedCache: false, log: (line) => log(line.replace('[bench]', `[bench:scale] ${scale}x`)) });
    const loadAverageAtEnd = os.loadavg();
    const search = pipeline.steps.every((step) => step.ok) ? await measureScaledSearch(site.dir) : { firstQueryBytes: null, indexFiles: [], p95Ms: null, error: 'the build failed' };
    log(`[bench:scale] ${scale}x: search ${search.firstQueryBytes === null ? 'not measured' : `first query ${(search.firstQueryBytes / 1024).toFixed(1)} KB gzip, p95 ${search.p95Ms?.toFixed(1) ?? '-'} ms`}${search.error ? ` (${search.error})` : ''}`);
    runs.push({ scale, pageCount: pipeline.pageCount, openapiBytes: site.openapiBytes, graphqlBytes: site.graphqlBytes, steps: pipeline.steps, loadAverageAtStart, loadAverageAtEnd, search });
    if (!keepScratch) rmSync(site.dir, { recursive: true, force: true });
  }
  const budgets = checkScaleBudgets(runs);
  let gitRevision: string | null = null;
  try {
    gitRevision = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    gitRevision = null;
  }
  const results: ScaleResults = { startedAt, finishedAt: new Date().toISOString(), gitRevision, cpus: os.cpus().length, runs, budgets };
  const outFile = path.resolve(root, out);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nPipeline cost by API scale (logs in ${logRoot})\n${formatTable(runs)}\n\n${formatBudgetLines(budgets)}\n\nResults written to ${path.relative(root, outFile)}`);
  return results;
}
