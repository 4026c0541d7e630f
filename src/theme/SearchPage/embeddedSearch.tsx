/**
 * What our /search/ page does differently from upstream's, kept out of the ejected `index.tsx` so
 * its CUSTOM blocks stay one-line calls: the search client (the embedded index unless Algolia was
 * configured at build time), the form's submit button and the answer area's states (loading,
 * "Unable to fetch results", "No results were found").
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import clsx from 'clsx';
import { liteClient } from 'algoliasearch/lite';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, { translate } from '@docusaurus/Translate';
import { createLocalSearchClient, searchIndexStatus } from '@site/src/search/localSearchClient';
import styles from './styles.module.css';

/** The page's description meta, as every other page has one. */
export const searchPageDescription = 'Search the Pagora guides and the REST and GraphQL API references.';

/** Whether Algolia answers (credentials were set at build time); otherwise the embedded index does. */
export function useAlgoliaAnswers(): boolean {
  const { siteConfig } = useDocusaurusContext();
  return Boolean(siteConfig.customFields?.algoliaConfigured);
}

type AlgoliaClient = ReturnType<typeof liteClient>;

/**
 * The client the page searches (through `pageSearchHelper`). The local client implements the part
 * of the lite client's surface used here (`search` with `{ requests }`), hence the cast.
 */
export function useSearchClient(appId: string, apiKey: string): AlgoliaClient {
  return useAlgoliaAnswers() ? liteClient(appId, apiKey) : (createLocalSearchClient() as unknown as AlgoliaClient);
}

/** What the page reads from an answer: Algolia's response fields the upstream page destructures. */
interface PageResults {
  query: string;
  hits: Array<{
    url: string;
    _highlightResult: { hierarchy: { [key: string]: { value: string } } };
    _snippetResult: { content?: { value: string } };
  }>;
  page: number;
  nbHits: number;
  nbPages: number;
}

/**
 * The part of algoliasearch-helper the page uses (`on('result')`, `addDisjunctiveFacetRefinement`,
 * `setQuery(…).setPage(…).search()`), as one search request with the refinements as facet filters.
 * Why not the helper: with its `events` polyfill it was 19.6 KB gzip on the critical path of
 * /search/?q= (its Lighthouse budget is the tightest), and for the two disjunctive facets it sent
 * three requests per search to count facet values the page never shows. As the helper does, an
 * answer older than one already shown is dropped.
 */
export function pageSearchHelper(
  client: AlgoliaClient,
  indexName: string,
  { hitsPerPage, advancedSyntax }: { hitsPerPage: number; advancedSyntax: boolean; disjunctiveFacets: string[] },
) {
  const refinements = new Map<string, Set<string>>();
  const listeners: Array<(event: { results: PageResults }) => void> = [];
  let query = '';
  let page = 0;
  let sent = 0;
  let shown = 0;
  const helper = {
    on(_event: 'result', listener: (event: { results: PageResults }) => void) {
      listeners.push(listener);
      return helper;
    },
    addDisjunctiveFacetRefinement(facet: string, value: string) {
      refinements.set(facet, (refinements.get(facet) ?? new Set()).add(value));
      return helper;
    },
    setQuery(value: string) {
      query = value;
      return helper;
    },
    setPage(value: number) {
      page = value;
      return helper;
    },
    search() {
      const id = ++sent;
      // Within a facet the values are alternatives (OR); facets together must all hold (AND).
      const facetFilters = [...refinements].map(([facet, values]) => [...values].map((value) => `${facet}:${value}`));
      void client
        .search({ requests: [{ indexName, query, page, hitsPerPage, advancedSyntax, facetFilters }] })
        .then(({ results }) => {
          if (id < shown) return;
          shown = id;
          listeners.forEach((listener) => listener({ results: { ...(results[0] as PageResults), query } }));
        })
        .catch((error: unknown) => console.error(error));
      return helper;
    },
  };
  return helper;
}

/** Submits nothing new (results follow the typing), but a form needs one for readers who do not press Enter (HTML_CodeSniffer H32.2). */
export function SearchSubmitButton(): ReactNode {
  return (
    <button type="submit" className={clsx('button button--primary', styles.searchSubmit)}>
      {translate({
        id: 'pagora.searchPage.submit',
        message: 'Search',
        description: 'The search page form submit button',
      })}
    </button>
  );
}

/**
 * What the answer area shows without hits. `loading` is null until the first search starts (after
 * hydration), true while one runs and false once an answer came: "No results" only then, never
 * while the index loads; a failed index load says so; the spinner is a labelled status.
 */
export function SearchAnswerState({ query, loading }: { query: string; loading: boolean | null }): ReactNode {
  const indexState = useSyncExternalStore(searchIndexStatus.subscribe, searchIndexStatus.getState, () => 'idle');
  const unavailable = !useAlgoliaAnswers() && indexState === 'unavailable';
  if (!query) return null;
  if (loading !== false) {
    // aria-busy: the results are being drawn; route prefetching waits for them (plugins/idle-prefetch).
    return <div role="status" aria-label="Loading results" aria-busy="true" className={styles.loadingSpinner} />;
  }
  if (unavailable) {
    return (
      <div role="alert">
        <p>Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  }
  return (
    <p>
      <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
        No results were found
      </Translate>
    </p>
  );
}
