/** plugins/lib/with-actions.ts: the docs plugins' filtered actions reach the wrapped plugin, the rest unchanged. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { withActions } from '../../plugins/lib/with-actions';

/** A plugin that writes one data file and one route, as the docs plugin does, through `this`. */
function writingPlugin(): Plugin<string> {
  return {
    name: 'writer',
    route: '/x/',
    async contentLoaded({ content, actions }) {
      await actions.createData('page.json', JSON.stringify({ content, route: this.route }));
      actions.addRoute({ path: '/x/', component: '@theme/Page' });
    },
  } as Plugin<string> & { route: string };
}

function recordingActions(): { actions: PluginContentLoadedActions; written: unknown[] } {
  const written: unknown[] = [];
  const actions = {
    createData: async (name: string, data: string) => {
      written.push(['data', name, data]);
      return name;
    },
    addRoute: (route: RouteConfig) => void written.push(['route', route.path]),
    setGlobalData: (data: unknown) => void written.push(['global', data]),
  } as unknown as PluginContentLoadedActions;
  return { actions, written };
}

test('the overridden action filters what the plugin writes; the others and `this` are unchanged', async () => {
  const { actions, written } = recordingActions();
  const wrapped = withActions(writingPlugin(), (original) => ({
    createData: (name, data) => original.createData(name, String(data).toUpperCase()),
  }));
  assert.equal(wrapped.name, 'writer');
  await wrapped.contentLoaded!({ content: 'body', actions });
  assert.deepEqual(written, [
    ['data', 'page.json', '{"CONTENT":"BODY","ROUTE":"/X/"}'],
    ['route', '/x/'],
  ]);
});

test('a plugin without contentLoaded is returned as it is', () => {
  const plugin: Plugin<void> = { name: 'quiet' };
  assert.equal(
    withActions(plugin, () => ({})),
    plugin,
  );
});
