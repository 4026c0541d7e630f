/**
 * The dev server's Rspack options that compile the pages under some folders when a browser first asks
 * for them, instead of at start (Rspack's `lazyCompilation` of dynamic imports: each page is a dynamic
 * import in Docusaurus's route registry). Only for Rspack (`future.faster`); webpack gets nothing.
 *
 * Rspack 1.7 serves lazy compilation through a middleware that its own dev server adds and
 * webpack-dev-server 5, which Docusaurus 3.10 starts, does not: the browser posts the modules it needs
 * to `/lazy-compilation-using-…`, and the middleware marks them active and rebuilds. It is added
 * through `devServer.setupMiddlewares`, which runs before the dev middleware starts the first
 * compilation (creating the middleware registers Rspack's plugin on the compiler). Core merges this
 * `devServer` into its own with webpack-merge, which calls both `setupMiddlewares` with the same list
 * and concatenates what they return: ours adds to the list and returns nothing more (UPGRADING.md).
 */
import path from 'node:path';
import type { CurrentBundler } from '@docusaurus/types';

type RequestHandler = (req: unknown, res: unknown, next?: () => void) => unknown;
interface Middleware {
  name: string;
  middleware: RequestHandler;
}
interface RspackWithLazyCompilation {
  lazyCompilationMiddleware(compiler: unknown): RequestHandler;
}

export const LAZY_MIDDLEWARE_NAME = 'rspack-lazy-compilation';

/** What `lazyPagesUnder` adds to the dev client's config (nothing for webpack). */
export interface LazyPagesConfig {
  module?: { rules: object[] };
  lazyCompilation?: { entries: false; imports: true; test: RegExp };
  devServer?: { setupMiddlewares: (middlewares: Middleware[], devServer: { compiler: unknown }) => Middleware[] };
}

/** The pages under `siteDir`'s `dirs` (relative to the site: `docs`, `apis/rest`…), compiled when first opened. */
export function lazyPagesUnder(siteDir: string, dirs: readonly string[], bundler: CurrentBundler): LazyPagesConfig {
  if (bundler.name !== 'rspack') return {};
  const rspack = bundler.instance as unknown as RspackWithLazyCompilation;
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    module: {
      rules: [
        {
          test: /registry\.js$/,
          include: path.join(siteDir, '.docusaurus'),
          // Core resolves `/…` requests under `resolve.roots` (static/, the site) before the path itself,
          // and a lazy page's proxy asks for its page by absolute path: every page added some 18 missing
          // paths that the watcher registers again after each rebuild (11,331 in all, against 1,371).
          resolve: { roots: [] },
          use: [
            {
              loader: path.join(__dirname, 'registry-loader.cjs'),
              options: { prefixes: dirs.map((dir) => `@site/${dir}/`) },
            },
          ],
        },
      ],
    },
    lazyCompilation: {
      entries: false,
      imports: true,
      // A RegExp, tested in Rust. A JS function (given each module) made Rspack 1.7.12 abort some cold
      // starts ("capacity overflow", absurd allocations): 1 in 7 here, 4 in 12 before; a RegExp, 0 in 9.
      test: new RegExp(`^(${dirs.map((dir) => escape(`${path.join(siteDir, dir)}/`)).join('|')})`),
    },
    devServer: {
      setupMiddlewares: (middlewares: Middleware[], devServer: { compiler: unknown }): Middleware[] => {
        middlewares.unshift({
          name: LAZY_MIDDLEWARE_NAME,
          middleware: rspack.lazyCompilationMiddleware(devServer.compiler),
        });
        return [];
      },
    },
  };
}
