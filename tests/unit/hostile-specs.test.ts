/**
 * Descriptions in the OpenAPI document and the GraphQL schema that look like markup (`{`, `}`,
 * `<script>`, `<img onerror>`, backticks, MDX-like syntax) build and render as text: the real
 * reference pipeline runs on tests/fixtures/hostile in a scratch site (support/reference-site.ts).
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { referenceSite, type Run } from './support/reference-site';
import { root } from './support/sources';

const fixtures = path.join(root, 'tests/fixtures/hostile');
const site = referenceSite('hostile', {
  openapi: path.join(fixtures, 'openapi.yaml'),
  graphql: path.join(fixtures, 'schema.graphql'),
});

let generated: Run;
let built: Run;

before(() => {
  generated = site.generate();
  built = generated.status === 0 ? site.build() : generated;
});

test('hostile descriptions generate and build', () => {
  assert.equal(generated.status, 0, `npm run gen failed:\n${generated.output.slice(-3000)}`);
  assert.equal(built.status, 0, `docusaurus build failed:\n${built.output.slice(-3000)}`);
});

const pages = [
  {
    name: 'REST operation',
    route: 'apis/rest/hostile-create',
    texts: ['{operationBraces}', '{codeBraces}', 'Create a hostile thing'],
  },
  {
    name: 'REST schema',
    route: 'apis/rest/schemas/hostilerequest',
    texts: ['{schemaBraces}', '{propertyBraces}', '{propertyCode}'],
  },
  {
    name: 'GraphQL query',
    route: 'apis/graphql/operations/queries/hostile',
    texts: ['{queryBraces}', '{argumentBraces}', 'POST /hostile/{hostileId}'],
  },
  {
    name: 'GraphQL object',
    route: 'apis/graphql/types/objects/hostile',
    texts: ['{typeBraces}', '{fieldBraces}', '{codeBraces}'],
  },
  { name: 'GraphQL enum', route: 'apis/graphql/types/enums/hostile-level', texts: ['{valueBraces}'] },
];

for (const page of pages) {
  test(`the ${page.name} page shows the markup-like text as text`, () => {
    const html = site.html(page.route);
    for (const text of page.texts) assert.ok(html.includes(text), `${page.route}: "${text}" is missing`);
    assert.match(html, /&lt;(script|img)/, `${page.route}: the tags should appear as escaped text`);
  });
}

/** The HTML with attribute values emptied: `<` inside a quoted attribute (a meta description) is text. */
const withoutAttributeValues = (html: string): string => html.replace(/=("[^"]*"|'[^']*')/g, '=""');

test('a field returning the root Query type (Relay) is printed without a link to a page that does not exist', () => {
  const html = site.html('apis/graphql/types/objects/hostile');
  assert.match(html, /Hostile\.<b>relay<\/b>/, 'the relay field is listed');
  assert.match(html, /<b>Query!<\/b>/, 'its type is named');
  assert.doesNotMatch(html, /types\/objects\/query/, 'no link to a Query type page');
});

test('no page of the build contains the hostile tags as markup', () => {
  const files = site.htmlFiles();
  assert.ok(files.length >= 8, `expected the generated pages, found ${files.length}`);
  for (const file of files) {
    const html = withoutAttributeValues(readFileSync(file, 'utf8'));
    assert.doesNotMatch(html, /<script>alert/, `${file} contains a live <script>`);
    assert.doesNotMatch(html, /<img src(=| )/i, `${file} contains a live <img> from a description`);
    assert.doesNotMatch(html, /<Admonition/, `${file} contains raw MDX`);
  }
});
