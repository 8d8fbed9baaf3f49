// Typed lint rules and import boundaries (STYLE.md): ui does not import api or stores; api
// imports no UI; the front end never imports build or sandbox scripts.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: ['dist/', '.build/', '.astro/', '.sandbox/', 'node_modules/', 'test-results/', 'playwright-report/', '**/*.astro', 'src/features/pwa/worker.template.js'],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './src/ui', from: ['./src/api', './src/stores', './src/features'], message: 'ui components stay free of data and features' },
          { target: './src/api', from: ['./src/ui', './src/features', './src/islands', './src/layouts'], message: 'the api client imports no UI' },
          { target: './src/stores', from: ['./src/ui', './src/islands', './src/layouts'], message: 'stores import no UI' },
          { target: './src', from: ['./scripts', './tests', './e2e'], message: 'the front end does not import build, sandbox or test code' },
          { target: './scripts/sandbox', from: ['./src', './scripts/build'], message: 'the sandbox stands alone (it plays the real backend)' },
        ],
      }],
    },
  },
);
