// Lint for the site's own code: the recommended sets of ESLint,
// typescript-eslint, React hooks and jsx-a11y, nothing idiosyncratic.
// `npm run lint` fails on any warning.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'build/', '.docusaurus/', 'generated/', '.artifacts/', 'docs/', 'framework-source/', 'data/', 'static/', '**/.stryker-tmp/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
  },
  {
    // Code that runs in the reader's browser (site and plugin theme components).
    files: ['src/**/*.{ts,tsx}', 'plugins/*/theme/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Node code that hands functions to the browser (page.evaluate, waitForFunction).
    files: ['tests/site/**/*.ts', 'tests/authoring/**/*.ts', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    rules: {
      // `_name` marks a parameter a signature requires but the body does not use.
      // Docusaurus' logger is called as a tagged template (logger.warn`...`).
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
