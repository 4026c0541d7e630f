/**
 * plugins/graphql-docs/sidebar-groups.ts: a long GraphQL category is cut into alphabetical groups,
 * so that a page's sidebar (and its HTML) stays bounded however large the schema grows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_GROUP_SIZE, inAlphabeticalGroups } from '../../plugins/graphql-docs/sidebar-groups';

const docs = (count: number, prefix = 'types/objects/') =>
  Array.from({ length: count }, (_, index) => ({
    type: 'doc' as const,
    id: `${prefix}t${String(index).padStart(3, '0')}`,
  }));
const titleOf = (id: string): string => id.split('/').pop()!.toUpperCase();
const category = (label: string, items: unknown[]) => ({ type: 'category' as const, label, items }) as never;

test('a category of more pages than the limit becomes even, collapsed groups named by their first and last page, in order', () => {
  const [objects] = inAlphabeticalGroups([category('objects', docs(85))], titleOf, 40) as Array<{
    items: Array<{ label: string; items: Array<{ id: string }>; collapsed: boolean }>;
  }>;
  const groups = objects!.items;
  assert.deepEqual(
    groups.map((group) => [group.label, group.items.length, group.collapsed]),
    [
      ['T000 – T028', 29, true],
      ['T029 – T057', 29, true],
      ['T058 – T084', 27, true],
    ],
  );
  assert.deepEqual(
    groups.flatMap((group) => group.items.map((item) => item.id)),
    docs(85).map((doc) => doc.id),
  );
});

test('short categories, and categories holding categories, keep their shape', () => {
  const input = [category('scalars', docs(13)), category('operations', [category('queries', docs(MAX_GROUP_SIZE))])];
  assert.deepEqual(inAlphabeticalGroups(input, titleOf), input);
});

test('what a page renders stays bounded as the schema grows fourfold: its group plus one row per group', () => {
  const rendered = (pages: number): number => {
    const [objects] = inAlphabeticalGroups([category('objects', docs(pages))], titleOf) as Array<{
      items: Array<{ items: unknown[] }>;
    }>;
    return objects!.items.length + Math.max(...objects!.items.map((group) => group.items.length));
  };
  assert.ok(rendered(117) < 117 / 2, `1x: ${rendered(117)} rows`);
  assert.ok(rendered(4 * 117) <= 2 * MAX_GROUP_SIZE, `4x: ${rendered(4 * 117)} rows for ${4 * 117} pages`);
});
