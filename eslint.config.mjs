import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { TAB_NAMES } = require('./config/tabs.cjs');
const { PROVIDED_BY_NAME } = require('./config/sharedSingletons.cjs');

/**
 * What a tab's code may not import (derived from config/tabs.json): the shell, another tab, the local stack
 * (dev/*), and shared-state's host entry, which only the shell (or a tab's standalone page) calls. Tests play
 * the host for the code they test, so they may use the host entry; docs/contract.md says what is where.
 */
const HOST_ONLY = {
  group: [
    '@companion/shared-state/host',
    '@companion/shared-state/host/**',
    '**/shared-state/src/host',
    '**/shared-state/src/host/**',
  ],
  message: "Only the shell calls shared-state's host entry; a tab uses '@companion/shared-state'.",
};
const OUTSIDE_A_TAB = [
  {
    group: ['**/shell/**', '@companion/shell', '@companion/shell/**'],
    message: 'A tab never imports the shell.',
  },
  {
    group: [
      '**/dev/**',
      '@companion/dev-chain',
      '@companion/dev-chain/**',
      '@companion/game-api',
      '@companion/game-api/**',
    ],
    message: 'A tab never imports the local stack (dev/*); it talks to the game API through shared-state.',
  },
  {
    group: ['**/remotes/**', ...TAB_NAMES.flatMap((name) => [`@companion/${name}`, `@companion/${name}/**`])],
    message: 'A tab never imports another tab; what two tabs share belongs in shared-state or the tab kit.',
  },
];
/**
 * The singletons the shell hands a tab by name (config/sharedSingletons.cjs): any other name would be
 * undefined inside the shell. A tab's tests run on the real packages and may use the rest (a MemoryRouter).
 */
const BY_NAME_ONLY = Object.entries(PROVIDED_BY_NAME).map(([name, allowImportNames]) => ({
  name,
  allowImportNames,
  // A type is gone once compiled: any of the package's types may be named.
  allowTypeImports: true,
  message: `The shell hands a tab only these names of ${name}: ${allowImportNames.join(', ')} (config/sharedSingletons.cjs).`,
}));
/** Test files and test helpers of a tab. */
const TAB_TESTS = ['remotes/*/src/**/*.test.{ts,tsx}', 'remotes/*/src/testing/**', 'remotes/*/test/**'];

export default tseslint.config(
  {
    // config/lint-fixtures holds code that breaks the rules on purpose (config/test/lintRules.test.mjs).
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.local/**',
      'coverage/**',
      'bench/results/**',
      'config/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The contract: a tab reaches the shell and the other tabs only through shared-state's tab entry.
    files: ['remotes/**/*.{ts,tsx}'],
    ignores: TAB_TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: BY_NAME_ONLY, patterns: [...OUTSIDE_A_TAB, HOST_ONLY] },
      ],
    },
  },
  {
    files: TAB_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: OUTSIDE_A_TAB }] },
  },
  {
    // The shell never reaches into the local development tools.
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/dev/**', '@companion/wallet-host'] }] },
  },
  {
    // The bridge (and the wallet builder it uses) is what a wallet embeds: it depends on no part of the app.
    files: ['bridge/**/*.{ts,tsx}', 'wallet-builder/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/shell/**',
            '**/remotes/**',
            '**/dev/**',
            '@companion/shell',
            '@companion/shared-state*',
          ],
        },
      ],
    },
  },
  {
    // The tab kit is built on the tab contract only: every tab can use it, so it may reach no further.
    files: ['tab-kit/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...OUTSIDE_A_TAB, HOST_ONLY] }] },
  },
  {
    files: ['shared-state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/shell/**', '**/remotes/**', '@companion/shell'] }],
    },
  },
);
