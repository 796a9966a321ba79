// ESLint flat config: TypeScript + React hooks rules for the site, tests, Node scripts and the
// Supabase Edge Functions (Deno), and the house's walls (eslint-plugin-import-x): no import
// circle anywhere, the pure effect maths imports no store, dev-only code is reached only through
// a dynamic import, nothing that ships or builds imports the local backend, and no test imports
// a benchmark.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', '.local-backend', 'bench-results', 'reports', '.stryker-tmp'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/effects/logic',
              from: [
                './src/chaos/chaosStore.ts',
                './src/chaos/clockDriver.ts',
                './src/effects/liveEffects.ts',
                './src/market/marketStore.ts',
                './src/motionBar/motionBarStore.ts',
                './src/news/newsStore.ts',
              ],
              message:
                'The effect maths is pure: pass it the state and the config, never import a store or the live config.',
            },
            {
              target: ['./src', './buildtime', './supabase'],
              from: './local-backend',
              message:
                'local-backend/ is the development stand-in for Supabase: nothing that ships or builds imports it.',
            },
            {
              target: './tests',
              from: './scripts/bench',
              message:
                'No test imports a benchmark: move what both need to scripts/harness/ (or the product) and import it from there.',
            },
          ],
        },
      ],
    },
  },
  {
    // The dev server's room is reached only through `import()` behind import.meta.env.DEV.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/studio/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/studio/*'],
              message: 'src/studio/ is dev-only: load it with import() behind import.meta.env.DEV.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['supabase/functions/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The Edge Functions run on Deno (and _shared/ also in Node, through local-backend/).
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { ...globals.denoBuiltin } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
