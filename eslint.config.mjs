// ESLint for the whole repository (`npm run lint`, with --max-warnings=0). Plain presets; each
// override below says why it is there.
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { closedSetsAsEnums } from './lint/graphql-closed-sets.mjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// `_name` marks a parameter kept for its signature (every portal page receives `user`), and
// `const { omitted, ...rest } = value` copies all but some keys: neither is a forgotten variable.
const unusedVarsOptions = { argsIgnorePattern: '^_', ignoreRestSiblings: true };

// schema.graphql is printed from the code-first schema in api/src (`npm run schema`). Its naming
// rules are the recommended ones: enum values in SCREAMING_CASE (api/src/graphql/enum-of.ts maps
// them to the stored lower-case values).
const schemaRules = graphqlPlugin.configs['flat/schema-recommended'].rules;
const [, describedKinds] = schemaRules['@graphql-eslint/require-description'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'web/dist-ssr/',
    'coverage/',
    'data/',
    '.e2e-data/',
    'e2e/screenshots/',
    'web/.deploy-journey-*/',
    // Written by `npm run codegen` (codegen.ts, then scripts/split-generated.mjs): fixed by regenerating, not by hand.
    'web/src/graphql/generated.ts',
    'web/src/graphql/operations/',
    'web/src/graphql/persisted-documents.ts',
    // Written by `npm run openapi:types` (openapi-typescript) from the OpenAPI document, as an integrator's would be.
    'api/src/examples/openapi-types.ts',
  ]),

  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    // Every plain JavaScript file here runs on Node: the scripts, the e2e journeys, the build's steps.
    languageOptions: { globals: globals.node },
    rules: { 'no-unused-vars': ['error', unusedVarsOptions] },
  },
  {
    // The journeys also hand functions to the page (page.evaluate, waitForFunction), which run in the browser.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  {
    // Type-aware (recommendedTypeChecked): `npx eslint .` over the whole repository takes about a
    // minute on two busy cores, so the rules that need types (floating promises, unsafe any) are
    // worth their cost. Past ~90 s, plain `recommended` would be the fallback.
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Root files that no tsconfig includes (the root tsconfig.json includes nothing).
          allowDefaultProject: ['codegen.ts', 'jest.config.ts', 'knip.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', unusedVarsOptions],
      // `interface DefaultTheme extends Theme {}` is how styled-components' theme type is augmented
      // (web/src/app/styled.d.ts): an interface, since only an interface merges into the library's.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      // rate-limiter-flexible answers "no points left" by rejecting with a RateLimiterRes (its
      // state: points left, wait), not an Error; shared/rate-limit.ts passes that answer on as the
      // library gave it, for the callers that read it (sign-in/login-throttle.ts).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'rate-limiter-flexible', name: 'RateLimiterRes' }] },
      ],
    },
  },
  {
    // Apollo Server plugins: every hook is declared to return a promise (requestDidStart,
    // willSendResponse, didEncounterErrors), so they are written `async` whether or not they await.
    files: [
      'api/src/graphql/operation-metrics.ts',
      'api/src/graphql/rate-limited-status.ts',
      'api/src/graphql/request-id-errors.ts',
      'api/src/graphql/suggestions.ts',
      'api/src/graphql/unavailable-status.ts',
      'api/src/features/api-tokens/api-token-scopes-plugin.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // validation/ has no tsconfig of its own: web's includes it (api's too, with the same strictness).
    files: ['validation/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './web/tsconfig.json' } },
  },

  {
    // Hooks live in .ts files too (useLogout.ts, useMediaQuery.ts, ...).
    files: ['web/src/**/*.{ts,tsx}', 'web/playground/**/*.tsx', 'web/prerender/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Says only that the React Compiler would skip a component (react-hook-form's watch()): the
      // project does not run the compiler, so there is nothing to skip.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/playground/**/*.tsx', 'web/prerender/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },

  {
    files: ['**/*.test.{ts,tsx}', '**/*-test-kit.{ts,tsx}', 'web/src/test/**', 'api/src/test/**'],
    languageOptions: { globals: globals.jest },
    rules: {
      // `await act(async () => resolveTheFetch())` is how a test lets React and the promises it
      // waits on settle: the callback is async for act's sake, with nothing of its own to await.
      // Test doubles of async APIs (a fake Cache Storage) are async without awaiting too.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The api's suites read answers through supertest, whose `body` is typed `any`: a test's
    // expectations are what checks that body, so reading it is not the unchecked flow of `any`
    // these rules guard production code against.
    files: ['api/src/**/*.test.ts', 'api/src/**/*-test-kit.ts', 'api/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // GraphQL: the schema with the schema rules, the web's operations with the operations rules,
  // both read against schema.graphql (rules such as fields-on-correct-type need the schema).
  {
    files: ['**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: './schema.graphql', documents: 'web/src/**/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin, schema: { rules: { 'closed-sets-as-enums': closedSetsAsEnums } } },
  },
  {
    files: ['schema.graphql'],
    rules: {
      ...schemaRules,
      '@graphql-eslint/require-description': [
        'error',
        {
          ...describedKinds,
          // The root types' fields are described one by one (rootField), and the pagination types
          // say nothing a description would add: the rule's own documented exceptions.
          ignoredSelectors: [
            '[type=ObjectTypeDefinition][name.value=/^(Query|Mutation|Subscription)$/]',
            '[type=ObjectTypeDefinition][name.value=/^PageInfo$|Connection$/]',
          ],
        },
      ],
      // Asks every object type for an `id: ID!`. Here only records have one; connections, counts,
      // statuses and results are values, which Apollo's cache keeps inside their parent as it should.
      '@graphql-eslint/strict-id-in-types': 'off',
      'schema/closed-sets-as-enums': [
        'error',
        {
          allow: {
            'Post.category': 'editors file posts under any topic they choose',
            'Query.posts(category)': 'the same open set of topics',
          },
        },
      ],
    },
  },
  { files: ['web/src/**/*.graphql'], rules: graphqlPlugin.configs['flat/operations-recommended'].rules },
]);
