/**
 * Every package the code imports is a direct dependency at an exact version, and every direct
 * dependency is used: imported, run as a CLI, named by the config, or listed below with why. A package that
 * resolves only because another one pulls it in disappears, or changes major version, when that
 * other package is upgraded; a range lets a fresh install pick a version nobody tested. And what
 * `npm ci` installs is what the lockfile lists, nothing an install script fetches besides.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { codeFiles, importsOf, root, walk } from './support/code-files';
import { isOwnAlias } from './support/couplings';

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const declared: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies };

/** Module names the bundler or TypeScript provide, not packages. */
function isAlias(specifier: string): boolean {
  if (/^(@site|@theme|@theme-original|@theme-init|@generated)\//.test(specifier) || isOwnAlias(specifier)) return true;
  // `@docusaurus/Link`, `@docusaurus/useIsBrowser`…: core's client API, aliased by its bundler config.
  const coreExport = /^@docusaurus\/([^/]+)$/.exec(specifier)?.[1];
  return Boolean(
    coreExport && existsSync(path.join(root, 'node_modules/@docusaurus/core/lib/client/exports', `${coreExport}.js`)),
  );
}

/** The package a bare specifier belongs to (`@scope/name` or `name`), or undefined for others. */
export function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|node:)/.test(specifier) || isAlias(specifier)) return undefined;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** Imported package → the first place importing it. */
function importedPackages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of allCodeFiles()) {
    for (const use of importsOf(file)) {
      const name = packageOf(use.specifier);
      if (name && !found.has(name)) found.set(name, `${file}:${use.line}`);
      // A package core aliases (`@docusaurus/Link`) needs core itself.
      if (!name && use.specifier.startsWith('@docusaurus/') && !found.has('@docusaurus/core'))
        found.set('@docusaurus/core', `${file}:${use.line}`);
    }
  }
  return found;
}

test('every imported package is a direct dependency', () => {
  const imported = importedPackages();
  assert.ok(imported.size > 20, `found ${imported.size} imported packages`);
  const missing = [...imported].filter(([name]) => !(name in declared));
  assert.deepEqual(
    missing.map(([name, where]) => `${name} (${where})`),
    [],
    'npm install --save-exact <package>@<the version installed now>, then npm run fix-lockfile',
  );
});

test('every imported package is pinned to one version', () => {
  const exact = /^(npm:(@[^/]+\/)?[^@]+@)?\d+\.\d+\.\d+(-[\w.]+)?$/;
  const ranges = [...importedPackages().keys()].filter((name) => name in declared && !exact.test(declared[name]!));
  assert.deepEqual(
    ranges.map((name) => `${name}: ${declared[name]}`),
    [],
    'pin these to the version in package-lock.json',
  );
});

/**
 * Direct dependencies no code imports, runs or names, each with why it is declared: a peer an
 * installed package requires, a package core loads by a switch, or types the compiler reads.
 */
const declaredForAReason: Record<string, string> = {
  '@mdx-js/react': "peer requirement of @docusaurus/core and theme-classic: the MDX pages' component provider",
};

/** Code files of the repository, the MCP package's included (it runs from the root's node_modules in tests). */
const allCodeFiles = (): string[] => [
  ...codeFiles(),
  ...['mcp/src', 'mcp/test', 'mcp/build.mjs'].flatMap((where) =>
    where.endsWith('.mjs') ? [where] : walk(path.join(root, where)).map((file) => path.relative(root, file)),
  ),
];

/** Declared packages used without an import: a CLI of an npm script, a name in code or tsconfig.json, the types of a used package. */
function usedWithoutImport(imported: ReadonlySet<string>): Set<string> {
  const scripts = Object.values((manifest as unknown as { scripts: Record<string, string> }).scripts).join('\n');
  const code = allCodeFiles()
    .filter((file) => file !== path.relative(root, __filename).split(path.sep).join('/')) // its own list below
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  const tsconfig = readFileSync(path.join(root, 'tsconfig.json'), 'utf8');
  const tsNames = [
    /"extends":\s*"([^"]+)"/.exec(tsconfig)?.[1],
    ...(/"types":\s*\[([^\]]*)\]/.exec(tsconfig)?.[1] ?? '').split(/[",\s]+/),
  ];
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new Set(
    Object.keys(declared).filter((name) => {
      const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
        bin?: string | Record<string, string>;
      };
      const bins = typeof pkg.bin === 'string' ? [name.split('/').pop()!] : Object.keys(pkg.bin ?? {});
      const typesOf = /^@types\/(.+)$/.exec(name)?.[1]?.replace(/^(.+)__(.+)$/, '@$1/$2');
      return (
        bins.some((bin) => new RegExp(`(^|[\\s&;|(])${escape(bin)}(\\s|$)`, 'm').test(scripts)) ||
        new RegExp(`['"\`]${escape(name)}(/[^'"\`]*)?['"\`]`).test(code) ||
        tsNames.includes(name) ||
        (typesOf !== undefined && (typesOf === 'node' || imported.has(typesOf)))
      );
    }),
  );
}

test('every declared package is imported, run, named by the config, or listed with why', () => {
  const imported = new Set(importedPackages().keys());
  const used = usedWithoutImport(imported);
  const unused = Object.keys(declared).filter((name) => !imported.has(name) && !used.has(name));
  assert.deepEqual(
    unused.filter((name) => !(name in declaredForAReason)),
    [],
    'nothing uses these: npm uninstall them (then npm run fix-lockfile), or add to declaredForAReason why they stay',
  );
  assert.deepEqual(
    Object.keys(declaredForAReason).filter((name) => !unused.includes(name)),
    [],
    'declaredForAReason lists packages the code now uses, or that are no longer declared: remove them from the list',
  );
});

/**
 * postman-code-generators (the request builder's code samples, through docusaurus-theme-openapi-docs)
 * runs `npm install` in its codegens' folders on install: registry packages the lockfile does not
 * list, whose three more copies of postman-collection (with faker) went into the request builder's
 * chunk (1.82 MB gzip with them, 0.71 MB without), and 30-45 s of every `npm ci` here. package.json's
 * `allowScripts` denies that script; the codegens then resolve the lockfile's own copies.
 */
test("postman-code-generators' codegens use the lockfile's packages: npm ran no install script in them", () => {
  const codegens = path.join(root, 'node_modules/postman-code-generators/codegens');
  const installedByScript = readdirSync(codegens).filter((name) =>
    existsSync(path.join(codegens, name, 'node_modules')),
  );
  assert.deepEqual(
    installedByScript,
    [],
    `${codegens}/*/node_modules: npm ran the denied install script (npm before 11.19 may ignore allowScripts); use npm 11.19+ and run npm ci again`,
  );
});

/**
 * No dependency runs code at install: each one the lockfile marks `hasInstallScript` is denied in
 * `allowScripts` (npm 12 denies an unlisted one; npm 11 runs it and warns). What the others' scripts
 * do, and why we need none of it: vnu-jar's downloads a Java runtime from GitHub when none is on the
 * PATH (unreachable here; the HTML validator uses the system's Java, scripts/validate/java.ts);
 * esbuild's and @swc/core's check their native binary and fetch another when it does not load (the
 * lockfile installs the binary package); @parcel/watcher's builds from source only when asked to;
 * core-js's prints a funding message. A new dependency with an install script fails this test until
 * someone reads its script and decides.
 */
test('every dependency with an install script is decided in allowScripts, and denied', () => {
  const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  const withScripts = Object.entries(lockfile.packages)
    .filter(([location, entry]) => location !== '' && entry.hasInstallScript)
    .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
  assert.ok(withScripts.includes('postman-code-generators'), 'the lockfile marks install scripts');
  assert.deepEqual(
    [...new Set(withScripts)].filter((name) => manifest.allowScripts[name] !== false).sort(),
    [],
    'dependencies whose install script package.json allowScripts does not deny',
  );
});

test('package names are read from specifiers', () => {
  assert.equal(packageOf('@docusaurus/core/lib/client/flat'), '@docusaurus/core');
  assert.equal(packageOf('algoliasearch/lite'), 'algoliasearch');
  assert.equal(packageOf('react'), 'react');
  for (const notPackage of [
    'node:fs',
    'fs',
    './x',
    '@site/src/search',
    '@theme/Layout',
    '@docusaurus/Link',
    '@generated/routes',
  ])
    assert.equal(packageOf(notPackage), undefined, notPackage);
});
