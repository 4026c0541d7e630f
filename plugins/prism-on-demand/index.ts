/**
 * Takes Prism (syntax highlighting) out of the scripts pages need to become interactive.
 *
 * Why: @docusaurus/theme-classic 3.10 registers `prism.additionalLanguages` from a client module,
 * which puts prism-react-renderer and the building of all its grammars in main.js: about 100 ms of
 * main-thread work on a phone (Lighthouse's 4x slowdown) on every page, code or not (the home page
 * has none). This plugin:
 * - points that client module at an empty one; `src/prism/prismHighlight` registers the languages
 *   with the highlighter, which `src/prism/highlighter` loads when a code block first needs it;
 * - gives the server bundle `src/prism/highlighter.server.ts`, which imports the highlighter
 *   directly, so the build renders every block highlighted (the browser keeps those lines).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../lib/module-swaps';

const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
const languagesClientModule = path.join(themeClassicLib, 'prism-include-languages');
const prismDir = path.join(__dirname, '..', '..', 'src', 'prism');

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'pagora-prism-on-demand',
    configureWebpack(_config, isServer) {
      const emptyLanguages = replaceModule(languagesClientModule, path.join(__dirname, 'empty-client-module.js'));
      if (!isServer) return emptyLanguages;
      const serverHighlighter = replaceModule(
        path.join(prismDir, 'highlighter'),
        path.join(prismDir, 'highlighter.server.ts'),
      );
      return { resolve: { alias: { ...emptyLanguages.resolve?.alias, ...serverHighlighter.resolve?.alias } } };
    },
  };
}
