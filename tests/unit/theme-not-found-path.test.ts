/** The language menu's test for "this path has no page" (src/theme/NavbarItem/LocaleDropdownNavbarItem/notFound.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteConfig } from 'react-router-config';
import { isNotFoundPath } from '../../src/theme/NavbarItem/LocaleDropdownNavbarItem/notFound';

// The shape Docusaurus 3.10 generates: plugin pages, the guides' docs instance at the site root
// (nested non-exact routes ending in exact doc routes), and the final catch-all.
const routes: RouteConfig[] = [
  { path: '/search/', exact: true },
  {
    path: '/apis/rest',
    routes: [{ path: '/apis/rest', routes: [{ path: '/apis/rest/payments-create/', exact: true }] }],
  },
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          { path: '/getting-started/', exact: true },
          { path: '/', exact: true },
        ],
      },
    ],
  },
  { path: '*' },
];

test('pages of the site are found', () => {
  for (const path of ['/', '/getting-started/', '/search/', '/apis/rest/payments-create/'])
    assert.equal(isNotFoundPath(routes, path), false, path);
});

test('unknown paths, the prerendered 404 page included, are not found', () => {
  for (const path of ['/404.html', '/404/', '/no-such-guide/', '/apis/rest/no-such-operation/'])
    assert.equal(isNotFoundPath(routes, path), true, path);
  assert.equal(isNotFoundPath([{ path: '/search/', exact: true }], '/elsewhere/'), true);
});
