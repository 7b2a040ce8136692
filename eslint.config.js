import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noTypeCycle from './eslint/no-type-cycle.js';

// Import direction (docs/decisions/0001-architecture.md): contract/ imports only zod; src/ and server/ never import
// each other; only the env modules read the environment.
const noServerInSrc = { group: ['**/server/**', '../server/*'], message: 'src/ must not import server/.' };
const noSrcInServer = { group: ['@/*', '**/src/**', '!**/server/src/**'], message: 'server/ must not import src/.' };

// Layers app → routes → page-blocks → features → shared → lib, one way, as bulletproof-react fences them
// (docs/decisions/0018, 0028): a feature imports no other feature (each is listed here, so a new one is fenced without
// editing this file), page blocks (the public pages' header and calls to action) compose features through their
// public index only, shared code imports none of these, hooks import no component, and lib imports neither.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['./src/components', './src/hooks', './src/lib', './src/config', './src/content'];
// The WebGL city at /city/ (city/index.html) is a separate page: it shares no module with the SPA either way. The
// offline scene renders (src/scenes, scripts/render) reuse its city scene.
const webglCity = './src/webgl-city';
const spa = ['./src/app', './src/routes', './src/page-blocks', './src/features', ...shared, './src/main.tsx', './src/entry-prerender.tsx', './src/prerender-loader.ts'];
const importZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: compose them in src/routes or src/app, or move the shared part down.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/routes', './src/page-blocks'],
    message: 'Features do not import the app, its routes or the page blocks built on them.',
  },
  {
    target: './src/page-blocks',
    from: './src/features',
    except: features.map((name) => `./${name}/index.ts`),
    message: 'Page blocks use a feature through its public index.ts only.',
  },
  { target: './src/page-blocks', from: ['./src/app', './src/routes'], message: 'Page blocks do not import the app or its routes.' },
  {
    target: shared,
    from: ['./src/features', './src/app', './src/routes', './src/page-blocks'],
    message: 'Shared code does not import features, routes or the app: take what it needs as props.',
  },
  { target: './src/hooks', from: './src/components', message: 'Hooks do not import components: move the logic into src/lib.' },
  { target: './src/lib', from: ['./src/hooks', './src/components'], message: 'src/lib imports neither hooks nor components.' },
  { target: webglCity, from: './src', except: ['./webgl-city'], message: 'The WebGL city imports nothing from the SPA.' },
  { target: spa, from: webglCity, message: 'The SPA does not import the WebGL city (a separate page at /city/).' },
];

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
    // The password verdict, shared by the server and the client's lazy chunk, needs zxcvbn (docs/decisions/0034).
    files: ['contract/password-verdict.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./|@zxcvbn-ts/(core|language-common)$).*', message: 'contract/ imports only zod, its own files and (here) zxcvbn.' }] },
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
    files: ['src/**/*.{ts,tsx}'],
    settings: {
      // TypeScript files are parsed for their imports (no-cycle follows them), with the tsconfig's `@/` aliases.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    plugins: { 'import-x': importX, local: { rules: { 'no-type-cycle': noTypeCycle } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // Dynamic imports count (allowUnsafeDynamicCyclicDependency off); type-only imports are skipped by import-x, so
      // local/no-type-cycle reports the cycles they close.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'local/no-type-cycle': 'error',
    },
  },
  {
    files: ['src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // `import.meta.env.SSR` only: what a page reports while it is prerendered (docs/decisions/0026), dropped from the
    // browser build.
    // And SSR/DEV in the compositions: drawn by their component in the prerender, dev and unit tests, kept as static
    // markup by the built browser app (decision 0077).
    files: ['src/hooks/use-page-title.ts', 'src/hooks/use-page-meta.ts', 'src/components/compositions/*.tsx'],
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
