// Canary lane only (scripts/canary/workarounds.ts, "esm-only-utilities"): a package that offers no
// `require` entry at all (unicorn-magic 0.3, reached by Docusaurus 4's utilities through execa 10)
// is resolved by its `import` entry when required, which Node 24 can load. Every other resolution is
// left alone: `--conditions=import` for all of them made postcss-loader's require of postcss return
// the ES module's namespace, and postcss-loader then failed with "implementation is not a function".
import * as nodeModule from 'node:module';

/** @typedef {{ conditions: string[] }} ResolveContext */
/** @typedef {(specifier: string, context: ResolveContext) => unknown} NextResolve */
/**
 * Node 24's `module.registerHooks` (the canary's Node); this checkout's @types/node is Node 20's.
 * @type {(hooks: { resolve: (specifier: string, context: ResolveContext, nextResolve: NextResolve) => unknown }) => void}
 */
const registerHooks = /** @type {any} */ (nodeModule).registerHooks;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (
        /** @type {{ code?: string }} */ (error)?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' ||
        context.conditions.includes('import')
      )
        throw error;
      return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'import'] });
    }
  },
});
