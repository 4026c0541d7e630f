/**
 * Local plugin, dev server (`docusaurus start`) only, for the docs pages (guides and references):
 * - each is compiled when a browser first opens it, not at start (./lazy-compilation.ts). The 50
 *   guides' MDX was most of what a start compiled beyond a stock site (the cold start to a guide on
 *   screen: 14.5 -> 12.1 s here), and a writer opens a few;
 * - a saved page is updated in place on screen (./page-in-place-loader.cjs);
 * - nothing is gzipped on its way to the browser.
 * The theme, components, stylesheets and the other pages are compiled at start as before; the
 * production build compiles everything, as without this plugin.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsInstances } from '../../config/site';
import { lazyPagesUnder } from './lazy-compilation';

export default function devPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'pagora-dev-pages',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      const folders = Object.values(docsInstances).map((instance) => instance.path);
      const lazy = lazyPagesUnder(context.siteDir, folders, context.currentBundler);
      const inPlace = {
        test: /\.mdx?$/,
        include: folders.map((folder) => path.join(context.siteDir, folder)),
        // After Docusaurus's MDX loader and the JS loader, so it sees the module as the browser will.
        enforce: 'post',
        use: [{ loader: path.join(__dirname, 'page-in-place-loader.cjs') }],
      };
      return {
        ...lazy,
        module: { rules: [...(lazy.module?.rules ?? []), inPlace] },
        // Served on this machine, gzip only costs: 130 ms of CPU for the 7 MB dev main.js on every load.
        devServer: { ...lazy.devServer, compress: false },
      };
    },
  };
}
