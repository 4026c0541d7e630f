/**
 * The operation docusaurus-plugin-openapi-docs 5.2 writes into an operation page's front matter
 * (`api`: the operation's JSON, deflated with zlib and base64-encoded), decoded. Shared by the remark
 * plugin (./operation-exports.ts) and the bundler loader (./operation-loader.cjs), which runs outside
 * the TypeScript loader, hence CommonJS with JSDoc types.
 */
'use strict';
const zlib = require('node:zlib');
const yaml = require('js-yaml');

/**
 * The operation's JSON text from the front matter's `api`; throws naming the file when it is not the
 * generator's encoding.
 * @param {unknown} encoded the front matter's `api` value
 * @param {string} file the page, for the error message
 * @returns {string}
 */
function operationJson(encoded, file) {
  if (typeof encoded !== 'string' || encoded.length === 0) {
    throw new Error(`${file}: front matter \`api\` is not the generator's encoded operation (a base64 string)`);
  }
  let json;
  try {
    json = zlib.inflateSync(Buffer.from(encoded, 'base64')).toString('utf8');
    const operation = JSON.parse(json);
    if (typeof operation !== 'object' || operation === null || typeof operation.method !== 'string') {
      throw new Error('the decoded value is not an operation object with a `method`');
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${file}: front matter \`api\` does not decode to an operation (base64 of deflated JSON): ${reason}`,
    );
  }
  return json;
}

/**
 * The operation of a generated page from its front matter's YAML text, or undefined when the front
 * matter has no `api` (tag, schema and hand-written pages).
 * @param {string} frontMatterYaml
 * @param {string} file the page, for the error message
 * @returns {string | undefined} the operation's JSON text
 */
function operationJsonOfFrontMatter(frontMatterYaml, file) {
  const frontMatter = /** @type {Record<string, unknown> | null} */ (yaml.load(frontMatterYaml));
  if (!frontMatter || typeof frontMatter !== 'object' || !('api' in frontMatter)) return undefined;
  return operationJson(frontMatter.api, file);
}

/**
 * The operation of a generated page, from the page's source (front matter included).
 * @param {string} source the `.api.mdx` file's text
 * @param {string} file the page, for the error message
 * @returns {string} the operation's JSON text
 */
function operationJsonOfPage(source, file) {
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  const json = block ? operationJsonOfFrontMatter(block[1] ?? '', file) : undefined;
  if (json === undefined)
    throw new Error(`${file}: no \`api\` in the front matter (an operation page carries its operation there)`);
  return json;
}

module.exports = { operationJson, operationJsonOfFrontMatter, operationJsonOfPage };
