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
 * The client algoliasearch-helper queries. The local client implements the part of the lite
 * client's surface the helper calls (`search` with an array of requests), hence the cast.
 */
export function useSearchClient(appId: string, apiKey: string): AlgoliaClient {
  return useAlgoliaAnswers() ? liteClient(appId, apiKey) : (createLocalSearchClient() as unknown as AlgoliaClient);
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
