/**
 * `./summary`, loaded on first call: it plays stories on the payment engine (about 2,000 lines), which
 * only the testing guide's `<TestOutcomes />` and explorer need, while `npm start` loads the modules
 * that call this (shared/data-components, plugins/outcome-explorer-seed) before any page compiles.
 * Synchronous, like the remark plugins that call it.
 */
import type * as Summary from './summary';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the lazy load itself
export const testOutcomesSummary = (): typeof Summary => require('./summary') as typeof Summary;
