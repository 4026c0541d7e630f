/**
 * Wraps @theme-original/SearchBar (@docusaurus/theme-search-algolia 3.10.2, DocSearch 4.7).
 * Why: without Algolia credentials the same DocSearch modal must be answered by the index embedded
 * in the build, so we hand it a local search client; hovering or focusing the button preloads
 * that index so the first query is quick. Also sets the spec's no-results wording and the
 * "Let us know." link to the support site.
 */
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {
  createLocalSearchClient,
  loadSearchEngine,
  searchIndexStatus,
  type SearchIndexState,
} from '@site/src/search/localSearchClient';
import { site } from '@site/config/site';
import { useShortcutKey } from './shortcutKey';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The no-hits screen (its title: NoResultsTitle), worded as the error screen while the index cannot
 * be loaded (see searchIndexStatus). On the dev server there is no index at all: it is produced by `npm run build`.
 */
const isDevServer = process.env.NODE_ENV === 'development';
const unavailableTranslations = {
  ...translations,
  modal: {
    ...translations.modal,
    noResultsScreen: {
      ...translations.modal?.noResultsScreen,
      suggestedQueryText: '',
      reportMissingResultsText: isDevServer
        ? 'The dev server has no search index: it is produced by `npm run build`. Use `npm run preview` to search.'
        : 'You might want to check your network connection.',
      reportMissingResultsLinkText: 'Try again later.',
    },
  },
};

const searchTranslations = {
  ...translations,
  modal: {
    ...translations.modal,
    noResultsScreen: {
      ...translations.modal?.noResultsScreen,
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
    errorScreen: {
      ...translations.modal?.errorScreen,
      titleText: 'Unable to fetch results',
      helpText: 'You might want to check your network connection.',
    },
  },
};

/** Where "Let us know." sends a reader, carrying the query. */
export function missingResultsUrl({ query }: { query: string }): string {
  return `${site.supportUrl}/?subject=${encodeURIComponent(`Search: no results for "${query}"`)}&q=${encodeURIComponent(query)}`;
}

/** While the index cannot be loaded, the help link points to the support site's status page. */
function statusPageUrl(): string {
  return `${site.supportUrl}/status`;
}

/**
 * DocSearch shows "Search" and the shortcut keycaps ("Ctrl K", or "⌘ K" on Apple devices) but names
 * the button "Search (Control+k)": the visible words must be part of the accessible name (WCAG 2.5.3),
 * so the name starts with exactly what is shown.
 */
function useButtonTranslations() {
  return { ...translations.button, buttonAriaLabel: `Search ${useShortcutKey()} K` };
}

const isLoading = (state: SearchIndexState): boolean => state === 'idle' || state === 'loading' || state === 'waiting';

/** Where the search stands for the reader: the embedded index's state, or always ready when Algolia answers. */
function useSearchState(embedded: boolean): SearchIndexState {
  const indexState = useSyncExternalStore(
    searchIndexStatus.subscribe,
    searchIndexStatus.getState,
    (): SearchIndexState => 'idle',
  );
  return embedded ? indexState : 'ready';
}

/**
 * The no-results screen's title, worded by the search state as it changes. DocSearch does not redraw
 * that screen while a query is pending, and a query can learn that it waits for the details after the
 * screen was drawn ("No results found for" then stood while they loaded): this component redraws itself.
 */
function NoResultsTitle({ embedded }: { embedded: boolean }): ReactNode {
  const state = useSearchState(embedded);
  if (state === 'unavailable') return 'Unable to fetch results';
  return isLoading(state) ? 'Searching for' : 'No results found for';
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const embedded = !siteConfig.customFields?.algoliaConfigured;
  const transformSearchClient = useCallback(() => createLocalSearchClient(), []);
  const preload = useCallback(() => {
    if (embedded) loadSearchEngine().catch(() => undefined); // the modal shows the error on first query
  }, [embedded]);

  const button = useButtonTranslations();
  const state = useSearchState(embedded);
  const loading = isLoading(state);

  // The modal is rendered in a portal outside this component: the attribute lets its stylesheet
  // (styles.css) hide the no-results icon and help line while the screen means "searching".
  // `data-search-waiting` hides the hits DocSearch still shows from the query before.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-search-loading', loading);
    document.documentElement.toggleAttribute('data-search-waiting', state === 'waiting');
  }, [loading, state]);
  // Algolia is credited ("Powered by Algolia" in the modal's footer) only when Algolia answers.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-search-embedded', embedded);
  }, [embedded]);

  const screens = state === 'unavailable' ? unavailableTranslations : searchTranslations;
  const extraProps = {
    translations: {
      ...screens,
      modal: {
        ...screens.modal,
        noResultsScreen: { ...screens.modal.noResultsScreen, noResultsText: <NoResultsTitle embedded={embedded} /> },
      },
      button,
    },
    // While the index loads, styles.css hides the "Let us know." line of the no-results screen.
    getMissingResultsUrl: state === 'unavailable' ? statusPageUrl : missingResultsUrl,
    ...(embedded ? { transformSearchClient } : {}),
  };

  return (
    <div onMouseEnter={preload} onFocusCapture={preload} onTouchStart={preload} style={{ display: 'contents' }}>
      <SearchBar {...props} {...(extraProps as Record<string, unknown>)} />
    </div>
  );
}
