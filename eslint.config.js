// Typed lint rules and import boundaries (STYLE.md): ui does not import api or stores; api imports
// no UI; the front end never imports build or sandbox scripts; a feature reaches another only through
// its components (*.astro) and its small public entry (public.ts); no import cycles. `.astro` files
// are linted too (astro-eslint-parser), without the type-aware rules.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may import its own files, and of another feature only `*.astro` and `public.ts`. */
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features/**/*',
  except: [`**/src/features/${name}/**`, '**/src/features/*/*.astro', '**/src/features/*/public.ts', '**/src/features/*/public-*.ts'],
  message: `reach another feature through its components or its public.ts (public-*.ts) (or move the shared helper to src/lib)`,
}));

/** typescript-eslint's recommended rules without type information, for `.astro` files. */
const tsRecommendedRules = Object.fromEntries(tseslint.configs.recommended.flatMap((config) => Object.entries(config.rules ?? {})));

const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './src/ui',
          from: ['./src/api', './src/stores', './src/features'],
          message: 'ui components stay free of data and features',
        },
        {
          target: './src/api',
          from: ['./src/ui', './src/features', './src/islands', './src/layouts'],
          message: 'the api client imports no UI',
        },
        { target: './src/stores', from: ['./src/ui', './src/islands', './src/layouts'], message: 'stores import no UI' },
        { target: './src', from: ['./scripts', './tests', './e2e'], message: 'the front end does not import build, sandbox or test code' },
        // The sandbox plays the real backend: of the front end it may import only the API contract
        // and the pure rules the backend must hold alike (member fields, card numbers, redirects).
        {
          target: './scripts/sandbox',
          from: './src',
          except: [
            './api/contract',
            './lib/member-rules.ts',
            './lib/profile-rules.ts',
            './lib/us-states.ts',
            './lib/card-number.ts',
            './lib/redirect-target.ts',
            './lib/escape-html.ts',
          ],
          message: 'the sandbox stands alone (it plays the real backend); only src/api/contract and the shared rules in src/lib are shared',
        },
        { target: './scripts/sandbox', from: './scripts/build', message: 'the sandbox stands alone (it plays the real backend)' },
        {
          target: './src/api/contract',
          from: './src',
          except: ['./api/contract'],
          message: 'the API contract depends on nothing but zod (the sandbox and the tests import it)',
        },
        ...featureZones,
      ],
    },
  ],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.build/',
      '.astro/',
      '.sandbox/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/features/pwa/worker.template.js',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...boundaries,
    },
  },
  {
    // The two rules code review kept catching: hooks called conditionally, and effects, memos and
    // callbacks that miss a value they read (warnings fail the lint: `--max-warnings 0`).
    files: ['**/*.{ts,tsx}'],
    ignores: ['e2e/**'], // Playwright's fixtures call their own `use`
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...astro.configs.recommended,
  // Astro's a11y config registers the jsx-a11y plugin for every file (and its astro/jsx-a11y rules
  // for .astro); the islands get the same recommended rules under the plugin's own name.
  ...astro.configs['jsx-a11y-recommended'],
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- the plugin ships no types
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    // Safari drops a styled-off list's semantics unless it says role="list" (the network logos, the
    // footer's link lists); "redundant" there is the point.
    files: ['**/*.astro'],
    rules: { 'astro/jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }] },
  },
  {
    files: ['**/*.astro'],
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
    languageOptions: { parserOptions: { parser: tseslint.parser } },
    rules: {
      ...tsRecommendedRules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...boundaries,
    },
  },
);
