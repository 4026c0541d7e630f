/**
 * Navbar configuration errors (config/navbar-validation.ts): a navbar item whose type has no
 * component, and a version dropdown naming no docs version, stop the build with a message naming
 * the item. Also pins down what Docusaurus's own theme-config schema does and does not catch.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { navbar } from '../../config/navbar';
import { navbarItemComponentTypes, validateNavbarItems, type NavbarItemLike } from '../../config/navbar-validation';

const require = createRequire(__filename);
const docsVersions = { default: ['current'], rest: ['current'], graphql: ['current'] };
const validate = (items: NavbarItemLike[]) => validateNavbarItems(items, { docsVersions });

test("the site's navbar passes", () => {
  assert.doesNotThrow(() => validateNavbarItems(navbar.items, { docsVersions }));
});

test('the known types are the component types of the installed theme', () => {
  const source = readFileSync(
    require.resolve('@docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js'),
    'utf8',
  );
  const body = /const ComponentTypes = \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  const installed = [...body.matchAll(/^\s*([A-Za-z-]+):/gm)].map((match) => match[1]);
  assert.ok(installed.length > 5, 'parsed ComponentTypes');
  assert.deepEqual([...navbarItemComponentTypes].sort(), installed.sort());
});

test('a type without component fails, naming the item and the type', () => {
  assert.throws(() => validate([{ type: 'custom-apiStatus', label: 'API status' }]), {
    message: /^Navbar item "API status" has type "custom-apiStatus", which has no component/,
  });
  assert.throws(() => validate([{ type: 'dropdwn', label: 'APIs' }]), {
    message: /^Navbar item "APIs" has type "dropdwn", which has no component/,
  });
});

test('a dropdown entry without component fails too, and an unlabelled item is named by its position', () => {
  assert.throws(
    () =>
      validate([
        {
          type: 'dropdown',
          label: 'APIs',
          items: [
            { to: '/apis/rest/', label: 'REST API' },
            { type: 'custom-x', label: 'Status' },
          ],
        },
      ]),
    { message: /^Navbar item "Status" has type "custom-x", which has no component/ },
  );
  assert.throws(() => validate([{ type: 'custom-x' }]), {
    message: /^Navbar item "custom-x item at navbar.items\[0\]" has type "custom-x"/,
  });
});

test('items without a type are links, or dropdowns when they have entries', () => {
  assert.doesNotThrow(() =>
    validate([
      { to: '/x/', label: 'X' },
      { label: 'Menu', items: [{ to: '/y/', label: 'Y' }] },
    ]),
  );
});

test('a version dropdown must name docs versions that exist', () => {
  assert.doesNotThrow(() => validate([{ type: 'docsVersionDropdown' }]));
  assert.doesNotThrow(() => validate([{ type: 'docsVersionDropdown', versions: ['current'] }]));
  assert.doesNotThrow(() =>
    validate([{ type: 'docsVersionDropdown', docsPluginId: 'rest', versions: { current: { label: 'Next' } } }]),
  );
  assert.throws(() => validate([{ type: 'docsVersionDropdown', label: 'Version', versions: ['2.0'] }]), {
    message:
      /^Navbar item "Version" \(docsVersionDropdown\) lists version "2.0", which is not a docs version of plugin "default"/,
  });
  assert.throws(() => validate([{ type: 'docsVersionDropdown', label: 'Version', versions: { '': {} } }]), {
    message: /lists version "", which is not a docs version/,
  });
  assert.throws(() => validate([{ type: 'docsVersionDropdown', label: 'Version', docsPluginId: 'blog' }]), {
    message: /refers to docs plugin "blog", which does not exist/,
  });
});

test("Docusaurus's own schema: rejects unknown and empty names, but lets custom types and unknown versions through", () => {
  const { ThemeConfigSchema } = require('@docusaurus/theme-classic/lib/options') as {
    ThemeConfigSchema: { validate: (value: unknown) => { error?: Error } };
  };
  const check = (items: unknown[]) => ThemeConfigSchema.validate({ navbar: { items } }).error?.message;
  assert.match(check([{ type: 'dropdwn', label: 'APIs' }]) ?? '', /Bad navbar item type dropdwn/);
  assert.match(check([{ type: 'docsVersionDropdown', versions: [''] }]) ?? '', /is not allowed to be empty/);
  // These two pass the schema and would only fail while rendering: hence config/navbar-validation.ts.
  assert.equal(check([{ type: 'custom-apiStatus', label: 'API status' }]), undefined);
  assert.equal(check([{ type: 'docsVersionDropdown', versions: ['2.0'] }]), undefined);
});
