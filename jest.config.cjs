/**
 * One jest run over every package; Playwright journeys live in e2e/ and are not jest tests. Two projects:
 * - 'api': the api suites, in bare Node (jest-light-runner, TypeScript through tsx): a test file imports the app and
 *   its modules as Node does, and the next file finds them loaded. Jest's own runner builds each file a module world
 *   of its own (fastify, zod's contracts, kysely…), about 1.7 s a file, more than the file's tests took; the api's
 *   modules keep no state of their own between apps, so the files share nothing but loaded code.
 * - 'site': everything else (shared, kit, the shell, the remotes, ops, scripts), in jest's own runner, jsdom where a
 *   file asks for it.
 */
/** TypeScript and JSX for jest's own runner. */
const TYPESCRIPT = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};

const api = {
  displayName: 'api',
  runner: 'jest-light-runner',
  testMatch: ['<rootDir>/api/src/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // TypeScript for Node's own loader. This runner keeps no time (testTimeout is for the site project): npm test bounds
  // each jest run as a whole instead (scripts/test.mjs).
  setupFiles: ['<rootDir>/ops/jest/typescript-loader.mjs'],
  // Not for the test files (Node loads them): jest reads the run's global setup and teardown with a project's.
  transform: TYPESCRIPT,
};

const site = {
  displayName: 'site',
  testMatch: ['<rootDir>/{shared,kit,shell,mf-*,ops}/src/**/*.test.{ts,tsx}', '<rootDir>/ops/**/*.test.{ts,mjs}', '<rootDir>/scripts/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // cookie 2 (via light-my-request) ships ESM only; so do file-type 21 and its tokenizer packages (the upload module).
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer\\+inflate|@borewit\\+text-codec)@|(cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec)/)',
  ],
  transform: TYPESCRIPT,
  moduleNameMapper: { '\\.(css)$': '<rootDir>/ops/jest/style-mock.cjs', '\\.(svg|png|jpg|webp)$': '<rootDir>/ops/jest/asset-mock.cjs' },
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/ops/jest/setup-globals.cjs'],
};

module.exports = {
  projects: [api, site],
  // A failsafe, not a speed check: api suites build a whole app per test (on PostgreSQL in npm test's second run),
  // which can take seconds on a busy 2-core machine.
  testTimeout: 30_000,
  // This run's template databases, shared by every test file (ops/jest/global-setup.cjs).
  globalSetup: '<rootDir>/ops/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/ops/jest/global-teardown.ts',
};
