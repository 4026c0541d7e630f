/** scripts/bench: the issue-19 budget lines read what the bench measured. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPhasesOf } from '../../scripts/bench/build-phases';
import { phaseAt } from '../../scripts/bench/scale';
import { checkScaleBudgets } from '../../scripts/bench/scale/budgets';
import { cyclicBudgets, GRAPHQL_BOUND, REST_BOUND } from '../../scripts/bench/cyclic';
import { tricks, verdict } from '../../scripts/bench/tricks';
import { existsSync, readFileSync } from 'node:fs';
import { checkWritersLoopBudgets, median } from '../../scripts/bench/writers-loop';
import type { PipelineResult, StepResult } from '../../scripts/bench/types';
import { renderBlockingStylesheetsOf } from '../../scripts/bench/page-weight';
import { withCriticalCss, stylesheetHrefOf } from '../../plugins/critical-css/critical-css';

const page =
  '<!doctype html><html><head><meta charset=UTF-8><link rel=stylesheet href=/assets/css/styles.1.css /></head><body><link rel=stylesheet href=/late.css></body></html>';

test('a stylesheet link in the head blocks the first paint; one in the body does not count', () => {
  assert.deepEqual(renderBlockingStylesheetsOf(page), ['<link rel=stylesheet href=/assets/css/styles.1.css />']);
  assert.equal(
    renderBlockingStylesheetsOf('<head><link rel="stylesheet" media="screen" href="/a.css"></head>').length,
    1,
  );
});

test('a page rewritten by the critical-CSS step has no render-blocking stylesheet (print media, noscript fallback)', () => {
  const rewritten = withCriticalCss(
    page,
    stylesheetHrefOf(page.split('<body>')[0]!, 'x.html'),
    '.navbar{display:flex}',
  );
  assert.deepEqual(renderBlockingStylesheetsOf(rewritten), []);
});

test("a build's phases are read from Docusaurus's own timing lines, colours or not, and only the build's phases count", () => {
  const log = [
    '[INFO] [en] Creating an optimized production build...',
    '[PERF] Build > en > Load site > Load plugins - 2.10 seconds! - (Heap 80mb -> 300mb / Total 320mb)',
    '[PERF] Build > en > Load site - 3.50 seconds! - (Heap 80mb -> 310mb / Total 330mb)',
    '\u001b[33m[PERF]\u001b[39m Build > \u001b[36m\u001b[1men\u001b[22m\u001b[39m > Bundling with Rspack - \u001b[31m61.25 seconds!\u001b[39m - (Heap 310mb -> 900mb / Total 1000mb)',
    '[PERF] Build > en > SSG - 20.00 seconds! - (Heap 900mb -> 950mb / Total 1100mb)',
    '[PERF] Build > en > postBuild() - 850.50 ms - (Heap 950mb -> 990mb / Total 1100mb)',
    '[PERF] Build > en > Broken links checker - 400.00 ms - (Heap 990mb -> 990mb / Total 1100mb)',
    '[PERF] Build - 90.00 seconds! - (Heap 80mb -> 990mb / Total 1100mb)',
  ].join('\n');
  assert.deepEqual(buildPhasesOf(log), {
    'load site': 3.5,
    bundle: 61.25,
    'render pages (SSG)': 20,
    'postBuild artefacts': 0.8505,
  });
  assert.deepEqual(buildPhasesOf('[SUCCESS] Generated static files in "build".'), {});
});

test('the peak memory of a build is placed in the phase that was running then', () => {
  const step = {
    name: 'build',
    phases: { 'load site': 5, bundle: 60, 'render pages (SSG)': 20, 'postBuild artefacts': 10 },
  } as unknown as StepResult;
  assert.equal(phaseAt(step, 3), 'load site');
  assert.equal(phaseAt(step, 64), 'bundle');
  assert.equal(phaseAt(step, 70), 'render pages (SSG)');
  assert.equal(phaseAt(step, 90), 'postBuild artefacts');
  assert.equal(phaseAt(step, 99), 'end of build');
});

test("the writers' loop budgets: starts as ratios to the stock site, the median of the saves", () => {
  assert.equal(median([5.65, 1.4, 4.48]), 4.48);
  assert.equal(median([1, 3]), 2);
  assert.ok(Number.isNaN(median([])));
  const [cold, warm, second, save, reference] = checkWritersLoopBudgets({
    site: {
      coldStartSeconds: 45,
      coldStarts: [45, 44, 47],
      warmStartSeconds: 30,
      saveToPageSeconds: median([0.9, 5, 0.8]),
      saves: [0.9, 5, 0.8],
    },
    stock: {
      coldStartSeconds: 20,
      coldStarts: [20, 21, 19],
      warmStartSeconds: 16,
      saveToPageSeconds: 0.5,
      saves: [0.5],
    },
    warmSkippedGeneration: true,
    referenceFirstOpenSeconds: 6.5,
    loadAverageAtStart: [6],
    loadAverageAtEnd: [7],
  });
  assert.equal(cold!.pass, false);
  assert.match(
    cold!.actual,
    /^2\.25x \(45\.0 s \/ 20\.0 s, medians of 45\.00, 44\.00, 47\.00 \/ 20\.00, 21\.00, 19\.00; load 6\.0 → 7\.0\)$/,
  );
  assert.equal(warm!.pass, true);
  assert.equal(second!.pass, true);
  assert.equal(save!.pass, true);
  assert.match(save!.actual, /^0\.90 s \(median of 0\.90, 5\.00, 0\.80; stock site: 0\.50 s/);
  assert.equal(reference!.pass, false, 'a reference page over 5 s to open');
});

/** A scale run of three steps; the build's wall and CPU seconds and peak memory vary. */
const scaleStep = (name: string, wallSeconds: number, cpuSeconds: number | null, peakGiB = 1): StepResult =>
  ({ name, ok: true, wallSeconds, cpuSeconds, peakTreeRssBytes: peakGiB * 2 ** 30 }) as StepResult;
const scaleRun = (scale: number, wall: number, cpu: number | null, peakGiB = 1) => ({
  scale,
  pageCount: 600 * scale,
  openapiBytes: 1,
  graphqlBytes: 1,
  loadAverageAtStart: [1],
  loadAverageAtEnd: [1],
  steps: [
    scaleStep('generate REST', 1, 1),
    scaleStep('generate GraphQL', 1, 1),
    scaleStep('build', wall, cpu, peakGiB),
  ],
});

test('the scale budgets compare total wall time and, load-independent, total CPU time with scale 1', () => {
  const run = scaleRun;
  const lines = checkScaleBudgets([run(1, 100, 50), run(4, 300, 400)]);
  const line = (start: string) => lines.find((entry) => entry.name.startsWith(start))!;
  assert.equal(line('Scale 4x: total time').pass, true);
  assert.equal(line('Scale 4x: total CPU time').pass, false);
  assert.match(line('Scale 4x: total CPU time').actual, /^7\.73x \(402\.0 s \/ 52\.0 s\)$/);
  const unmeasured = checkScaleBudgets([run(1, 100, null), run(4, 300, 400)]);
  assert.equal(unmeasured.find((entry) => entry.name.startsWith('Scale 4x: total CPU time'))!.pass, null);
});

test('the scale budgets hold peak memory to linear growth (issue 75) beside the flat 3 GB of issue 19', () => {
  const run = (scale: number, buildPeakGiB: number) => scaleRun(scale, 1, 1, buildPeakGiB);
  const memory = (runs: Parameters<typeof checkScaleBudgets>[0]) => {
    const lines = checkScaleBudgets(runs);
    return {
      linear: lines.find((entry) => entry.name === 'Scale 4x: peak memory / scale 1x')!,
      flat: lines.find((entry) => entry.name.startsWith('Scale 4x: peak memory of any step'))!,
    };
  };
  const sublinear = memory([run(1, 1.7), run(4, 3.7)]);
  assert.equal(sublinear.linear.pass, true);
  assert.match(sublinear.linear.actual, /^2\.18x \(3789 MB \/ 1741 MB\)$/);
  assert.equal(sublinear.flat.pass, false, "over 3 GB still fails issue 19's line");
  assert.equal(memory([run(1, 1), run(4, 4.5)]).linear.pass, false, '4.5x the memory for 4x the API');
});

test('the Stripe-sized and GraphQL 6x budgets: generation + build time and peak memory, and a failed step fails both', () => {
  const step = (name: string, ok: boolean, wallSeconds: number, gib: number): StepResult =>
    ({ name, ok, wallSeconds, cpuSeconds: wallSeconds, peakTreeRssBytes: gib * 2 ** 30 }) as StepResult;
  const run = (ok: boolean, buildSeconds: number, gib: number): PipelineResult => ({
    cold: true,
    coldNotes: [],
    pageCount: 1,
    steps: [
      step('generate REST', true, 30, 0.5),
      step('generate GraphQL', true, 10, 0.3),
      step('build', ok, buildSeconds, gib),
    ],
  });
  assert.deepEqual(
    cyclicBudgets(REST_BOUND, run(true, 560, 5.9)).map((line) => line.pass),
    [true, true],
  );
  const over = cyclicBudgets(REST_BOUND, run(true, 561, 6.1));
  assert.deepEqual(
    over.map((line) => line.pass),
    [false, false],
  );
  assert.equal(over[0]!.actual, '601.0 s', 'generation counts');
  assert.deepEqual(
    cyclicBudgets(GRAPHQL_BOUND, run(true, 270, 4.1)).map((line) => line.pass),
    [false, false],
  );
  const failed = cyclicBudgets(REST_BOUND, run(false, 10, 0.5));
  assert.deepEqual(
    failed.map((line) => line.pass),
    [false, false],
  );
  assert.match(failed[0]!.actual, /failed/);
});

test('the tricks bench can take out every trick it lists, and keeps one that earns 3 points or 15 KB', () => {
  const config = readFileSync('docusaurus.config.ts', 'utf8')
    .split('\n')
    .map((line) => line.trim());
  for (const trick of tricks) {
    if (trick.configLine)
      assert.ok(config.includes(trick.configLine), `${trick.id}: "${trick.configLine}" not in docusaurus.config.ts`);
    else assert.ok(existsSync(`src/theme/${trick.swizzle}`), `${trick.id}: src/theme/${trick.swizzle} is gone`);
  }
  const measured = (js: number, performance: number) => ({
    ok: true,
    buildSeconds: 60,
    buildPeakMb: 2000,
    js: { guide: js },
    performance: { guide: performance },
  });
  assert.equal(verdict({ pages: ['guide'] }, measured(200, 99), measured(214, 97)), 'remove');
  assert.equal(verdict({ pages: ['guide'] }, measured(200, 99), measured(215, 99)), 'keep');
  assert.equal(verdict({ pages: ['guide'] }, measured(200, 99), measured(200, 96)), 'keep');
  assert.equal(
    verdict({ pages: ['guide'] }, measured(200, 99), { ...measured(0, 0), ok: false }),
    'keep (build fails without)',
  );
});
