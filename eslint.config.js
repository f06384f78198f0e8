import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// What sits above the features and payments (docs/architecture.md, "Layers"): the route table and
// the app's start. Their tests may render routes; their code may not.
const ABOVE_FEATURES = {
  group: ['@/routes/*', '@/app/*', '**/routes/*', '**/app/*'],
  message: 'Features and payments sit below the routes and the app: move the piece down, or pass it in.',
};

// Features don't reach into each other: each feature folder may import shared
// code (src/ui, src/lib, src/machines, src/generated) but not another feature.
const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];
const otherFeatures = (feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      group: [`@/features/${other}/*`, `../${other}/*`, `../../features/${other}/*`],
      message: `Features don't import each other's insides: move what ${feature} needs from ${other} to src/ui, src/lib or src/machines.`,
    }));
const featureBoundaries = features.flatMap((feature) => [
  {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...otherFeatures(feature), ABOVE_FEATURES] }] },
  },
  {
    // A feature's tests may render it inside the real routes.
    files: [`src/features/${feature}/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: otherFeatures(feature) }] },
  },
]);

// What the server may not import from the client's half: anything but src/shared and src/generated.
const SERVER_REACHES_INTO_CLIENT = {
  group: ['**/src/machines/*', '**/src/features/*', '**/src/lib/*', '**/src/ui/*', '**/src/routes/*', '**/src/app/*', '**/src/app-state/*', '**/src/payments/*', '**/src/review/*'],
  message: 'The server shares only src/shared (pure rules, lifecycle machines) and src/generated with the client.',
};

// The full zod build costs every form page about 16 kB gzip more than zod/mini, the same engine tree-shaken.
const FULL_ZOD = {
  selector: ":matches(ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration)[source.value='zod']",
  message: "Import zod/mini, not zod: checks go in .check() (z.trim(), z.minLength(n, message), z.refine(...)), transforms in z.pipe().",
};

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@chakra-ui/*', '@/features/*', '@/ui/*', '@/app/*', '@/app-state/*', '@/payments/*', '@/review/*', '@/routes/*'],
              message: 'Machines are pure: no React or views, nothing above them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app-wide actors (session, language, message banner) sit between machines and the
    // features that read them: nothing of features, payments, routes or the app's start.
    files: ['src/app-state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/routes/*', '@/app/*', '@/payments/*', '@/review/*', '**/features/*', '**/routes/*', '**/app/*', '**/payments/*', '**/review/*'],
              message: 'src/app-state sits below payments, features, routes and the app: move the piece down, or pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md): lib and ui sit below machines, features and routes.
    files: ['src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/machines/*', '@/features/*', '@/routes/*', '@/app/*', '@/app-state/*', '@/payments/*', '@/review/*', '**/machines/*', '**/features/*', '**/routes/*', '**/app/*', '**/app-state/*', '**/payments/*', '**/review/*'],
              message: 'src/lib and src/ui sit below machines, app-state, payments, features and routes: move the piece down, or pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure rules both halves run (pricing, languages, the lifecycle machines): nothing above them.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@chakra-ui/*', '@/*', '!@/generated/*', '!@/shared/*', '**/lib/*', '**/machines/*', '**/features/*', '**/routes/*', '**/ui/*', '**/app/*', '**/app-state/*', '**/payments/*', '**/review/*', '**/server/*'],
              message: 'src/shared is imported by the server and the client alike: it imports only src/generated and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares only the pure rules and the generated contract with the client.
    files: ['server/**/*.ts'],
    ignores: ['server/handlers/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_REACHES_INTO_CLIENT] }],
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
            SERVER_REACHES_INTO_CLIENT,
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
  {
    // The test doubles (docs/testing.md) stand in for the API and hold data: every page test
    // imports them, so they import no feature or route (a page is what a test renders).
    files: ['tests/doubles/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/routes/*', '**/features/*', '**/routes/*'],
              message: 'Test doubles import no feature or route: move what they need to src/shared, src/lib or src/generated.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/payments/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ABOVE_FEATURES, { group: ['@/features/*', '**/features/*'], message: 'src/payments is shared by checkout and billing: it imports no feature.' }] }] },
  },
  {
    files: ['src/review/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ABOVE_FEATURES, { group: ['@/features/*', '**/features/*'], message: 'src/review is shared by the administrators\' review queues: it imports no feature.' }] }] },
  },
  {
    files: ['src/messaging/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ABOVE_FEATURES, { group: ['@/features/*', '**/features/*'], message: 'src/messaging is shared by every screen that starts a conversation: it imports no feature.' }] }] },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '**/app/*'], message: "src/routes sits below the app's start: move the piece down (src/app-state), or pass it in." }] }] },
  },
  {
    // The app routes declaratively (src/routes/AppRoutes.tsx): react-router's data router costs every
    // page about 18 kB gzip more of its first script. Tests may still drive pages with one.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react-router'] ImportSpecifier[imported.name=/^(create(Browser|Hash|Memory|Static)Router|createStaticHandler|RouterProvider|StaticRouterProvider|useMatches|useRouteError|useLoaderData|useActionData|useFetcher|useNavigation|useBlocker|useRevalidator)$/]",
          message: 'The app routes declaratively (src/routes/AppRoutes.tsx): no data-router API, it would put the data router back in every page.',
        },
        { selector: "ImportDeclaration[source.value='react-router/dom']", message: 'react-router/dom is the data router: the app uses BrowserRouter (src/app/App.tsx).' },
        FULL_ZOD,
      ],
    },
  },
  {
    // Tests may use the data router (above), but check forms with the zod the app ships.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', FULL_ZOD] },
  },
  ...featureBoundaries,
);
