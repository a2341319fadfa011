// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Features are islands (bulletproof-react's rule): one feature never imports another; they
 * are composed in app/. One zone per folder of apps/web/src/features, so a new feature is
 * covered the day its folder exists.
 */
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import direction of the web app (docs/architecture.md): shared → features → app. */
const webLayers = [
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    forbidden: ['**/features/**', '**/app/**', '**/brands/**'],
    message: 'shared/ is the bottom layer: it must not import features/, brands/ or app/.',
  },
  {
    files: ['apps/web/src/brands/**/*.{ts,tsx}'],
    forbidden: ['**/features/**', '**/app/**'],
    message: 'brands/ is data: it may use shared/ but not features/ or app/.',
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    forbidden: ['**/app/**'],
    message: 'features/ must not import app/; compose features in app/ or route modules.',
  },
  {
    // app/ composes every layer; only the router-link rule below applies to it.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    forbidden: [],
    message: '',
  },
];

/**
 * React Router's Link and NavLink bring prefetching and view-transition code into the entry
 * chunk that the app never uses (ADR 008); shared/ui/link.tsx has the app's own.
 */
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message:
    "Use Link / NavLink from shared/ui/link: React Router's add about 2 KB gzip to the entry.",
};

/**
 * A lazily loaded part of a server-rendered page hydrates after the rest of it; its controls
 * must wait for its own code (ADR 020), which LazyBoundary does around its Suspense.
 */
const bareSuspense = {
  name: 'react',
  importNames: ['Suspense'],
  message: 'Use LazyBoundary from shared/ui/lazy-boundary: its controls wait for its code.',
};

/** One way to load a component lazily (ADR 022): time-out, preload, no fallback flash. */
const bareLazy = {
  name: 'react',
  importNames: ['lazy'],
  message: 'Use lazyPart from shared/lib/lazy-part.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'coverage/**',
      'e2e/playwright-report/**',
      'e2e/test-results/**',
      '.artifacts/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // The contract is shared by both apps and must stay free of either.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@mhp/api*', '@mhp/web*'],
              message: 'The contract imports nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@mhp/web*', 'react', 'react-dom'],
              message: 'The API does not import the web app.',
            },
          ],
        },
      ],
    },
  },
  ...webLayers.map(({ files, forbidden, message }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks, bareSuspense, bareLazy],
          patterns: forbidden.length ? [{ group: forbidden, message }] : [],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: webFeatures.map((name) => ({
            target: `./apps/web/src/features/${name}`,
            from: './apps/web/src/features',
            except: [`./${name}`],
            message: `features/${name} must not import another feature: compose features in app/, or move what both need to shared/.`,
          })),
        },
      ],
    },
  },
  {
    // No barrel files in the web app: they defeat tree-shaking (architecture doc §4).
    files: ['apps/web/src/**/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel index.ts files in the web app.' },
      ],
    },
  },
);
