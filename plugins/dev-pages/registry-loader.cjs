// @ts-check
/**
 * Dev server only (lazy-compilation.ts): rewrites Docusaurus's generated `.docusaurus/registry.js` so
 * the pages under `options.prefixes` are reached only through their `import()`, which Rspack's lazy
 * compilation defers until a browser asks. Each registry entry also names its page in
 * `require.resolveWeak("@site/…")`, and a weak reference still makes Rspack build the module: with it,
 * every reference page was compiled at start (616 MDX modules) despite lazy compilation. The third
 * element only tells react-loadable whether the page is already in the bundle (ComponentCreator's
 * `webpack` ids); as a plain string it never is, so the page loads through its `import()` as before.
 * Guarded by upstream-contract.test.ts.
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  const { prefixes } = /** @type {{ getOptions(): { prefixes: string[] } }} */ (
    /** @type {unknown} */ (this)
  ).getOptions();
  return prefixes.reduce((text, prefix) => text.replaceAll(`require.resolveWeak("${prefix}`, `("${prefix}`), source);
};
