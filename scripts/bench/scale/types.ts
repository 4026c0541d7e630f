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
}

export interface ScaleResults {
  startedAt: string;
  finishedAt: string;
  gitRevision: string | null;
  cpus: number;
  runs: ScaleRun[];
  budgets: BudgetLine[];
}
