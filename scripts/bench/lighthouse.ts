/**
 * Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4x CPU slowdown) on each
 * page, run through the node API in the project's Chromium. Each page runs `runs` times; the run
 * with the median performance score is the one reported, as Lighthouse's docs recommend.
 */
import { chromiumArgs } from '../lib/browser';
import { loadLighthouse, type LighthouseAudit, type LighthouseReport } from './lighthouse-install';
import type { AuditFinding, BenchPage, LighthouseResult } from './types';

type Lhr = LighthouseReport;
type CategoryKey = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: CategoryKey[] = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const MAX_ITEMS = 6;

function score(lhr: Lhr, key: CategoryKey): number | null {
  const value = lhr.categories[key]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

/** A short, readable description of one row of an audit's details table. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined;
  if (node) {
    const explanation = node.explanation?.split('\n').slice(0, 2).join(' ').slice(0, 220);
    return [node.selector, node.snippet?.slice(0, 160), explanation ? `— ${explanation}` : ''].filter(Boolean).join(' ');
  }
  const parts: string[] = [];
  for (const key of ['url', 'source', 'description', 'text', 'href', 'label', 'groupLabel']) {
    const value = item[key];
    if (typeof value === 'string' && value) parts.push(value.slice(0, 200));
    // Source locations ({ url, line, column }) of insights.
    if (value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string') parts.push((value as { url: string }).url);
  }
  for (const key of ['wastedBytes', 'totalBytes', 'wastedMs', 'total', 'scripting', 'duration', 'reflowTime', 'score']) {
    const value = item[key];
    if (typeof value === 'number') parts.push(`${key}=${Number.isInteger(value) ? value : value.toFixed(3)}`);
  }
  return parts.length > 0 ? parts.join(' ') : JSON.stringify(item).slice(0, 200);
}

type Details = { type?: string; items?: Array<Record<string, unknown>> };

/** Rows of a details object; insights nest tables inside lists, which are flattened here. */
function rowsOf(details: Details | undefined): Array<Record<string, unknown>> {
  if (!details?.items) return [];
  if (details.type === 'list') return details.items.flatMap((entry) => rowsOf(entry as Details));
  return details.type === 'table' || details.type === 'opportunity' || details.type === undefined ? details.items : [];
}

function itemsOf(audit: LighthouseAudit): string[] {
  return rowsOf(audit.details as Details | undefined)
    .slice(0, MAX_ITEMS)
    .map(describeItem);
}

function failing(lhr: Lhr, key: Exclude<CategoryKey, 'performance'>): AuditFinding[] {
  return (lhr.categories[key]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => audit && ref.weight > 0 && audit.score !== null && audit.score < 1)
    .map(({ audit }) => ({
      id: audit!.id,
      title: audit!.title,
      score: audit!.score,
      ...(audit!.displayValue ? { displayValue: audit!.displayValue } : {}),
      items: itemsOf(audit!),
    }));
}

/** Performance audits (insights and diagnostics) that name savings or are marked failing. */
function performanceFindings(lhr: Lhr): AuditFinding[] {
  const ids = new Set((lhr.categories.performance?.auditRefs ?? []).map((ref) => ref.id));
  for (const id of ['bootup-time', 'mainthread-work-breakdown', 'unused-javascript', 'total-byte-weight', 'largest-contentful-paint-element', 'long-tasks', 'layout-shifts']) ids.add(id);
  // Any layout shift fails the CLS budget (0): name the elements that moved.
  const shifted = (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0;
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit): audit is NonNullable<typeof audit> => Boolean(audit) && !METRICS.includes(audit!.id))
    .filter((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const savings = (details?.overallSavingsMs ?? 0) >= 100 || (details?.overallSavingsBytes ?? 0) >= 20_000;
      const diagnostic =
        ['bootup-time', 'mainthread-work-breakdown', 'largest-contentful-paint-element'].includes(audit.id) || (shifted && audit.id === 'layout-shifts');
      return savings || diagnostic || (audit.score !== null && audit.score < 0.5 && audit.scoreDisplayMode !== 'informative');
    })
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      items: itemsOf(audit),
    }));
}

function summarise(page: BenchPage, runs: Lhr[]): LighthouseResult {
  const ordered = [...runs].sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
  const median = ordered[Math.floor((ordered.length - 1) / 2)]!;
  const metrics: LighthouseResult['metrics'] = {};
  for (const id of METRICS) {
    const audit = median.audits[id];
    if (audit && typeof audit.numericValue === 'number') {
      metrics[id] = { value: audit.numericValue, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) };
    }
  }
  return {
    pageId: page.id,
    path: page.path,
    runs: runs.length,
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    seo: score(median, 'seo'),
    performanceRuns: runs.map((run) => score(run, 'performance') ?? 0),
    metrics,
    findings: {
      performance: performanceFindings(median),
      accessibility: failing(median, 'accessibility'),
      bestPractices: failing(median, 'best-practices'),
      seo: failing(median, 'seo'),
    },
    benchmarkIndex: median.environment?.benchmarkIndex ?? null,
  };
}

export async function runLighthouse(
  chromePath: string,
  origin: string,
  pages: BenchPage[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseResult[]> {
  const { lighthouse, launch } = await loadLighthouse(log);
  const chrome = await launch({ chromePath, chromeFlags: [...chromiumArgs, '--headless=new'], logLevel: 'silent' });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const url = new URL(page.path, origin).href;
      const lhrs: Lhr[] = [];
      let error: string | undefined;
      for (let run = 0; run < runs; run++) {
        try {
          const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
          if (!result) throw new Error('Lighthouse returned no result');
          if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
          lhrs.push(result.lhr);
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        }
      }
      if (lhrs.length === 0) {
        results.push({
          pageId: page.id,
          path: page.path,
          runs: 0,
          performance: null,
          accessibility: null,
          bestPractices: null,
          seo: null,
          performanceRuns: [],
          metrics: {},
          findings: { performance: [], accessibility: [], bestPractices: [], seo: [] },
          benchmarkIndex: null,
          error: error ?? 'no run',
        });
      } else {
        const summary = summarise(page, lhrs);
        results.push(error ? { ...summary, error } : summary);
      }
      const last = results.at(-1)!;
      log(
        `[bench] lighthouse ${page.path}: perf ${last.performanceRuns.join('/') || '-'} a11y ${last.accessibility ?? '-'} ` +
          `bp ${last.bestPractices ?? '-'} seo ${last.seo ?? '-'}${last.error ? ` (error: ${last.error})` : ''}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}
