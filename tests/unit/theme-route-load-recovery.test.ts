/**
 * Route loading recovers from a failed chunk on the first visit (src/theme/Root/routeLoadRecovery.ts):
 * before the app's first render a failed preload resolves (the route then shows the load-failure
 * screen); after it, the failure still rejects (Docusaurus reloads the page on navigation).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { installRouteLoadRecovery, type PreloadableRoute } from '../../src/theme/Root/routeLoadRecovery';

function loadable(outcome: 'ok' | 'fail') {
  const component = {
    calls: 0,
    preload(): Promise<string> {
      component.calls += 1;
      return outcome === 'ok' ? Promise.resolve('loaded') : Promise.reject(new Error('Loading chunk 42 failed.'));
    },
  };
  return component;
}

test('before the first render a failed preload resolves; a successful one keeps its value', async () => {
  const failing = loadable('fail');
  const working = loadable('ok');
  installRouteLoadRecovery([{ component: failing }, { component: working }], () => false);
  assert.equal(await failing.preload(), undefined);
  assert.equal(await working.preload(), 'loaded');
  assert.equal(failing.calls, 1);
});

test('after the first render a failed preload still rejects', async () => {
  const failing = loadable('fail');
  let rendered = false;
  installRouteLoadRecovery([{ component: failing }], () => rendered);
  await failing.preload();
  rendered = true;
  await assert.rejects(failing.preload(), /Loading chunk 42 failed/);
});

test('nested routes are covered, each component is wrapped once, and routes without preload are left alone', async () => {
  const nested = loadable('fail');
  const shared = loadable('fail');
  const routes: PreloadableRoute[] = [
    { component: shared, routes: [{ component: nested }, { component: shared }] },
    { component: undefined },
    { component: { notLoadable: true } },
  ];
  installRouteLoadRecovery(routes, () => false);
  installRouteLoadRecovery(routes, () => true); // a second install changes nothing
  assert.equal(await nested.preload(), undefined);
  assert.equal(await shared.preload(), undefined);
});
