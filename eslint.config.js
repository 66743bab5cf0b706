import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The learner app's layers (bulletproof-react): shared code (components, hooks, lib, config) -> features -> app.
// A feature never imports another: what two features share moves to the shared folders.
const web = './web/src';
const features = readdirSync(`${web}/features`);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other: move what they share to components/, hooks/ or lib/.',
            })),
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Code flows shared -> features -> app: a feature does not import the app.',
            },
            {
              target: [`${web}/components`, `${web}/hooks`, `${web}/lib`, `${web}/config`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
