/**
 * Wraps @theme-original/NotFound/Content (@docusaurus/theme-classic 3.10.2), the body of the
 * not-found page: upstream's heading and text stay, and after them comes a way on.
 *
 * Why: a reader who mistyped or followed an old link gets a search box prefilled with the words of
 * the path (a labelled form that submits to /search/?q=…, the site's search page) and links to the
 * main entry points (Getting started, REST API, GraphQL API). Both are landmarks of their own
 * (`search`, `navigation`), as they sit after upstream's `<main>`.
 * It also gives the page its title ("Page Not Found"): with the guides served at the site root, the
 * docs plugin matches every unknown path and renders this component alone (upstream `DocRoot`),
 * without `NotFound` and its title.
 * The words are read after hydration: the page is prerendered once (404.html) for every unknown path.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { searchQueryFromPath } from './pathWords';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NotFoundContentType>;

/** The site's main entry points (translated, so built at render time). */
function entryPoints() {
  return [
    {
      to: '/getting-started/',
      label: translate({ id: 'theme.NotFound.link.gettingStarted', message: 'Getting started' }),
      description: translate({
        id: 'theme.NotFound.link.gettingStarted.description',
        message: 'Set up an account and take your first payment.',
      }),
    },
    {
      to: '/apis/rest/',
      label: translate({ id: 'theme.NotFound.link.rest', message: 'REST API' }),
      description: translate({
        id: 'theme.NotFound.link.rest.description',
        message: 'Every endpoint, with its parameters and examples.',
      }),
    },
    {
      to: '/apis/graphql/',
      label: translate({ id: 'theme.NotFound.link.graphql', message: 'GraphQL API' }),
      description: translate({
        id: 'theme.NotFound.link.graphql.description',
        message: 'Queries, mutations and types of the GraphQL API.',
      }),
    },
  ] as const;
}

function WayOn(): ReactNode {
  const { pathname } = useLocation();
  const history = useHistory();
  const { siteConfig } = useDocusaurusContext();
  const searchPath = useBaseUrl('/search/');
  const [query, setQuery] = useState('');

  useEffect(() => {
    setQuery(searchQueryFromPath(pathname, siteConfig.baseUrl));
  }, [pathname, siteConfig.baseUrl]);

  return (
    <div className="container margin-bottom--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <form
            role="search"
            className={styles.search}
            action={searchPath}
            method="get"
            onSubmit={(event) => {
              // Stay in the single-page app; without JavaScript the form submits normally.
              event.preventDefault();
              history.push(`${searchPath}?q=${encodeURIComponent(query.trim())}`);
            }}>
            <label htmlFor="not-found-search" className={styles.label}>
              <Translate id="theme.NotFound.search.label" description="Label of the search box on the 404 page">
                Search the documentation
              </Translate>
            </label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                className={styles.input}
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
              />
              <button type="submit" className="button button--primary">
                <Translate
                  id="theme.NotFound.search.submit"
                  description="Submit button of the search box on the 404 page">
                  Search
                </Translate>
              </button>
            </div>
          </form>

          <nav
            aria-label={translate({
              id: 'theme.NotFound.links.label',
              message: 'Where to start',
              description: 'Accessible name of the list of entry points on the 404 page',
            })}>
            <ul className={styles.links}>
              {entryPoints().map((entry) => (
                <li key={entry.to} className={styles.linkItem}>
                  <Link to={entry.to} className={styles.link}>
                    {entry.label}
                  </Link>
                  <span className={styles.linkDescription}>{entry.description}</span>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({
          id: 'theme.NotFound.title',
          message: 'Page Not Found',
          description: 'The title of the 404 page',
        })}
      />
      <NotFoundContent {...props} />
      <WayOn />
    </>
  );
}
