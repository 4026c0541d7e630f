/**
 * `npm run bench`: builds the site cold and measures it — time and peak memory of each
 * generation/build step, JavaScript per page, Lighthouse scores, search download and latency —
 * then prints a table and budget lines and writes bench/results.json.
 * Exits 0 whatever the budgets say, unless `--strict`.
 *
 * Usage: tsx scripts/bench/index.ts [--strict] [--skip-build] [--clear-shared-cache] [--lighthouse-runs N] [--out FILE]
 *        tsx scripts/bench/index.ts --scale K[,K…] [--keep-scratch] [--strict]   (pipeline cost by API size: scripts/bench/scale/)
 *        tsx scripts/bench/index.ts --writers-loop [--strict]   (npm start and guide recompilation: writers-loop.ts)
 *        tsx scripts/bench/index.ts --tricks [id,…] [--lighthouse-runs N]   (with and without each loading trick: tricks.ts)
 *        tsx scripts/bench/index.ts --cyclic [--keep-scratch] [--strict]   (the site with a Stripe-sized REST API, then GraphQL 6x, against issue 75's bounds: cyclic.ts)
 *        tsx scripts/bench/index.ts --slow-phone   (4x CPU throttle: hydration, long tasks, elements, identifier query, beside a stock site: slow-phone.ts)
 *        tsx scripts/bench/index.ts --search-only [--lighthouse-runs N]   (search figures and the search pages' Lighthouse on the existing build/)
 *        tsx scripts/bench/index.ts --skip-build --pages rest-operation,rest-schema   (JS and Lighthouse on those pages only)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/browser';
import { parseArgs } from './args';
import { checkBudgets } from './budgets';
import { runCyclicBench } from './cyclic';
import { runSlowPhoneBench } from './slow-phone';
import { runTricksBench } from './tricks';
import { runLighthouse } from './lighthouse';
import { measurePageWeight } from './page-weight';
import { benchPages } from './pages';
import { runColdPipeline } from './pipeline';
import { formatReport } from './report';
import { formatBudgetLines, runScaleBench } from './scale';
import { checkWritersLoopBudgets, measureWritersLoop } from './writers-loop';
import { measureSearch } from './search';
import { runSandboxLoad } from './sandbox-load';
import { startStaticServer } from './static-server';
import type { BenchOptions } from './args';
import type { BenchPage, BenchResults, PageWeight, PipelineResult } from './types';

const log = (line: string): void => console.log(line);

function gitRevision(root: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const root = process.cwd();
  if (options.sandboxLoad) {
    if (!(await runSandboxLoad(root, options.sandboxLoad, log))) process.exit(1);
    return;
  }
  if (options.writersLoop) {
    const lines = checkWritersLoopBudgets(await measureWritersLoop(root, log));
    console.log(`\n${formatBudgetLines(lines)}`);
    if (options.strict && lines.some((line) => line.pass !== true)) process.exit(1);
    if (!options.scales) return;
  }
  if (options.tricks) {
    await runTricksBench({
      root,
      only: options.tricks.length > 0 ? options.tricks : null,
      // Issue 42 asks for the median of 5; `--lighthouse-runs` overrides it (its default of 3 does not).
      lighthouseRuns: process.argv.includes('--lighthouse-runs') ? options.lighthouseRuns : 5,
      keepScratch: options.keepScratch,
      log,
    });
    return;
  }
  if (options.slowPhone) {
    await runSlowPhoneBench({ root, out: options.out, log });
    return;
  }
  if (options.cyclic) {
    const lines = await runCyclicBench({ root, keepScratch: options.keepScratch, log });
    console.log(`\n${formatBudgetLines(lines)}`);
    if (options.strict && lines.some((line) => line.pass !== true)) process.exit(1);
    return;
  }
  if (options.scales) {
    const out = options.out === 'bench/results.json' ? 'bench/scale-results.json' : options.out;
    const scaled = await runScaleBench({ root, scales: options.scales, keepScratch: options.keepScratch, out, log });
    if (options.strict && scaled.budgets.some((line) => line.pass !== true)) process.exit(1);
    return;
  }
  const buildDir = path.join(root, 'build');
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'pagora-bench-'));
  const chromePath = findChromium() ?? null;
  const startedAt = new Date().toISOString();
  const loadAverageAtStart = os.loadavg();
  log(`[bench] logs in ${logDir}; load average ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')}`);

  let pipeline: PipelineResult | null = null;
  if (!options.skipBuild) {
    pipeline = await runColdPipeline({ root, logDir, clearSharedCache: options.clearSharedCache, log });
  }
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir}/index.html not found: the build failed or was never run.`);

  const server = await startStaticServer(buildDir);
  log(`[bench] serving build/ with gzip at ${server.origin}`);
  // Search alone: the search pages only, their JavaScript and Lighthouse, with every search figure.
  const measuredPages = selectPages(options);
  const pages: PageWeight[] = [];
  let search: BenchResults['search'];
  let lighthouse: BenchResults['lighthouse'] = [];
  try {
    const browser = await chromium.launch({ ...(chromePath ? { executablePath: chromePath } : {}), args: chromiumArgs });
    try {
      for (const page of measuredPages) {
        const weight = await measurePageWeight(browser, server.origin, page);
        log(`[bench] ${page.path}: ${(weight.jsTransferBytes / 1024).toFixed(1)} KB gzip JS in ${weight.scripts.length} scripts (HTTP ${weight.status})`);
        pages.push(weight);
      }
      search = await measureSearch(browser, server.origin, root);
      log(`[bench] search measured${search.error ? ` with errors: ${search.error}` : ''}`);
    } finally {
      await browser.close();
    }
    if (chromePath) {
      lighthouse = await runLighthouse(chromePath, server.origin, measuredPages, options.lighthouseRuns, log);
    } else {
      log('[bench] no Chromium found: Lighthouse skipped');
    }
  } finally {
    await server.close();
  }

  const partial: Omit<BenchResults, 'budgets' | 'finishedAt'> = {
    startedAt,
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      totalMemoryBytes: os.totalmem(),
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg(),
      chromium: chromePath,
      gitRevision: gitRevision(root),
      reusedBuild: options.skipBuild,
    },
    pipeline,
    pages,
    lighthouse,
    search,
  };
  const results: BenchResults = { ...partial, budgets: checkBudgets(partial), finishedAt: new Date().toISOString() };
  const outFile = path.resolve(root, options.out);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${formatReport(results)}\n\nResults written to ${path.relative(root, outFile)}`);
  const failed = results.budgets.filter((line) => line.pass !== true);
  if (options.strict && failed.length > 0) {
    console.error(`[bench] --strict: ${failed.length} budget(s) failed or not measured`);
    process.exit(1);
  }
}

/** The pages to measure: `--pages` ids (an unknown id is an error), the search pages alone, or all. */
function selectPages(options: BenchOptions): BenchPage[] {
  if (options.pages) {
    const unknown = options.pages.filter((id) => !benchPages.some((page) => page.id === id));
    if (unknown.length > 0) throw new Error(`--pages: unknown page id ${unknown.join(', ')} (known: ${benchPages.map((page) => page.id).join(', ')})`);
    return benchPages.filter((page) => options.pages?.includes(page.id));
  }
  return options.searchOnly ? benchPages.filter((page) => page.path.startsWith('/search/')) : benchPages;
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
