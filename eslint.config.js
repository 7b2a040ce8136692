import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import direction (docs/decisions/0001-architecture.md): contract/ imports only zod; src/ and server/ never import
// each other; only the env modules read the environment.
const noServerInSrc = { group: ['**/server/**', '../server/*'], message: 'src/ must not import server/.' };
const noSrcInServer = { group: ['@/*', '**/src/**', '!**/server/src/**'], message: 'server/ must not import src/.' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'test-results', 'playwright-report', 'server/src/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./).*', message: 'contract/ imports only zod and its own files.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': ['error', { patterns: [noServerInSrc] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read the environment only in src/config/env.ts.',
        },
      ],
    },
  },
  {
    files: ['src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noSrcInServer] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in server/src/env.ts.',
        },
      ],
    },
  },
  {
    files: ['server/src/env.ts', 'server/src/main.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
