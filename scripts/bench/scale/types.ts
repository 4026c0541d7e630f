/** Shapes of `npm run bench -- --scale K` results (bench/scale-results.json). */
import type { BudgetLine, StepResult } from '../types';

/** One cold generate + build (artefacts included) of the site with the API `scale` times larger. */
export interface ScaleRun {
  scale: number;
  /** Routes in the scratch build's sitemap. */
  pageCount: number | null;
  openapiBytes: number;
  graphqlBytes: number;
  steps: StepResult[];
  /** One-minute load average before and after the run: ratios from a busy machine are rough. */
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  /** Search on the scaled build, in the browser (issue 19: the first query stays within budget at scale). */
  search?: ScaledSearch;
}

export interface ScaledSearch {
  /** Fetched from opening the search modal to the first hit (modal chunk, worker, first index file). */
  firstQueryBytes: number | null;
  /** Each index file, gzip. */
  indexFiles: Array<{ path: string; gzipBytes: number; records: number }>;
  /** Keystroke queries over the whole index, in the page. */
  p95Ms: number | null;
  error?: string;
}

export interface ScaleResults {
  startedAt: string;
  finishedAt: string;
  gitRevision: string | null;
  cpus: number;
  runs: ScaleRun[];
  budgets: BudgetLine[];
}
