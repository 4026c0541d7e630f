/**
 * Tabs keep their built HTML when the page is hydrated, instead of being thrown away and rebuilt.
 *
 * Why: @docusaurus/theme-classic 3.10's Tabs gives its inner component `key={String(useIsBrowser())}`,
 * so right after hydration every tab set on the page is unmounted and mounted again: all code samples
 * re-highlighted, every REST response re-rendered, in one uninterruptible task (the largest
 * main-thread task on guides and REST pages in `npm run bench`). The remount dates from
 * facebook/docusaurus#5653; the theme now syncs the stored or linked tab choice after hydration with
 * a layout effect, which updates the tabs in place. So inside that module (and only there:
 * `tests/unit/hydration-plugins.test.ts` checks that it uses the hook for nothing else),
 * `@docusaurus/useIsBrowser` resolves to a hook with a constant answer.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceImportInside } from '../lib/module-swaps';

export const tabModules = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/;

export default function tabsKeepOnHydrationPlugin(): Plugin {
  return {
    name: 'pagora-tabs-keep-on-hydration',
    configureWebpack() {
      return replaceImportInside(tabModules, '@docusaurus/useIsBrowser', path.join(__dirname, 'sameKeyEverywhere.ts'));
    },
  };
}
