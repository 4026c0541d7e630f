/**
 * `npm run bench -- --tricks [id,…]`: does each loading and hydration trick still earn its place?
 * (issue 42). In one scratch copy of the checkout and one sitting, builds the site as it is, then once
 * without each trick (its plugin line taken out of docusaurus.config.ts, or its swizzle moved aside),
 * and measures each build on the page kinds the trick touches: JavaScript (gzip) and the Lighthouse
 * performance median of `--lighthouse-runs` (default 5) runs, plus build time and peak memory.
 * Prints the with/without table; a trick whose gain is under 3 Lighthouse points and 15 KB of
 * JavaScript on every page kind it touches is marked "remove" (issue 42's rule).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMeasured } from './run-measured';
import { createScratchSite } from './scale/scratch-site';
import type { BenchResults } from './types';

/** A trick, and how to take it out: its line in docusaurus.config.ts, or its swizzle in src/theme/. */
export interface Trick {
  id: string;
  /** Bench page ids (pages.ts) of the page kinds the trick touches. */
  pages: string[];
  configLine?: string;
  swizzle?: string;
}

const plugin = (name: string): string => `'./plugins/${name}/index.ts',`;

export const tricks: Trick[] = [
  { id: 'ssr-template', pages: ['guide', 'rest-operation'], configLine: 'ssrTemplate,' },
  { id: 'critical-css', pages: ['home', 'guide'], configLine: plugin('critical-css') },
  { id: 'prism-on-demand', pages: ['guide', 'rest-operation'], configLine: plugin('prism-on-demand') },
  { id: 'idle-prefetch', pages: ['guide', 'graphql-type', 'rest-operation', 'search'], configLine: plugin('idle-prefetch') },
  { id: 'tabs-keep-on-hydration', pages: ['guide', 'rest-operation'], configLine: plugin('tabs-keep-on-hydration') },
  { id: 'CodeBlock ejects', pages: ['guide', 'rest-operation'], swizzle: 'CodeBlock' },
  { id: 'chunk-filenames', pages: ['home', 'guide', 'rest-operation'], configLine: plugin('chunk-filenames') },
];

/** Takes the trick out of a site folder; returns the function that puts it back. */
export function removeTrick(dir: string, trick: Trick): () => void {
  if (trick.configLine) {
    const file = path.join(dir, 'docusaurus.config.ts');
    const before = readFileSync(file, 'utf8');
    const lines = before.split('\n');
    const index = lines.findIndex((candidate) => candidate.trim() === trick.configLine);
    if (index < 0) throw new Error(`docusaurus.config.ts has no line "${trick.configLine}": update scripts/bench/tricks.ts`);
    lines.splice(index, 1);
    writeFileSync(file, lines.join('\n'));
    return () => writeFileSync(file, before);
  }
  const from = path.join(dir, 'src', 'theme', trick.swizzle ?? '');
  const aside = path.join(dir, `.unswizzled-${trick.swizzle}`);
  if (!trick.swizzle || !existsSync(from)) throw new Error(`src/theme/${trick.swizzle} does not exist: update scripts/bench/tricks.ts`);
  renameSync(from, aside);
  return () => renameSync(aside, from);
}

export interface Measured {
  ok: boolean;
  buildSeconds: number;
  buildPeakMb: number;
  js: Record<string, number>;
  performance: Record<string, number | null>;
}

const load = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function measure(dir: string, pages: string[], runs: number, label: string, log: (line: string) => void): Promise<Measured> {
  const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
  const logDir = path.join(dir, '.tricks-logs', label.replace(/[^a-z0-9]+/gi, '-'));
  rmSync(path.join(dir, 'build'), { recursive: true, force: true });
  const build = await runMeasured({ name: 'build', command: tsx, args: ['scripts/build.ts'], cwd: dir, logDir });
  const empty = { js: {}, performance: {} };
  if (!build.ok) return { ok: false, buildSeconds: build.wallSeconds, buildPeakMb: build.peakTreeRssBytes / 2 ** 20, ...empty };
  const out = path.join(logDir, 'bench.json');
  const bench = await runMeasured({
    name: 'bench',
    command: tsx,
    args: ['scripts/bench/index.ts', '--skip-build', '--pages', pages.join(','), '--lighthouse-runs', String(runs), '--out', out],
    cwd: dir,
    logDir,
  });
  if (!bench.ok || !existsSync(out)) {
    log(`[bench:tricks] ${label}: the bench failed (${bench.logFile})`);
    return { ok: false, buildSeconds: build.wallSeconds, buildPeakMb: build.peakTreeRssBytes / 2 ** 20, ...empty };
  }
  const results = JSON.parse(readFileSync(out, 'utf8')) as BenchResults;
  return {
    ok: true,
    buildSeconds: build.wallSeconds,
    buildPeakMb: build.peakTreeRssBytes / 2 ** 20,
    js: Object.fromEntries(results.pages.map((page) => [page.pageId, page.jsTransferBytes / 1024])),
    performance: Object.fromEntries(results.lighthouse.map((entry) => [entry.pageId, entry.performance])),
  };
}

/** Issue 42's rule: keep a trick that gains at least 3 Lighthouse points or 15 KB of JS on a page kind it touches. */
export function verdict(trick: Pick<Trick, 'pages'>, withIt: Measured, without: Measured): 'keep' | 'remove' | 'keep (build fails without)' {
  if (!without.ok) return 'keep (build fails without)';
  const earns = trick.pages.some((page) => {
    const jsGain = (without.js[page] ?? 0) - (withIt.js[page] ?? 0);
    const lighthouseGain = (withIt.performance[page] ?? 0) - (without.performance[page] ?? 0);
    return jsGain >= 15 || lighthouseGain >= 3;
  });
  return earns ? 'keep' : 'remove';
}

export async function runTricksBench(options: {
  root: string;
  only: string[] | null;
  lighthouseRuns: number;
  keepScratch: boolean;
  log: (line: string) => void;
}): Promise<void> {
  const { log } = options;
  const selected = tricks.filter((trick) => !options.only || options.only.some((id) => trick.id.startsWith(id)));
  const site = createScratchSite(options.root, 1);
  log(`[bench:tricks] scratch site ${site.dir}; ${selected.length} tricks; load average ${load()}`);
  const allPages = [...new Set(selected.flatMap((trick) => trick.pages))];
  // References generated once up front, so no build below pays for generation and the build figures compare.
  const generation = await runMeasured({
    name: 'generate references',
    command: path.join(site.dir, 'node_modules', '.bin', 'tsx'),
    args: ['scripts/generate-references.ts'],
    cwd: site.dir,
    logDir: path.join(site.dir, '.tricks-logs'),
  });
  if (!generation.ok) throw new Error(`generating the references failed: ${generation.logFile}`);
  const baseline = await measure(site.dir, allPages, options.lighthouseRuns, 'baseline', log);
  log(`[bench:tricks] with every trick: build ${baseline.buildSeconds.toFixed(0)} s; load average ${load()}`);
  const rows: string[][] = [];
  for (const trick of selected) {
    const restore = removeTrick(site.dir, trick);
    let without: Measured;
    try {
      without = await measure(site.dir, trick.pages, options.lighthouseRuns, trick.id, log);
    } finally {
      restore();
    }
    const decision = verdict(trick, baseline, without);
    for (const page of trick.pages)
      rows.push([
        trick.id,
        page,
        baseline.js[page]?.toFixed(1) ?? '-',
        without.js[page]?.toFixed(1) ?? '-',
        String(baseline.performance[page] ?? '-'),
        String(without.performance[page] ?? '-'),
        `${baseline.buildSeconds.toFixed(0)} / ${without.buildSeconds.toFixed(0)}`,
        `${baseline.buildPeakMb.toFixed(0)} / ${without.buildPeakMb.toFixed(0)}`,
        decision,
      ]);
    log(`[bench:tricks] ${trick.id}: ${decision}; load average ${load()}`);
  }
  const header = ['trick', 'page', 'JS KB with', 'JS KB without', 'Lighthouse with', 'Lighthouse without', 'build s with / without', 'build MB with / without', 'verdict'];
  const table = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
  console.log(`\nTricks with and without (Lighthouse: median of ${options.lighthouseRuns}; load average at end ${load()})\n${table}`);
  if (!options.keepScratch) rmSync(site.dir, { recursive: true, force: true });
}
