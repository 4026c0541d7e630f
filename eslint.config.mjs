// ESLint flat config: TypeScript, React (hooks included) and the Docusaurus rules,
// over every hand-written source file. Generated output and dependencies are ignored.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: [
      'src/theme/ColorModeToggle/index.tsx',
      'src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx',
      'src/theme/CodeBlock/index.tsx',
      'src/theme/CodeBlock/Content/index.tsx',
      'src/theme/Error/index.tsx',
    ],
    plugins: { 'jsx-a11y': jsxA11y },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: { 'react/display-name': 'off', '@typescript-eslint/no-unused-vars': 'off' },
  },
);
