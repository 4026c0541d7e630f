/** Shapes of everything `npm run bench` measures; `bench/results.json` is a `BenchResults`. */

import type { BuildPhaseName } from './build-phases';

/** One measured command: wall time, CPU time and peak memory of its whole process tree. */
/** Relevance figures of one set of queries. */
export interface RelevancePart {
  cases: number;
  top1: number;
  top3: number;
  mrr: number;
}

export interface StepResult {
  name: string;
  command: string;
  ok: boolean;
  exitCode: number | null;
  wallSeconds: number;
  /** User + system CPU seconds of the command and its waited-for descendants (GNU time), when known. */
  cpuSeconds: number | null;
  /** Peak of the summed RSS of every process in the tree, sampled from /proc. */
  peakTreeRssBytes: number;
  /** When the tree's peak was sampled, in seconds after the command started. */
  peakAtSeconds?: number;
  /** A build's phases in seconds (scripts/bench/build-phases.ts), when the command is a docusaurus build. */
  phases?: Partial<Record<BuildPhaseName, number>>;
  /** Largest RSS of any single process in the tree (GNU time %M), when known. */
  peakSingleRssBytes: number | null;
  /** One-minute load average when the step started (other processes compete for the CPUs). */
  loadAverageAtStart: number;
  /** Where the command's output went. */
  logFile: string;
  /** Last lines of output when the command failed. */
  error?: string;
}

export interface PipelineResult {
  /** Whether build/, .docusaurus/ and node_modules/.cache were all removed first. */
  cold: boolean;
  coldNotes: string[];
  steps: StepResult[];
  /** Routes in build/sitemap.xml. */
  pageCount: number | null;
}

/** A page a reader opens, measured for JavaScript weight and Lighthouse scores. */
export interface BenchPage {
  id: string;
  label: string;
  path: string;
  /** Budget for the JavaScript needed to render it (gzip bytes); undefined = no budget. */
  jsBudgetBytes?: number;
  /** Minimum Lighthouse performance score (0-100). */
  minPerformance: number;
}

export interface TransferredFile {
  url: string;
  /** Bytes over the wire (gzip body plus response headers), as Chromium's DevTools counts them. */
  transferBytes: number;
  /** Bytes after decompression. */
  decodedBytes: number;
  resourceType: string;
  priority: string;
}

export interface PageWeight {
  pageId: string;
  path: string;
  status: number | null;
  /** Scripts the page loads to render (not prefetched). */
  jsTransferBytes: number;
  jsDecodedBytes: number;
  scripts: TransferredFile[];
  /** Scripts fetched only as `<link rel=prefetch>` / lowest priority, for later navigations. */
  prefetchedJsTransferBytes: number;
  prefetched: TransferredFile[];
  /** Every response until network idle, scripts included. */
  allTransferBytes: number;
  requestCount: number;
  /** Stylesheet links of the served HTML that block the first paint. */
  renderBlockingStylesheets: string[];
}

export interface AuditFinding {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Elements or URLs the audit names (selector / snippet / url), first few. */
  items: string[];
}

export interface LighthouseResult {
  pageId: string;
  path: string;
  runs: number;
  /** Scores of the median-performance run, 0-100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Performance scores of every run. */
  performanceRuns: number[];
  metrics: Record<string, { value: number; displayValue?: string; score: number | null }>;
  /** Failing audits of accessibility, best practices and SEO; performance audits with savings. */
  findings: Record<'performance' | 'accessibility' | 'bestPractices' | 'seo', AuditFinding[]>;
  /** Lighthouse's host CPU benchmark (lower = slower or busier machine). */
  benchmarkIndex: number | null;
  error?: string;
}

export interface SearchResults {
  /** Both index files together. */
  indexRawBytes: number | null;
  indexGzipBytes: number | null;
  records: number | null;
  /** Each index file: the first (fetched by the first query) and the details (fetched after the first answer). */
  indexFiles: Array<{ path: string; rawBytes: number; gzipBytes: number; records: number }>;
  firstQuery: {
    query: string;
    /** Everything fetched from opening the modal to the first rendered hit (not prefetches). */
    transferBytes: number;
    files: TransferredFile[];
    prefetchedBytes: number;
    /** From the click on the search button to the first hit on screen. */
    millisecondsToFirstHit: number;
  } | null;
  /**
   * The same for a first query naming an enum value (`PARTIALLY_REFUNDED`), to the hit on the row
   * that defines it: the details file and its index are fetched and loaded before that answer.
   */
  identifierQuery: SearchResults['firstQuery'];
  latency: {
    /** Index fetch + JSON parse + MiniSearch indexing in the page, before the first answer. */
    loadMs: number;
    queries: number;
    /** Times each query was run; its figure is the median of those runs. */
    passes: number;
    medianMs: number;
    p95Ms: number;
    maxMs: number;
    slowest: Array<{ query: string; ms: number; hits: number }>;
    /** The same, over complete queries only (no keystroke prefixes). */
    fullQueries: { queries: number; medianMs: number; p95Ms: number };
  } | null;
  /** The relevance suite (tests/search-relevance) on the built index, each page counted once. */
  /** The tuning part, and apart the held-out part (tests/search-relevance/held-out.ts). */
  relevance:
    | {
        cases: number;
        top1: number;
        top3: number;
        mrr: number;
        heldOut?: RelevancePart;
        integrators?: RelevancePart;
        integratorTuning?: RelevancePart;
      }
    | null;
  /** On a throttled phone (slow 4G, 4x CPU): from the first keystroke in the modal to the first hit. */
  throttledFirstHit: { query: string; millisecondsFromFirstKeystroke: number; millisecondsFromLastKeystroke: number } | null;
  /** The same for the identifier query, to the hit on its row. */
  throttledIdentifierHit: SearchResults['throttledFirstHit'];
  error?: string;
}

export interface BudgetLine {
  name: string;
  limit: string;
  actual: string;
  pass: boolean | null;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  environment: {
    node: string;
    cpus: number;
    totalMemoryBytes: number;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    chromium: string | null;
    gitRevision: string | null;
    /** Whether build/ was reused (`--skip-build`) instead of built cold. */
    reusedBuild: boolean;
  };
  pipeline: PipelineResult | null;
  pages: PageWeight[];
  lighthouse: LighthouseResult[];
  search: SearchResults;
  budgets: BudgetLine[];
}
