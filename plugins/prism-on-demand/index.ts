/**
 * Takes Prism (syntax highlighting) out of the bundle every page loads.
 *
 * Why: @docusaurus/theme-classic 3.10 registers `prism.additionalLanguages` from a client module,
 * which puts prism-react-renderer and the building of all its grammars in main.js: about 100 ms of
 * main-thread work on a phone (Lighthouse's 4x slowdown) on every page, code or not (the home page
 * has none). This plugin points that client module at an empty one; `src/theme/CodeBlock` registers
 * the languages instead, in the chunk of the pages that show code.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../lib/module-swaps';

const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
const languagesClientModule = path.join(themeClassicLib, 'prism-include-languages');

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'pagora-prism-on-demand',
    configureWebpack() {
      return replaceModule(languagesClientModule, path.join(__dirname, 'empty-client-module.js'));
    },
  };
}
