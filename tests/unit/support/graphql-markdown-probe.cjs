/**
 * Preload (`node --require`) for tests and measurements of our graphql-markdown patch
 * (patches/@graphql-markdown+printer-legacy+*.patch):
 * - PAGORA_GRAPHQL_RELATION_SOURCE=<file>: compiles that file in place of the installed
 *   @graphql-markdown/printer-legacy/dist/relation.js, so one process can run the generator as
 *   shipped (patch reversed) while node_modules keeps the patched file;
 * - PAGORA_SCHEMA_MAP_COUNT_FILE=<file>: writes there, at exit, how many times the generator built
 *   a schema map (getSchemaMap of @graphql-markdown/graphql).
 */
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

/** @type {(request: string, from: string) => string} */
const resolveFrom = (request, from) => require.resolve(request, { paths: [from] });
const printerIndex = resolveFrom('@graphql-markdown/printer-legacy', process.cwd());
const graphqlIndex = resolveFrom('@graphql-markdown/graphql', path.dirname(printerIndex));

const countFile = process.env.PAGORA_SCHEMA_MAP_COUNT_FILE;
if (countFile) {
  // The printer reads getSchemaMap through the package index's getter, which reads this module's exports.
  const introspection = require(path.join(path.dirname(graphqlIndex), 'introspection.js'));
  const getSchemaMap = introspection.getSchemaMap;
  let calls = 0;
  /** @param {unknown[]} args */
  introspection.getSchemaMap = (...args) => {
    calls += 1;
    return getSchemaMap(...args);
  };
  process.on('exit', () => fs.writeFileSync(countFile, String(calls)));
}

const source = process.env.PAGORA_GRAPHQL_RELATION_SOURCE;
if (source) {
  const target = path.join(path.dirname(printerIndex), 'relation.js');
  // Node's own module loader, through members its typings leave out (_nodeModulePaths, _compile).
  const InternalModule = /** @type {any} */ (Module);
  const module = new InternalModule(target, null);
  module.filename = target;
  module.paths = InternalModule._nodeModulePaths(path.dirname(target));
  module._compile(fs.readFileSync(source, 'utf8'), target);
  module.loaded = true;
  require.cache[target] = module;
}
