/**
 * `npm run bench -- --cyclic`: the whole site built cold with a Stripe-sized REST API, then with a
 * GraphQL schema six times ours, each against issue 75's bounds on this machine (REST: generation
 * plus build in 10 minutes and 6 GB; GraphQL: 5 minutes and 4 GB), with the pages, the REST MDX and
 * search index bytes, Docusaurus's phases and the load average. The REST API is ours plus the
 * generated cyclic description (cyclic-api.ts, 450 operations and 818 schemas), so the guides' links
 * to our operations, the facts check and the route inventory hold as in a real build. Each site is
 * a scratch copy of the checkout (scale/scratch-site.ts); the working tree is never written to.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { paths } from '../../config/paths';
import { cyclicApi, defaultCyclicApiSize } from './cyclic-api';
import { runColdPipeline } from './pipeline';
import { phaseAt } from './scale/index';
import { mb } from './scale/budgets';
import { scaleGraphqlSchema } from './scale/scale-graphql';
import { createScratchSite } from './scale/scratch-site';
import { indexOnDisk } from './search';
import type { BudgetLine, PipelineResult } from './types';

export interface Bound {
  name: string;
  seconds: number;
  bytes: number;
}

export const REST_BOUND: Bound = { name: 'Stripe-sized REST API', seconds: 600, bytes: 6 * 2 ** 30 };
export const GRAPHQL_SCALE = 6;
export const GRAPHQL_BOUND: Bound = { name: `GraphQL schema ${GRAPHQL_SCALE}x`, seconds: 300, bytes: 4 * 2 ** 30 };

type Json = Record<string, unknown>;
const load = (): string => os.loadavg().map((value) => value.toFixed(1)).join(' ');

/** Our document with the generated one's paths, tags and schemas added (their operations use our security). */
export function withGeneratedApi(ours: Json, generated: Json): Json {
  const schemasOf = (document: Json) => (document.components as { schemas: Json }).schemas;
  const clashes = Object.keys(schemasOf(generated)).filter((name) => name in schemasOf(ours));
  const routes = Object.keys(generated.paths as Json).filter((route) => route in (ours.paths as Json));
  if (clashes.length + routes.length > 0) throw new Error(`the generated API reuses our names: ${[...clashes, ...routes].join(', ')}`);
  return {
    ...ours,
    tags: [...(ours.tags as unknown[]), ...(generated.tags as unknown[])],
    paths: { ...(ours.paths as Json), ...(generated.paths as Json) },
    components: { ...(ours.components as Json), schemas: { ...schemasOf(ours), ...schemasOf(generated) } },
  };
}

const totalSeconds = (run: PipelineResult): number => run.steps.reduce((total, step) => total + step.wallSeconds, 0);
const peak = (run: PipelineResult): number => Math.max(0, ...run.steps.map((step) => step.peakTreeRssBytes));
const complete = (run: PipelineResult): boolean => run.steps.length === 3 && run.steps.every((step) => step.ok);

export function cyclicBudgets(bound: Bound, run: PipelineResult): BudgetLine[] {
  const failed = complete(run) ? '' : ' (a step failed)';
  return [
    {
      name: `${bound.name}: generation + build time`,
      limit: `≤ ${bound.seconds} s`,
      actual: `${totalSeconds(run).toFixed(1)} s${failed}`,
      pass: complete(run) && totalSeconds(run) <= bound.seconds,
    },
    {
      name: `${bound.name}: peak memory of any step (process tree)`,
      limit: `≤ ${mb(bound.bytes)}`,
      actual: `${mb(peak(run))}${failed}`,
      pass: complete(run) && peak(run) <= bound.bytes,
    },
  ];
}

const bytesOf = (dir: string, extension: string): number =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .reduce((total, file) => total + statSync(path.join(dir, file)).size, 0);

/** One site, cold, measured, described. */
async function measureSite(root: string, bound: Bound, write: (siteDir: string) => string, options: { keepScratch: boolean; log: (line: string) => void }) {
  const { log } = options;
  const site = createScratchSite(root, 1);
  const what = write(site.dir);
  log(`[bench:cyclic] ${bound.name} (${what}): scratch site ${site.dir}; load average ${load()}`);
  const run = await runColdPipeline({
    root: site.dir,
    logDir: path.join(os.tmpdir(), `pagora-bench-cyclic-${Date.now()}`),
    clearSharedCache: false,
    log: (line) => log(line.replace('[bench]', '[bench:cyclic]')),
  });
  const lines = run.steps.map((step) => {
    const phases = Object.entries(step.phases ?? {}).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
    const at = step.phases && step.peakAtSeconds !== undefined ? ` (in ${phaseAt(step, step.peakAtSeconds)})` : '';
    return `  ${step.name}: ${step.wallSeconds.toFixed(1)} s wall, ${step.cpuSeconds?.toFixed(1) ?? '-'} s CPU, peak ${mb(step.peakTreeRssBytes)}${at}${phases.length ? `; ${phases.join(', ')}` : ''}${step.ok ? '' : ` FAILED (log ${step.logFile})`}`;
  });
  const index = complete(run) ? indexOnDisk(path.join(site.dir, 'build')) : undefined;
  log(
    `\n${bound.name}: ${what}\n${lines.join('\n')}\n` +
      `  pages ${run.pageCount ?? '-'}, REST MDX ${mb(bytesOf(path.join(site.dir, 'apis/rest'), '.mdx'))}, ` +
      `search index ${index?.indexRawBytes == null ? '-' : `${mb(index.indexRawBytes)} raw, ${mb(index.indexGzipBytes ?? 0)} gzip`}; load average at end ${load()}`,
  );
  if (!options.keepScratch) rmSync(site.dir, { recursive: true, force: true });
  return cyclicBudgets(bound, run);
}

export async function runCyclicBench(options: { root: string; keepScratch: boolean; log: (line: string) => void }): Promise<BudgetLine[]> {
  const { root } = options;
  const rest = await measureSite(
    root,
    REST_BOUND,
    (siteDir) => {
      const generated = cyclicApi(defaultCyclicApiSize);
      const file = path.join(siteDir, paths.openapi);
      const merged = withGeneratedApi(yaml.load(readFileSync(file, 'utf8')) as Json, generated);
      writeFileSync(file, yaml.dump(merged, { noRefs: true, lineWidth: -1 }));
      const count = (document: Json) => Object.values(document.paths as Record<string, Json>).reduce((sum, item) => sum + Object.keys(item).length, 0);
      const schemas = Object.keys((merged.components as { schemas: Json }).schemas).length;
      return `ours and the generated cyclic description: ${count(merged)} operations (${count(generated)} generated), ${schemas} schemas`;
    },
    options,
  );
  const graphql = await measureSite(
    root,
    GRAPHQL_BOUND,
    (siteDir) => {
      const file = path.join(siteDir, paths.graphqlSchema);
      const scaled = scaleGraphqlSchema(readFileSync(file, 'utf8'), GRAPHQL_SCALE);
      writeFileSync(file, scaled);
      return `${(scaled.match(/^(type|input|enum|interface|union|scalar) /gm) ?? []).length} types`;
    },
    options,
  );
  return [...rest, ...graphql];
}
