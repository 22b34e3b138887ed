import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';
import { boundaries } from './tools/lint/boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'tools/lint/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Words people read come from the catalogues (decision 025): text written into JSX, or into
    // an attribute a person reads or hears, is an error. The catalogue check does the rest.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-roledescription', 'placeholder', 'title', 'alt', 'label', 'description', 'heading', 'text'] },
          // Signs, numbers and punctuation between translated words (·, —, ×, ৳) are not words; nor
          // are the brand and one lowercase token (an attribute's value: 'lazy', 'img', '100vw').
          words: { exclude: [/^[^\p{L}]*$/u, /^Reboard$/, /^[a-z0-9][a-zA-Z0-9-]*$/] },
          // Calls that name a field or a parameter, not a text (react-hook-form's register('price')).
          callees: { exclude: ['i18n(ext)?', 't', 'register', 'field', 'specParam', 'require', 'addEventListener', 'removeEventListener', 'getElementById', 'includes', 'startsWith', 'endsWith'] },
        },
      ],
    },
  },
  {
    // The web takes the contracts' values from /schemas (loaded with the first request) or /plain
    // (what a first paint needs), types from anywhere: the index also builds the English words of
    // every value, which load the whole English catalogue into whichever chunk imports it. And one
    // Trans, ours (issue 33: what public pages load).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/lib/translate.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@reboard/contracts',
              allowTypeImports: true,
              message: 'Import values from @reboard/contracts/schemas or @reboard/contracts/plain: the index brings the whole English catalogue.',
            },
            {
              name: 'react-i18next',
              importNames: ['Trans'],
              message: "Use components/trans.tsx: the same job without react-i18next's HTML parser in the storefront's scripts.",
            },
          ],
        },
      ],
    },
  },
  ...boundaries(import.meta.dirname),
);
