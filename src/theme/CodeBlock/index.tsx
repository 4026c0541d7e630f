/**
 * Wraps @theme-original/CodeBlock (@docusaurus/theme-classic 3.10.2), output unchanged.
 * Why: registers `prism.additionalLanguages` (bash, php, http) when a page first shows code, instead
 * of in main.js on every page (plugins/prism-on-demand says why). Importing the module registers them.
 */
import '@site/src/prism/registerLanguages';
import CodeBlock from '@theme-original/CodeBlock';

export default CodeBlock;
