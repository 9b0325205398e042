const fs = require('node:fs');
const path = require('node:path');

/**
 * One jest run over every package; Playwright journeys live in e2e/ and are not jest tests. Two projects:
 * - 'node': in bare Node (jest-light-runner, TypeScript through tsx), the api suites and every other test file that
 *   needs nothing of jest's own runner: no DOM (no `@jest-environment jsdom`), no JSX, and none of jest's module mocks,
 *   spies or fake timers (no `jest.` in the file). A test file imports its modules as Node does, and the next file
 *   finds them loaded: jest's own runner builds each file a module world of its own (fastify, zod's contracts,
 *   kysely…), about 1.7 s an api file, more than the file's tests took, and about twice the CPU the other files take
 *   here. The modules keep no state of their own between tests, so the files share nothing but loaded code. One
 *   project: with one worker the light runner runs in jest's own thread, where two of its projects would share one
 *   setup.
 * - 'site': the rest (shared, kit, the shell, the remotes, ops, scripts), in jest's own runner, jsdom where a file
 *   asks for it.
 */
/** TypeScript and JSX for jest's own runner. */
const TYPESCRIPT = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};

/** The test files of the packages other than the api, as paths from the repo. */
const SITE_DIRS = ['shared', 'registry', 'kit', 'shell', 'mf-auth', 'mf-sports', 'mf-casino', 'mf-member', 'mf-activity', 'mf-help', 'ops', 'scripts'];
const SKIP = new Set(['node_modules', 'dist']);
function testFilesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : testFilesUnder(full);
    return /\.test\.(ts|tsx|mjs)$/.test(e.name) ? [full] : [];
  });
}
/** Whether a test file runs in bare Node ('node') rather than jest's own runner ('site'): see the list above. */
const runsInNode = (file) => {
  if (!file.endsWith('.ts')) return false;
  const text = fs.readFileSync(file, 'utf8');
  return !text.includes('@jest-environment jsdom') && !/\bjest\./.test(text);
};
const siteFiles = SITE_DIRS.flatMap((dir) => testFilesUnder(path.join(__dirname, dir)));
const nodeFiles = siteFiles.filter(runsInNode);
const asMatch = (files) => files.map((f) => `<rootDir>/${path.relative(__dirname, f).split(path.sep).join('/')}`);

const node = {
  displayName: 'node',
  runner: 'jest-light-runner',
  testMatch: ['<rootDir>/api/src/**/*.test.ts', ...asMatch(nodeFiles)],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // TypeScript (and CSS modules) for Node's own loader. This runner keeps no time (testTimeout is for the site
  // project): npm test bounds each jest run as a whole instead (scripts/test.mjs).
  setupFiles: ['<rootDir>/ops/jest/node-loader.mjs'],
  // Not for the test files (Node loads them): jest reads the run's global setup and teardown with a project's.
  transform: TYPESCRIPT,
};

const site = {
  displayName: 'site',
  testMatch: asMatch(siteFiles.filter((f) => !nodeFiles.includes(f))),
  // cookie 2 (via light-my-request) ships ESM only; so do file-type 21 and its tokenizer packages (the upload module).
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer\\+inflate|@borewit\\+text-codec)@|(cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec)/)',
  ],
  transform: TYPESCRIPT,
  moduleNameMapper: { '\\.(css)$': '<rootDir>/ops/jest/style-mock.cjs', '\\.(svg|png|jpg|webp)$': '<rootDir>/ops/jest/asset-mock.cjs' },
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/ops/jest/setup-globals.cjs'],
  setupFilesAfterEnv: ['<rootDir>/ops/jest/testing-library.cjs'],
};

module.exports = {
  projects: [node, site],
  // A failsafe, not a speed check: api suites build a whole app per test (on PostgreSQL in npm test's second run),
  // which can take seconds on a busy 2-core machine.
  testTimeout: 30_000,
  // This run's template databases, shared by every test file (ops/jest/global-setup.cjs).
  globalSetup: '<rootDir>/ops/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/ops/jest/global-teardown.ts',
};
