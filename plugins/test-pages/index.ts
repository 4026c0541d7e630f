/**
 * Local plugin: pages that trigger the site's error screens on purpose, for the browser tests
 * (tests/e2e/theme*.spec.ts). It adds its routes ONLY in test builds (`PAGORA_TEST_BUILD=1`, see
 * config/env.ts); in any other build it disables itself and adds nothing.
 *
 * Routes (under /test-pages/; the sitemap ignores them, so the search index never sees them):
 * - /test-pages/                     links to the pages below (client-side navigation starts here)
 * - /test-pages/crash/               "Crash this page" throws an error with a chain of causes
 * - /test-pages/slow/                an ordinary page; tests block or hold its code chunk
 * - /test-pages/no-default-export/   its module has no default export in the browser
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { isTestBuild } from '../../config/env';

/** Route (below /test-pages/) → page component file in ./pages. */
export const testPages = {
  '': 'IndexPage.tsx',
  'crash/': 'CrashPage.tsx',
  'slow/': 'SlowPage.tsx',
  'no-default-export/': 'NoDefaultExportPage.tsx',
} as const;

export default function testPagesPlugin(context: LoadContext): Plugin | null {
  if (!isTestBuild) {
    return null;
  }
  return {
    name: 'pagora-test-pages',
    async contentLoaded({ actions }) {
      for (const [route, file] of Object.entries(testPages)) {
        actions.addRoute({
          // baseUrl always ends with a slash.
          path: `${context.baseUrl}test-pages/${route}`,
          component: path.join(__dirname, 'pages', file),
          exact: true,
        });
      }
    },
  };
}
