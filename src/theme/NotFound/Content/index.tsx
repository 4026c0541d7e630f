/**
 * Replaces @docusaurus/theme-classic 3.10.2 `NotFound/Content` (the body of the not-found page;
 * `NotFound` itself, with its "Page Not Found" document title and the layout, stays upstream).
 *
 * Why: upstream only says the page does not exist and to tell the linking site. A reader who
 * mistyped or followed an old link needs a way on: a search box prefilled with the words of the
 * path (a labelled form that submits to /search/?q=…, the site's search page) and links to the
 * main entry points (Getting started, REST API, GraphQL API).
 * It also sets the document title ("Page Not Found"): with the guides served at the site root, the
 * docs plugin matches every unknown path and renders this component alone (upstream `DocRoot`),
 * without `NotFound` and its title.
 * The words are read after hydration: the page is prerendered once (404.html) for every unknown path.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { searchQueryFromPath } from './pathWords';
import styles from './styles.module.css';

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

export default function NotFoundContent({ className }: Props): ReactNode {
  const { pathname } = useLocation();
  const history = useHistory();
  const { siteConfig } = useDocusaurusContext();
  const searchPath = useBaseUrl('/search/');
  const [query, setQuery] = useState('');

  useEffect(() => {
    setQuery(searchQueryFromPath(pathname, siteConfig.baseUrl));
  }, [pathname, siteConfig.baseUrl]);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata
        title={translate({
          id: 'theme.NotFound.title',
          message: 'Page Not Found',
          description: 'The title of the 404 page',
        })}
      />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>{' '}
            <Translate id="theme.NotFound.searchHint" description="Invitation to search, on the 404 page">
              It may have moved: search the documentation, or start from one of the sections below.
            </Translate>
          </p>

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
    </main>
  );
}
