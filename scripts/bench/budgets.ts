/** Issues 9's and 19's budgets, checked against the results: one PASS/FAIL line each (N/A when not measured). */
import { benchPages, budgets, KB } from './pages';
import { heldOutFloor, integratorFloor } from '../../tests/search-relevance/held-out';
import type { BenchResults, BudgetLine } from './types';

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
const GENERATE_AND_BUILD = ['generate REST', 'generate GraphQL', 'build'];

export function checkBudgets(results: Omit<BenchResults, 'budgets' | 'finishedAt'>): BudgetLine[] {
  const lines: BudgetLine[] = [];
  // `--search-only` measures the search pages alone: the other pages get no lines.
  const measured = benchPages.filter((page) => results.pages.some((entry) => entry.pageId === page.id));

  for (const page of measured) {
    if (page.jsBudgetBytes === undefined) continue;
    const weight = results.pages.find((entry) => entry.pageId === page.id);
    lines.push({
      name: `JS to render ${page.label} (${page.path})`,
      limit: `≤ ${kb(page.jsBudgetBytes)} gzip`,
      actual: weight ? kb(weight.jsTransferBytes) : 'not measured',
      pass: weight ? weight.jsTransferBytes <= page.jsBudgetBytes : null,
    });
  }

  const home = results.pages.find((entry) => entry.pageId === 'home');
  const mainJs = home?.scripts.find((file) => /\/main\.[^/]*\.js$/.test(new URL(file.url).pathname));
  lines.push({
    name: 'main.js, the entry bundle every page runs',
    limit: `≤ ${kb(budgets.mainJsBytes)} gzip`,
    actual: mainJs ? kb(mainJs.transferBytes) : 'not measured',
    pass: mainJs ? mainJs.transferBytes <= budgets.mainJsBytes : null,
  });
  for (const page of measured) {
    const weight = results.pages.find((entry) => entry.pageId === page.id);
    lines.push({
      name: `Render-blocking stylesheets, ${page.label}`,
      limit: `${budgets.renderBlockingStylesheets}`,
      actual: weight ? `${weight.renderBlockingStylesheets.length}` : 'not measured',
      pass: weight ? weight.renderBlockingStylesheets.length <= budgets.renderBlockingStylesheets : null,
    });
  }

  for (const page of measured) {
    const lighthouse = results.lighthouse.find((entry) => entry.pageId === page.id);
    lines.push({
      name: `Lighthouse performance, ${page.label}`,
      limit: `≥ ${page.minPerformance}`,
      actual: lighthouse?.performance == null ? 'not measured' : `${lighthouse.performance} (runs ${lighthouse.performanceRuns.join('/')})`,
      pass: lighthouse?.performance == null ? null : lighthouse.performance >= page.minPerformance,
    });
    const cls = lighthouse?.metrics['cumulative-layout-shift']?.value;
    lines.push({
      name: `Lighthouse cumulative layout shift, ${page.label}`,
      limit: `= ${budgets.maxCumulativeLayoutShift}`,
      actual: cls === undefined ? 'not measured' : `${Number(cls.toFixed(3))}`,
      pass: cls === undefined ? null : cls <= budgets.maxCumulativeLayoutShift,
    });
    const others = lighthouse ? [lighthouse.accessibility, lighthouse.bestPractices, lighthouse.seo] : [];
    const measured = others.length === 3 && others.every((value) => value !== null);
    lines.push({
      name: `Lighthouse accessibility / best practices / SEO, ${page.label}`,
      limit: `= ${budgets.lighthouseOtherCategories} each`,
      actual: measured ? others.join(' / ') : 'not measured',
      pass: measured ? others.every((value) => value === budgets.lighthouseOtherCategories) : null,
    });
  }

  const steps = results.pipeline?.steps.filter((step) => GENERATE_AND_BUILD.includes(step.name)) ?? [];
  const complete = steps.length === GENERATE_AND_BUILD.length && steps.every((step) => step.ok);
  const seconds = steps.reduce((total, step) => total + step.wallSeconds, 0);
  const peak = Math.max(0, ...steps.map((step) => step.peakTreeRssBytes));
  const coldNote = results.pipeline && !results.pipeline.cold ? ' (not cold: shared cache kept)' : '';
  lines.push({
    name: 'Cold generate (REST + GraphQL) + build, wall time',
    limit: `≤ ${budgets.coldGenerateAndBuildSeconds} s`,
    actual: complete ? `${seconds.toFixed(1)} s${coldNote}` : results.pipeline ? 'failed' : 'not measured (--skip-build)',
    pass: complete ? seconds <= budgets.coldGenerateAndBuildSeconds : results.pipeline ? false : null,
  });
  lines.push({
    name: 'Cold generate + build, peak memory (process tree)',
    limit: `≤ ${(budgets.coldGenerateAndBuildPeakBytes / 1024 ** 3).toFixed(0)} GB`,
    actual: steps.length > 0 ? `${(peak / 1024 ** 3).toFixed(2)} GB${coldNote}` : 'not measured',
    pass: steps.length > 0 ? peak <= budgets.coldGenerateAndBuildPeakBytes : null,
  });

  const first = results.search.firstQuery;
  lines.push({
    name: 'First search query download (modal chunk + index)',
    limit: `≤ ${kb(budgets.firstSearchQueryBytes)} gzip`,
    actual: first ? kb(first.transferBytes) : 'not measured',
    pass: first ? first.transferBytes <= budgets.firstSearchQueryBytes : null,
  });
  const latency = results.search.latency;
  lines.push({
    name: `Search latency p95 (${latency?.queries ?? 0} keystroke queries, in browser)`,
    limit: `≤ ${budgets.searchP95Ms} ms`,
    actual: latency ? `${latency.p95Ms.toFixed(1)} ms` : 'not measured',
    pass: latency ? latency.p95Ms <= budgets.searchP95Ms : null,
  });
  const relevance = results.search.relevance;
  lines.push({
    name: `Search relevance, tuning part (${relevance?.cases ?? 0} reader queries): top-3 / MRR`,
    limit: `≥ ${budgets.searchTop3 * 100}% / ≥ ${budgets.searchMrr}`,
    actual: relevance ? `${(relevance.top3 * 100).toFixed(1)}% / ${relevance.mrr.toFixed(3)}` : 'not measured',
    pass: relevance ? relevance.top3 >= budgets.searchTop3 && relevance.mrr >= budgets.searchMrr : null,
  });
  const heldOut = relevance?.heldOut;
  lines.push({
    name: `Search relevance, held-out part (${heldOut?.cases ?? 0} reader queries): top-3 / MRR, not below its floor`,
    limit: `≥ ${(heldOutFloor.top3 * 100).toFixed(1)}% / ≥ ${heldOutFloor.mrr}`,
    actual: heldOut ? `${(heldOut.top3 * 100).toFixed(1)}% / ${heldOut.mrr.toFixed(3)}` : 'not measured',
    pass: heldOut ? heldOut.top3 >= heldOutFloor.top3 && heldOut.mrr >= heldOutFloor.mrr : null,
  });
  const integrators = relevance?.integrators;
  lines.push({
    name: `Search relevance, integrators' held-out questions (${integrators?.cases ?? 0}): top-3 / MRR, not below their floor`,
    limit: `≥ ${(integratorFloor.top3 * 100).toFixed(1)}% / ≥ ${integratorFloor.mrr}`,
    actual: integrators ? `${(integrators.top3 * 100).toFixed(1)}% / ${integrators.mrr.toFixed(3)}` : 'not measured',
    pass: integrators ? integrators.top3 >= integratorFloor.top3 && integrators.mrr >= integratorFloor.mrr : null,
  });
  return lines;
}
