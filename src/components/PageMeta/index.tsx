/**
 * Per-page head tags for people and machines: the page's social card as `og:image`/`twitter:image`
 * (written by scripts/social-cards at build) and a `rel="alternate"` link to its Markdown copy
 * (written by scripts/llms). Rendered inside every Layout, so it overrides the site-wide default
 * image; a front-matter `image` set on a doc still wins (DocItem's metadata renders later).
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SOCIAL_CARD_SIZE, markdownPathOf, normalizeRoute, socialCardPathOf } from '../../../shared/page-routes';
import { isPageRoute } from './pageRoutes';

export default function PageMeta(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const route = normalizeRoute(pathname);
  // Not-found pages (the static 404.html, unknown paths) have no card and no Markdown copy: keep the site defaults.
  if (!isPageRoute(route)) return null;
  const image = `${siteConfig.url}${socialCardPathOf(route)}`;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:type" content="image/png" />
      <meta name="twitter:image" content={image} />
      <link rel="alternate" type="text/markdown" href={markdownPathOf(route)} title="Markdown" />
    </Head>
  );
}
