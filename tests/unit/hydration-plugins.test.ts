/**
 * The two plugins that swap a hook or component inside upstream theme modules rely on how those
 * modules use it. These tests read the installed modules, so an upgrade that changes that use fails
 * here instead of silently breaking pages.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tabModules } from '../../plugins/tabs-keep-on-hydration/index';
import { browserOnlySections } from '../../plugins/openapi-server-render/index';

const root = path.resolve(__dirname, '..', '..');
const openapiTheme = path.join(root, 'node_modules', 'docusaurus-theme-openapi-docs', 'lib', 'theme');
const classicTabs = path.join(root, 'node_modules', '@docusaurus', 'theme-classic', 'lib', 'theme', 'Tabs', 'index.js');
const openapiTabs = ['Tabs', 'ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'OperationTabs'].map((name) =>
  path.join(openapiTheme, name, 'index.js'),
);
const openapiSections = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'].map((name) =>
  path.join(openapiTheme, name, 'index.js'),
);

test('the tab modules use useIsBrowser only for the remount key', () => {
  for (const file of [classicTabs, ...openapiTabs]) {
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

test('the OpenAPI sections use BrowserOnly only as their outer wrapper, with a render function', () => {
  for (const file of openapiSections) {
    assert.match(file, browserOnlySections, `${file} is not matched by the plugin's rule`);
    const source = readFileSync(file, 'utf8');
    assert.equal(source.match(/BrowserOnly_1\.default/g)?.length, 1, `${file} uses BrowserOnly more than once`);
    assert.match(source, /BrowserOnly_1\.default,\s*\{\s*fallback:[\s\S]*?\},\s*\(\) => \{/);
  }
});
