/**
 * Local plugin, dev server (`docusaurus start`) only: every docs page, guides and references, is
 * compiled when a browser first opens it, not at start (./lazy-compilation.ts). The 50 guides' MDX
 * was most of what a start compiled beyond a stock site (the cold start to a guide on screen: 14.5 ->
 * 12.1 s here), and a writer opens a few. The theme, components, stylesheets and the other pages are
 * compiled at start as before; the production build compiles everything, as without this plugin.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsInstances } from '../../config/site';
import { lazyPagesUnder } from './lazy-compilation';

export default function lazyPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'pagora-lazy-pages',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      const dirs = Object.values(docsInstances).map((instance) => instance.path);
      return lazyPagesUnder(context.siteDir, dirs, context.currentBundler);
    },
  };
}
