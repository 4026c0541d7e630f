// ESLint flat config: TypeScript, React (hooks included) and the Docusaurus rules,
// over every hand-written source file. Generated output and dependencies are ignored.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readFileSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers (README.md, "Layers"): which folder may import which. A folder is named by the import
 * specifier that reaches it from another layer (`../scripts/…`, `../../data/…`, `@site/plugins/…`);
 * imports inside a layer are free.
 */
const layer = (name) => `^(?:\\./|(?:\\.\\./)+|@site/)${name}`;
const forbid = (regex, message) => ({ regex, message });
const layerRules = [
  {
    // The site's facts (data/): the bottom layer, read by every other one, so it reads none of them.
    files: ['data/**'],
    forbidden: [
      forbid(
        layer('(?:config|shared|src|scripts|plugins|tests|mcp|sandbox)/'),
        'data/ is the bottom layer: facts import only other facts.',
      ),
    ],
  },
  {
    // Site facts and options: read by every other layer, so they read none of them.
    files: ['config/**', 'docusaurus.config.ts', 'sidebars*.ts'],
    forbidden: [
      forbid(layer('scripts/'), 'config/ is below tooling: move the shared code to shared/ or config/.'),
      forbid(layer('tests/'), 'config/ must not import tests.'),
      forbid(
        layer('shared/'),
        'config/ is below shared/ (shared modules read the config): keep site facts in config/.',
      ),
      forbid(
        layer('src/'),
        'config/ is below the theme (the theme reads config, not the reverse); facts live in data/.',
      ),
    ],
    // The site config registers the local plugins (by path and for their option types).
    except: ['docusaurus.config.ts'],
  },
  {
    // Code used by more than one layer: pure modules, no React, no Docusaurus client code.
    files: ['shared/**'],
    forbidden: [
      forbid(layer('(?:scripts|plugins|tests)/'), 'shared/ is below tooling, plugins and tests.'),
      forbid(layer('src/'), 'shared/ is below the theme: move the code to shared/ or read data/.'),
    ],
  },
  {
    // The theme and pages: what ships to readers.
    files: ['src/**'],
    forbidden: [
      forbid(
        layer('(?:scripts|plugins|tests)/'),
        'src/ ships to readers: import shared/ or config/, not build code or tests.',
      ),
    ],
  },
  {
    // Generation, build-time artefacts, tooling. The search benchmark scores the same relevance
    // set as the tests (tests/search-relevance): its one reader of tests/.
    files: ['scripts/**'],
    forbidden: [
      forbid(layer('plugins/'), 'scripts/ is below the build plugins: move the shared code to shared/.'),
      forbid(layer('src/'), 'scripts/ is below the theme: move shared code to shared/.'),
      forbid(layer('tests/(?!search-relevance/)'), 'scripts/ must not import tests.'),
    ],
  },
  {
    // The docs MCP server is its own package: it shares the lower layers' pure modules, never the theme.
    files: ['mcp/**'],
    forbidden: [
      forbid(
        layer('(?:src|scripts|plugins|tests)/'),
        'mcp/ imports config/ and shared/ only (README, "Layers"): move shared code to shared/.',
      ),
    ],
  },
  {
    // The sandbox is its own package too: what it ships takes the engine and its facts from shared/ and
    // data/ (its tests, like tests/unit/, may also use the tooling's browser finder).
    files: ['sandbox/src/**', 'sandbox/*.mjs'],
    forbidden: [
      forbid(
        layer('(?:src|scripts|plugins|tests|mcp)/'),
        'sandbox/ imports data/, config/ and shared/ only: the engine lives in shared/payment-engine.',
      ),
    ],
  },
  {
    files: ['plugins/**'],
    forbidden: [forbid(layer('tests/'), 'plugins/ must not import tests.')],
  },
  {
    // Browser tests check the build as a reader sees it: no build code.
    files: ['tests/e2e/**'],
    forbidden: [
      forbid(layer('(?:scripts|plugins)/'), 'tests/e2e/ checks the build: use shared/, config/ or tests/e2e/support/.'),
    ],
  },
];

/** The ejected theme components' scripts (the list: src/theme/ejected-copies.json). */
const ejectedScripts = Object.keys(
  JSON.parse(readFileSync(new URL('./src/theme/ejected-copies.json', import.meta.url), 'utf8')),
).filter((file) => file.endsWith('.tsx'));

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'apis/**',
      'static/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
      'mcp/dist/**',
      'sandbox/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // Unused parameters named _x are deliberate (callback signatures).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, '@docusaurus': docusaurus },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      // Docusaurus rules, raised to errors: a warning nobody reads is not a gate.
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // Props are typed with TypeScript; runtime prop-types add nothing.
      'react/prop-types': 'off',
    },
  },
  ...layerRules.map(({ files, forbidden, except = [] }) => ({
    files,
    ignores: except,
    rules: { 'no-restricted-imports': ['error', { patterns: forbidden }] },
  })),
  {
    // CommonJS files (the Algolia crawler config is read by a tool that wants CJS).
    files: ['**/*.cjs', 'search/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Ejected theme components keep upstream's code as written outside their CUSTOM blocks
    // (tests/unit/ejected-copies.test.ts). Upstream's code base lints with other rules: its inline
    // directives name jsx-a11y rules (the plugin is loaded so they resolve; their use is upstream's),
    // and it keeps unused destructured props and anonymous forwardRef components.
    files: ejectedScripts,
    plugins: { 'jsx-a11y': jsxA11y },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: { 'react/display-name': 'off', '@typescript-eslint/no-unused-vars': 'off' },
  },
);
