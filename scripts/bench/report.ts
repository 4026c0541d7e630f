/** Plain-text tables of the results, for the terminal. */
import { benchPages, KB } from './pages';
import type { BenchResults } from './types';

const MB = 1024 ** 2;

function table(headers: string[], rows: string[][], rightAligned: number[] = []): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const format = (cells: string[]): string =>
    cells
      .map((cell, column) => (rightAligned.includes(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [format(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(format)].join('\n');
}

const kb = (bytes: number | null | undefined): string => (bytes == null ? '-' : (bytes / KB).toFixed(1));
const ms = (value: number): string => value.toFixed(1);
const shortUrl = (url: string): string => new URL(url).pathname;

/** Top-1 / top-3 / MRR of one part of the relevance suite. */
const relevanceFigures = ({ top1, top3, mrr }: { top1: number; top3: number; mrr: number }): string =>
  `${(top1 * 100).toFixed(1)}% / ${(top3 * 100).toFixed(1)}% / ${mrr.toFixed(3)}`;

export function formatReport(results: BenchResults): string {
  const out: string[] = [];
  const { environment: env } = results;
  out.push(
    `Pagora docs benchmark — ${results.startedAt} — node ${env.node}, ${env.cpus} CPUs, ${(env.totalMemoryBytes / 1024 ** 3).toFixed(0)} GB, ` +
      `load average at start ${env.loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')} / end ${env.loadAverageAtEnd.map((value) => value.toFixed(1)).join(' ')}`,
  );

  if (results.pipeline) {
    const { pipeline } = results;
    out.push('', `Build (cold: ${pipeline.cold ? 'yes' : 'NO'}; pages in sitemap: ${pipeline.pageCount ?? '-'})`);
    out.push(
      table(
        ['step', 'result', 'wall s', 'CPU s', 'peak tree RSS MB', 'max process RSS MB', 'load avg'],
        pipeline.steps.map((step) => [
          step.name,
          step.ok ? 'ok' : `FAILED (exit ${step.exitCode})`,
          step.wallSeconds.toFixed(1),
          step.cpuSeconds?.toFixed(1) ?? '-',
          (step.peakTreeRssBytes / MB).toFixed(0),
          step.peakSingleRssBytes === null ? '-' : (step.peakSingleRssBytes / MB).toFixed(0),
          step.loadAverageAtStart.toFixed(1),
        ]),
        [2, 3, 4, 5, 6],
      ),
    );
    out.push('wall s includes waiting for a CPU; CPU s = user + system time of the step and its children; load avg = 1-minute load when the step started.');
    pipeline.coldNotes.forEach((note) => out.push(`note: ${note}`));
    for (const step of pipeline.steps.filter((entry) => !entry.ok)) out.push(`${step.name} failed (full log ${step.logFile}):\n${step.error ?? ''}`);
  } else {
    out.push('', 'Build: not run (--skip-build); measuring the existing build/.');
  }

  out.push('', 'Pages (JS = scripts loaded to render, gzip as transferred, until network idle; Lighthouse mobile, median-performance run)');
  out.push(
    table(
      ['page', 'path', 'JS KB gzip', 'JS KB raw', 'scripts', 'prefetched KB', 'all KB', 'perf', 'a11y', 'best pr.', 'SEO'],
      benchPages.map((page) => {
        const weight = results.pages.find((entry) => entry.pageId === page.id);
        const lighthouse = results.lighthouse.find((entry) => entry.pageId === page.id);
        return [
          page.label,
          page.path,
          kb(weight?.jsTransferBytes),
          kb(weight?.jsDecodedBytes),
          String(weight?.scripts.length ?? '-'),
          kb(weight?.prefetchedJsTransferBytes),
          kb(weight?.allTransferBytes),
          lighthouse?.performance == null ? '-' : `${lighthouse.performance} (${lighthouse.performanceRuns.join('/')})`,
          String(lighthouse?.accessibility ?? '-'),
          String(lighthouse?.bestPractices ?? '-'),
          String(lighthouse?.seo ?? '-'),
        ];
      }),
      [2, 3, 4, 5, 6, 8, 9, 10],
    ),
  );

  out.push('', 'Lighthouse performance metrics (median run; host benchmark index: Lighthouse\'s CPU figure, lower = busier or slower machine)');
  out.push(
    table(
      ['page', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'benchmark index'],
      results.lighthouse.map((entry) => {
        const metric = (id: string): string => entry.metrics[id]?.displayValue ?? '-';
        const label = benchPages.find((page) => page.id === entry.pageId)?.label ?? entry.path;
        return [
          label,
          metric('first-contentful-paint'),
          metric('largest-contentful-paint'),
          metric('total-blocking-time'),
          metric('cumulative-layout-shift'),
          metric('speed-index'),
          entry.benchmarkIndex === null ? '-' : entry.benchmarkIndex.toFixed(0),
        ];
      }),
      [1, 2, 3, 4, 5, 6],
    ),
  );

  const { search } = results;
  out.push('', 'Search');
  out.push(
    table(
      ['figure', 'value'],
      [
        ['index records', String(search.records ?? '-')],
        ['index on disk, raw / gzip (both files)', `${kb(search.indexRawBytes)} KB / ${kb(search.indexGzipBytes)} KB`],
        ...search.indexFiles.map((file): [string, string] => [
          `  ${file.path}: records, raw / gzip`,
          `${file.records}, ${kb(file.rawBytes)} KB / ${kb(file.gzipBytes)} KB`,
        ]),
        [
          `first query ("${search.firstQuery?.query ?? '-'}"): downloaded from opening the modal to first hit`,
          search.firstQuery
            ? `${kb(search.firstQuery.transferBytes)} KB gzip in ${search.firstQuery.files.length} responses (+${kb(search.firstQuery.prefetchedBytes)} KB prefetched)`
            : '-',
        ],
        ['first query: click on search button → first hit on screen', search.firstQuery ? `${ms(search.firstQuery.millisecondsToFirstHit)} ms` : '-'],
        [
          `identifier first query ("${search.identifierQuery?.query ?? '-'}"): click → hit on its row; downloaded`,
          search.identifierQuery
            ? `${ms(search.identifierQuery.millisecondsToFirstHit)} ms; ${kb(search.identifierQuery.transferBytes)} KB gzip`
            : '-',
        ],
        ['engine load in page (fetch + parse + index)', search.latency ? `${ms(search.latency.loadMs)} ms` : '-'],
        [
          `query latency in the page, ${search.latency?.queries ?? 0} keystroke queries (median of ${search.latency?.passes ?? 0} runs each): median / p95 / max`,
          search.latency ? `${ms(search.latency.medianMs)} / ${ms(search.latency.p95Ms)} / ${ms(search.latency.maxMs)} ms` : '-',
        ],
        [
          `query latency, ${search.latency?.fullQueries.queries ?? 0} complete queries: median / p95`,
          search.latency ? `${ms(search.latency.fullQueries.medianMs)} / ${ms(search.latency.fullQueries.p95Ms)} ms` : '-',
        ],
        [
          `relevance, tuning part, ${search.relevance?.cases ?? 0} reader queries (distinct pages): top-1 / top-3 / MRR`,
          search.relevance ? relevanceFigures(search.relevance) : '-',
        ],
        [
          `relevance, held-out part, ${search.relevance?.heldOut?.cases ?? 0} reader queries: top-1 / top-3 / MRR`,
          search.relevance?.heldOut ? relevanceFigures(search.relevance.heldOut) : '-',
        ],
        [
          `relevance, integrators' held-out questions, ${search.relevance?.integrators?.cases ?? 0}: top-1 / top-3 / MRR`,
          search.relevance?.integrators ? relevanceFigures(search.relevance.integrators) : '-',
        ],
        [
          `relevance, integrators' tuning questions, ${search.relevance?.integratorTuning?.cases ?? 0}: top-1 / top-3 / MRR`,
          search.relevance?.integratorTuning ? relevanceFigures(search.relevance.integratorTuning) : '-',
        ],
        [
          `throttled phone (slow 4G, 4x CPU): first keystroke → first hit ("${search.throttledFirstHit?.query ?? '-'}")`,
          search.throttledFirstHit ? `${ms(search.throttledFirstHit.millisecondsFromFirstKeystroke)} ms` : '-',
        ],
        [
          `throttled phone: first keystroke → hit on the row ("${search.throttledIdentifierHit?.query ?? '-'}")`,
          search.throttledIdentifierHit ? `${ms(search.throttledIdentifierHit.millisecondsFromFirstKeystroke)} ms` : '-',
        ],
      ],
    ),
  );
  if (search.firstQuery) out.push(`first query responses: ${search.firstQuery.files.map((file) => `${shortUrl(file.url)} ${kb(file.transferBytes)} KB`).join(', ')}`);
  if (search.latency) out.push(`slowest queries: ${search.latency.slowest.map((entry) => `"${entry.query}" ${ms(entry.ms)} ms (${entry.hits} hits)`).join(', ')}`);
  if (search.error) out.push(`search: ${search.error}`);

  out.push('', 'Largest scripts per page (gzip KB)');
  for (const weight of results.pages) {
    out.push(`${weight.path}: ${weight.scripts.slice(0, 4).map((file) => `${shortUrl(file.url).replace('/assets/js/', '')} ${kb(file.transferBytes)}`).join(', ')}`);
  }

  const slow = results.lighthouse.filter((entry) => {
    const page = benchPages.find((candidate) => candidate.id === entry.pageId);
    return entry.performance !== null && page !== undefined && entry.performance < page.minPerformance;
  });
  if (slow.length > 0) out.push('', 'Performance below budget: what Lighthouse points at');
  for (const entry of slow) {
    for (const finding of entry.findings.performance.filter((item) => ['bootup-time', 'unused-javascript', 'render-blocking-insight', 'layout-shifts', 'cls-culprits-insight', 'largest-contentful-paint-element', 'lcp-breakdown-insight'].includes(item.id))) {
      out.push(`${entry.path} ${finding.id}${finding.displayValue ? ` (${finding.displayValue})` : ''}: ${finding.items.slice(0, 3).join(' | ')}`);
    }
  }

  const findings = results.lighthouse.flatMap((entry) =>
    (['accessibility', 'bestPractices', 'seo'] as const).flatMap((category) =>
      entry.findings[category].map((finding) => `${entry.path} [${category}] ${finding.id}: ${finding.title}${finding.items.length ? `\n    ${finding.items.join('\n    ')}` : ''}`),
    ),
  );
  if (findings.length > 0) out.push('', 'Failing Lighthouse audits (accessibility, best practices, SEO)', ...findings);
  const errors = results.lighthouse.filter((entry) => entry.error).map((entry) => `${entry.path}: ${entry.error}`);
  if (errors.length > 0) out.push('', 'Lighthouse errors', ...errors);

  out.push('', 'Budgets');
  for (const line of results.budgets) {
    out.push(`${line.pass === null ? 'N/A ' : line.pass ? 'PASS' : 'FAIL'}  ${line.name}: ${line.actual} (budget ${line.limit})`);
  }
  return out.join('\n');
}
