/**
 * get_rest_operation links an operation to its reference page by the site's route rule
 * (`restOperationRoute`), not by pasting the operationId into a path: `createWidget` is at
 * `/apis/rest/create-widget/`, and an operation without an operationId has a page too.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startServer, type Session } from './support';

const origin = 'https://docs.pagora.com';
const dir = mkdtempSync(path.join(tmpdir(), 'pagora-mcp-routes-'));
after(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'api', 'v1'), { recursive: true });
const ok = { responses: { '200': { description: 'OK' } } };
writeFileSync(
  path.join(dir, 'api', 'v1', 'openapi.json'),
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Widgets', version: '1' },
    paths: {
      '/widgets': { post: { operationId: 'createWidget', summary: 'Create a widget', ...ok } },
      '/widgets/{widgetId}': { get: { summary: 'Get a widget', ...ok } },
    },
  }),
);
const routes = ['/apis/rest/create-widget/', '/apis/rest/get-widgets-widget-id/'];
writeFileSync(
  path.join(dir, 'sitemap.xml'),
  `<urlset>${routes.map((route) => `<url><loc>${origin}${route}</loc></url>`).join('')}</urlset>`,
);
let session: Session;
before(async () => {
  session = await startServer(['--dir', dir]);
});
after(() => session.close());
const urlOf = async (operation: string): Promise<unknown> =>
  (JSON.parse((await session.call('get_rest_operation', { operation })).text) as { url?: string }).url;

test('a non-slug operationId links to its page by the route rule', async () => {
  assert.equal(await urlOf('createWidget'), `${origin}/apis/rest/create-widget/`);
});

test('an operation without an operationId links to the page named after its method and path', async () => {
  assert.equal(await urlOf('GET /widgets/{widgetId}'), `${origin}/apis/rest/get-widgets-widget-id/`);
});
