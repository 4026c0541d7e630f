/**
 * Markdown copies of GraphQL pages (scripts/llms/graphql-pages.ts), made from the schema as the pages
 * show it. Deprecated operations and types, which graphql-markdown groups under apis/graphql/deprecated/
 * (config/graphql.ts), are generated pages like the others: their copies were the MDX, with JSX and `.mdx` links.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { graphqlGenerated } from '../../scripts/lib/generated-files';
import { GraphqlPages } from '../../scripts/llms/graphql-pages';
import { root } from './support/sources';

test('the deprecated group is generated, and its pages get Markdown copies made from the schema', () => {
  assert.ok(graphqlGenerated.owns('deprecated/operations/queries/parties-by-prefix.mdx'), 'owned by the generator');
  const pages = GraphqlPages.fromFile(path.join(root, 'tests/fixtures/api-shapes/schema.graphql'), () => true);
  const route = '/apis/graphql/deprecated/operations/queries/parties-by-prefix/';
  const page = pages.page('deprecated/operations/queries/parties-by-prefix', route);
  assert.ok(page, 'a copy made from the schema');
  const markdown = page.markdown;
  assert.match(markdown, /^# partiesByPrefix\n/);
  assert.match(markdown, /\*\*Deprecated:\*\* Use `search`\./);
  assert.doesNotMatch(markdown, /<Badge|<Bullet|\.mdx\)|export const/, 'no JSX, no links to .mdx files');
});

test('Markdown copies of GraphQL pages read descriptions as the pages show them: no tags, no links to missing pages', () => {
  const pages = GraphqlPages.fromFile(path.join(root, 'tests/fixtures/api-shapes/schema.graphql'), () => true);
  const region = pages.page('types/enums/region', '/apis/graphql/types/enums/region/')!.markdown;
  assert.match(region, /A two-letter `region` code, upper case\./);
  const account = pages.page('types/objects/account', '/apis/graphql/types/objects/account/')!.markdown;
  assert.match(account, /of one of the account kinds\./);
});
