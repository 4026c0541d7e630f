/**
 * `@docusaurus/Head` as upstream's SearchBar sees it (plugins/embedded-search): its only tag is the
 * preconnect to Algolia's servers, wanted only when Algolia answers the search.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function AlgoliaOnlyHead({ children }: { children?: ReactNode }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.algoliaConfigured ? <Head>{children}</Head> : null;
}
