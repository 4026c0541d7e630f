/**
 * Route prefetching that stays out of the page's first seconds.
 *
 * Why: Docusaurus 3.10 prefetches the chunks of every internal link as it scrolls into view, and
 * for each link it scanned the whole route table (~1,100 routes) and added `<link rel=prefetch>`
 * tags at once, one per chunk per link, so the shared layout chunks were requested again for every
 * link (518 tags for 36 files on a REST operation page). On reference pages, whose content and sidebar hold hundreds of links, that was the
 * largest part of the main-thread work after the first paint (a third of a GraphQL type page's, on
 * Lighthouse's slowed-down phone). `docusaurus.ts` replaces core's `window.docusaurus` module with
 * the same API: an index built once, each chunk prefetched once (none the page already loaded), and
 * viewport prefetches run in idle time once the page has loaded and drawn what it marked
 * `aria-busy` (the search page's first results).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../lib/module-swaps';

const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'pagora-idle-prefetch',
    configureWebpack() {
      return replaceModule(path.join(coreClient, 'docusaurus'), path.join(__dirname, 'docusaurus.ts'));
    },
  };
}
