// ESLint for the whole monorepo: typescript-eslint + react-hooks. Style is Prettier's
// job (npm run format) and the dependency direction is dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', '**/.data/', '**/coverage/', '**/test-results/', '**/playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a deliberate discard (`const { [id]: _gone, ...rest } = map`, `(_req, reply) =>`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Tests read untyped answers off the wire (envelopes, window hooks in Playwright); `any` there is
    // a convenience, not a contract. Contracts and sources keep no-explicit-any.
    files: ['**/*.test.{ts,tsx}', '**/test-support.ts', '**/test-support/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright's fixtures are `async ({ deps }, use) => …`: an empty pattern for no dependencies, and a `use`
    // that is Playwright's, not React's.
    files: ['e2e/support/test.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A module-level schema is built on first use (shared/src/lazy-schema.ts), so a page that evaluates a contracts
    // module does not build every schema in it: written eagerly at module level, the rule names the fix.
    files: ['shared/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'shared/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'Program > VariableDeclaration > VariableDeclarator > CallExpression.init',
            'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > CallExpression.init',
          ]
            .map((init) => `${init}:not([callee.name=/^(lazySchema|defineContract|defineStoredValue|defineSubPage)$/]):has(MemberExpression[object.name='z'])`)
            .join(', '),
          message: 'A module-level schema is built on first use: wrap it, lazySchema(() => z.…).',
        },
        {
          selector:
            "CallExpression[callee.name='defineContract'] > ObjectExpression > Property[key.name=/^(request|response)$/] > CallExpression.value:not([callee.name='lazySchema'])",
          message: "A contract's schemas are built on first use: request: lazySchema(() => z.…).",
        },
      ],
    },
  },
  {
    // Browser code takes zod through shared/src/zod.ts: the builds share only the members of shared/src/zod-shared.ts
    // (ops/webpack/shared-map.cjs), so a remote importing 'zod' itself would be handed that module, not all of zod.
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/testing/**', 'shared/src/zod-shared.ts', 'shared/src/contract-hash.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Browser code reads zod as `z` from @site/shared/zod (shared/src/zod.ts in shared); add a missing member to shared/src/zod-shared.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every time a player reads is Beijing time, formatted by shared/src/rules/beijing-time.ts: the device's time zone
    // never decides what the shell or a remote shows (a New York browser reads the same records as a Beijing one).
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Device-zone formatting: show times with beijingTime / beijingDateTime / beijingDay / beijingClock (@site/shared), money with formatMoney.',
        },
        {
          selector: 'MemberExpression[property.name=/^get(Hours|Minutes|Seconds|Date|Day|Month|FullYear|TimezoneOffset)$/]',
          message: 'Device-zone clock: read the wall clock through the Beijing-time helpers of @site/shared.',
        },
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Device-zone formatting: show times with the Beijing-time helpers of @site/shared.',
        },
      ],
    },
  },
  {
    // Plain JS tooling (ops CLI, webpack factory, scripts, jest setup) runs in node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files (jest config and setup, webpack factory) load modules with require by definition.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
