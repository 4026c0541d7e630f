/**
 * Bundler loader for `<page>.api.mdx?operation` (the import plugins/rest-docs adds to each operation
 * page as `loadOperation`): the module's default export is the page's whole operation, decoded from
 * its front matter at build time, for the API explorer. The browser gets it as its own chunk when the
 * reader opens the explorer. In the server bundle, which never opens the explorer, the module is
 * empty (`emit: false`), so the bundle does not carry every operation.
 */
'use strict';
const path = require('node:path');
const { operationJsonOfPage } = require('./operation-codec.cjs');

/**
 * @this {{ getOptions(): { emit: boolean }; addDependency(file: string): void; resourcePath: string; rootContext: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function operationLoader(source) {
  // This loader's code is not a module the bundler tracks: its output must follow it (persistent cache).
  this.addDependency(__filename);
  this.addDependency(require.resolve('./operation-codec.cjs'));
  if (!this.getOptions().emit) return 'export default null;\n';
  const json = operationJsonOfPage(source, path.relative(this.rootContext, this.resourcePath));
  // JSON.parse of a string literal parses faster than the same data as an object literal.
  return `export default JSON.parse(${JSON.stringify(json)});\n`;
};
