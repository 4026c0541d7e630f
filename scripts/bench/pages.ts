/** The pages a reader opens that the bench measures, with their budgets (issue 9, tightened by issue 19). */
import type { BenchPage } from './types';

export const KB = 1024;

export const benchPages: BenchPage[] = [
  { id: 'home', label: 'Home', path: '/', jsBudgetBytes: 200 * KB, minPerformance: 95 },
  { id: 'guide', label: 'Guide', path: '/getting-started/', jsBudgetBytes: 200 * KB, minPerformance: 95 },
  // Issue 45: the outcome explorer keeps the guide budgets.
  {
    id: 'outcome-explorer',
    label: 'Outcome explorer',
    path: '/testing/outcome-explorer/',
    jsBudgetBytes: 200 * KB,
    minPerformance: 95,
  },
  { id: 'rest-operation', label: 'REST operation', path: '/apis/rest/payments-create/', jsBudgetBytes: 350 * KB, minPerformance: 95 },
  { id: 'rest-schema', label: 'REST schema', path: '/apis/rest/schemas/payment/', minPerformance: 95 },
  {
    id: 'graphql-operation',
    label: 'GraphQL operation',
    path: '/apis/graphql/operations/mutations/create-payment/',
    jsBudgetBytes: 200 * KB,
    minPerformance: 95,
  },
  { id: 'graphql-type', label: 'GraphQL type', path: '/apis/graphql/types/objects/payment/', jsBudgetBytes: 200 * KB, minPerformance: 95 },
  // Results are drawn in the browser after the index loads (issue 17): 90 with a query, 95 without.
  { id: 'search', label: 'Search page with a query', path: '/search/?q=refund', minPerformance: 90 },
  { id: 'search-empty', label: 'Search page', path: '/search/', minPerformance: 95 },
];

/** Budgets that are not per page. */
export const budgets = {
  /** The entry bundle every page runs (issue 19). */
  mainJsBytes: 130 * KB,
  /** Stylesheets that block the first paint, per page (critical rules are inline instead). */
  renderBlockingStylesheets: 0,
  /** Lighthouse cumulative layout shift, per page. */
  maxCumulativeLayoutShift: 0,
  coldGenerateAndBuildSeconds: 120,
  coldGenerateAndBuildPeakBytes: 3 * 1024 ** 3,
  firstSearchQueryBytes: 300 * KB,
  searchP95Ms: 50,
  /** The relevance suite (issue 17): expected page in the top 3, mean reciprocal rank. */
  searchTop3: 0.95,
  searchMrr: 0.9,
  /** Accessibility, best practices and SEO must all be 100. */
  lighthouseOtherCategories: 100,
} as const;
