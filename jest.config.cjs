/** One jest run over every package; Playwright journeys live in e2e/ and are not jest tests. */
module.exports = {
  testMatch: ['<rootDir>/{shared,kit,shell,mf-*,api,ops}/src/**/*.test.{ts,tsx}', '<rootDir>/ops/**/*.test.{ts,mjs}', '<rootDir>/scripts/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // cookie 2 (via light-my-request) ships ESM only; so do file-type 21 and its tokenizer packages (the upload module).
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer\\+inflate|@borewit\\+text-codec)@|(cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec)/)',
  ],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '\\.(css)$': '<rootDir>/ops/jest/style-mock.cjs', '\\.(svg|png|jpg|webp)$': '<rootDir>/ops/jest/asset-mock.cjs' },
  testEnvironment: 'node',
  // A failsafe, not a speed check: api suites migrate a fresh database per test app (PostgreSQL in
  // npm test's second run), which can take seconds on a busy 2-core machine.
  testTimeout: 30_000,
  setupFiles: ['<rootDir>/ops/jest/setup-globals.cjs'],
  // This run's template databases, shared by every test file (ops/jest/global-setup.cjs).
  globalSetup: '<rootDir>/ops/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/ops/jest/global-teardown.ts',
};
