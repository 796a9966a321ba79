// ESLint flat config: TypeScript + React hooks rules for the site, tests, Node scripts and the Supabase Edge Functions (Deno).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
    ignores: ['supabase/functions/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The Edge Functions run on Deno (and _shared/ also in Node, through server/).
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { ...globals.denoBuiltin } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
