// ESLint (`npm run lint`): the recommended JavaScript and TypeScript rules everywhere, the React hooks rules for the
// React code. Lint runs without type information: `npm run typecheck` checks types. typescript-eslint comes from
// tools/lint, which carries the TypeScript 6 JS API it parses with (tools/lint/README.md).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from './tools/lint/index.mjs';

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/node_modules/',
      'results/',
      '.demo-data/',
      'demo/react/app.js',
      'scan/data/',
      'autoconsent/',
      'demo/vendor/',
    ],
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: globals.browser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Vendor snippets queue Arguments objects (Meta Pixel, Clarity, gtag read them off their queues), and the
      // request blocker forwards a caller's exact arguments (their count matters: XMLHttpRequest.open's async flag).
      'prefer-rest-params': 'off',
      // A leading underscore names what is left out on purpose (`const { subjectId: _, ...rest } = submission`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Typings for custom elements augment JSX through `declare module 'react' { namespace JSX { … } }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // Node programs: the build and check scripts, the CLI, the site scan (its page-side functions use the browser's
    // globals too), the demo server, the `node --test` tests and the consumer apps' checks, the config files.
    files: [
      'scripts/**',
      'bin/**',
      'scan/**',
      'tools/**',
      'demo/server/**',
      'demo/server.mjs',
      'test/**/*.mjs',
      '**/*.config.{js,mjs}',
      '*.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The benchmarks call `gc()` in pages of a Chromium started with --js-flags=--expose-gc.
    files: ['scripts/bench-*.mjs'],
    languageOptions: { globals: { gc: 'readonly' } },
  },
  {
    // The webpack consumer app sets the nonce through webpack's free variable.
    files: ['test/consumers/webpack/src/webpack-nonce.js'],
    languageOptions: { globals: { __webpack_nonce__: 'writable' } },
  },
  {
    files: ['test/**'],
    rules: {
      // Chai's property assertions (`expect(x).to.exist`, `.to.have.been.calledOnce`) are expressions.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Tests reach into a test page's globals (the drop-in's `ConsentElements`, vendors' stubs), typed by that page.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The vendors' own loader snippets and stand-ins, written as the vendors ship them.
    files: ['demo/vendor-stubs/**'],
    languageOptions: { globals: { fbq: 'readonly', UET: 'readonly', posthog: 'readonly' } },
    rules: { 'no-var': 'off', 'prefer-spread': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Wherever React code may live (src/react and src/react-api today): the rules only look at `use…` calls.
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'demo/react/**/*.tsx', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
