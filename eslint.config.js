import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Features don't reach into each other: each feature folder may import shared
// code (src/ui, src/lib, src/machines, src/generated) but not another feature.
const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`@/features/${other}/*`, `../${other}/*`, `../../features/${other}/*`],
            message: `Features don't import each other's insides: move what ${feature} needs from ${other} to src/ui, src/lib or src/machines.`,
          })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/generated', '.data*', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Machines stay pure: no React, no DOM; views render them.
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@chakra-ui/*', '@/features/*', '@/ui/*'], message: 'Machines are pure: no React or views.' }] }],
    },
  },
  {
    // Handlers adapt a request to a domain call and its result to a reply; queries, rules and
    // transactions live in the domain folders (server/jobs, server/hiring, server/billing…).
    files: ['server/handlers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema.js'],
              message: 'Handlers do not query: call a function of the domain folder, which holds the query.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Handlers open no transaction: the domain function that changes the data does.',
        },
      ],
    },
  },
  ...featureBoundaries,
);
