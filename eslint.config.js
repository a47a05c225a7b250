import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint-rules/no-import-cycle.js';
import { webLayerZones } from './eslint-rules/web-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-dev/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Web imports flow one way (docs/decisions/190): app -> features -> components -> api -> lib.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webLayerZones }],
      'import-x/no-cycle': 'error',
      // import-x/no-cycle skips type-only imports: this one follows them too.
      'local/no-import-cycle': ['error', { root: 'apps/web/src' }],
    },
  },
);
