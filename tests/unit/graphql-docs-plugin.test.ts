/** plugins/graphql-docs: the GraphQL instance's version data keeps its sidebar, not its doc map. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteConfig } from '@docusaurus/types';
import { withMainDocOnly, withoutVersionDocMap } from '../../plugins/graphql-docs/index';

test('the doc map is emptied at any depth; the sidebar and other routes are untouched', () => {
  const sidebar = [{ type: 'link', href: '/apis/graphql/types/objects/payment', label: 'Payment' }];
  const route: RouteConfig = {
    path: '/apis/graphql',
    component: 'DocsRoot',
    routes: [
      {
        path: '/apis/graphql',
        component: 'DocVersionRoot',
        props: {
          version: {
            version: 'current',
            docsSidebars: { graphql: sidebar },
            docs: {
              'types/objects/payment': { id: 'types/objects/payment', title: 'Payment', description: 'A payment.' },
            },
          },
        },
        routes: [{ path: '/apis/graphql/types/objects/payment', component: 'DocItem', exact: true }],
      },
    ],
  };
  const stripped = withoutVersionDocMap(route);
  const versionRoute = stripped.routes![0]!;
  assert.deepEqual(versionRoute.props, {
    version: { version: 'current', docsSidebars: { graphql: sidebar }, docs: {} },
  });
  assert.deepEqual(versionRoute.routes, route.routes![0]!.routes);
  assert.equal(stripped.props, undefined);
});

test("the global data's doc list keeps only each version's main doc; paths and sidebars are untouched", () => {
  const data = {
    path: '/apis/graphql',
    versions: [
      {
        name: 'current',
        path: '/apis/graphql',
        mainDocId: 'index',
        docs: [
          { id: 'index', path: '/apis/graphql/', sidebar: 'graphql' },
          { id: 'types/objects/payment', path: '/apis/graphql/types/objects/payment', sidebar: 'graphql' },
        ],
        draftIds: [],
        sidebars: { graphql: { link: { path: '/apis/graphql/', label: 'index' } } },
      },
    ],
    breadcrumbs: true,
  };
  assert.deepEqual(withMainDocOnly(data), {
    ...data,
    versions: [{ ...data.versions[0]!, docs: [{ id: 'index', path: '/apis/graphql/', sidebar: 'graphql' }] }],
  });
});
