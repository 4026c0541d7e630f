/**
 * plugins/tabs-keep-on-hydration swaps a hook inside theme-classic's Tabs and relies on how the module
 * uses it. These tests read the installed modules, so an upgrade that changes that use fails
 * here instead of silently breaking pages.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tabModules } from '../../plugins/tabs-keep-on-hydration/index';

const root = path.resolve(__dirname, '..', '..');
const classicTabs = path.join(root, 'node_modules', '@docusaurus', 'theme-classic', 'lib', 'theme', 'Tabs', 'index.js');

test('the tab modules use useIsBrowser only for the remount key', () => {
  for (const file of [classicTabs]) {
    assert.match(file, tabModules, `${file} is not matched by the plugin's rule`);
    const uses = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /\bisBrowser\b/.test(line))
      .map((line) => line.trim());
    assert.equal(uses.length, 2, `${file}: ${uses.join(' | ')}`);
    assert.match(uses[0]!, /const isBrowser = .*useIsBrowser/);
    assert.match(uses[1]!, /key[=:]\s*\{?String\(isBrowser\)/);
  }
});
