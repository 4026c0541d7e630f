/**
 * `npm run bench -- --cyclic`: REST generation of the generated cyclic description (issue 46:
 * scripts/bench/cyclic-api.ts, 450 operations and 723 schemas that expand into each other), in a
 * scratch copy of the checkout, cold, with its wall time, CPU time and the peak memory of its process
 * tree, against issue 46's bounds (under 5 minutes, under 3 GB). Only generation: the scratch site's
 * guides link to Pagora's operations, which a foreign API does not have, so its build would stop at
 * the link check (tests/unit/api-shapes.test.ts builds the small foreign fixtures instead).
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { paths } from '../../config/paths';
import { cyclicApi, defaultCyclicApiSize } from './cyclic-api';
import { runMeasured } from './run-measured';
import { createScratchSite } from './scale/scratch-site';
import type { BudgetLine, StepResult } from './types';

const GENERATION_SECONDS = 300;
const PEAK_BYTES = 3 * 2 ** 30;

const load = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export function cyclicBudgets(generation: StepResult): BudgetLine[] {
  return [
    {
      name: 'cyclic description: REST generation time',
      limit: `< ${GENERATION_SECONDS} s`,
      actual: `${generation.wallSeconds.toFixed(1)} s${generation.ok ? '' : ' (failed)'}`,
      pass: generation.ok && generation.wallSeconds < GENERATION_SECONDS,
    },
    {
      name: 'cyclic description: REST generation peak memory',
      limit: `< ${mb(PEAK_BYTES)}`,
      actual: mb(generation.peakTreeRssBytes),
      pass: generation.ok && generation.peakTreeRssBytes < PEAK_BYTES,
    },
  ];
}

export async function runCyclicBench(options: { root: string; keepScratch: boolean; log: (line: string) => void }): Promise<BudgetLine[]> {
  const { root, log } = options;
  const site = createScratchSite(root, 1);
  const document = cyclicApi(defaultCyclicApiSize);
  writeFileSync(path.join(site.dir, paths.openapi), yaml.dump(document, { noRefs: true, lineWidth: -1 }));
  log(`[bench:cyclic] scratch site ${site.dir}; load average ${load()}`);
  const generation = await runMeasured({
    name: 'generate REST (cyclic)',
    command: path.join(root, 'node_modules', '.bin', 'tsx'),
    args: ['scripts/generate-references.ts', '--only', 'rest', '--force'],
    cwd: site.dir,
    logDir: path.join(os.tmpdir(), `pagora-bench-cyclic-${Date.now()}`),
  });
  const operations = Object.values(document.paths as Record<string, object>).reduce((sum, item) => sum + Object.keys(item).length, 0);
  const schemas = Object.keys((document.components as { schemas: object }).schemas).length;
  log(
    `\nCyclic description: ${operations} operations, ${schemas} schemas\n` +
      `generate REST: ${generation.wallSeconds.toFixed(1)} s wall, ${generation.cpuSeconds?.toFixed(1) ?? '-'} s CPU, peak ${mb(generation.peakTreeRssBytes)}` +
      `${generation.ok ? '' : ` FAILED (log ${generation.logFile})`}; load average at end ${load()}`,
  );
  if (!options.keepScratch) rmSync(site.dir, { recursive: true, force: true });
  return cyclicBudgets(generation);
}
