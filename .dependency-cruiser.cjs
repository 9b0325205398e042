// The dependency direction of the design (docs/testing.md: "Lint, format and the dependency rules"),
// checked by dependency-cruiser in `npm run lint`. Test files are checked like any other file.
// A rule matches the importing file (from) and what the import resolves to (to): a path in the
// repo, a path under node_modules, or — when it does not resolve — the name as written, so a
// package name (`@site/shell`, `mf-help`) or a federated id (`mf_help/legal`) is caught as well.
// scripts/dependency-rules.test.ts proves each rule reports a breach.

/** The site's own packages as the import may name them, after or before resolution. */
const SHELL = '^shell/|^@site/shell(/|$)';
const REMOTE = '^mf-[^/]+/|^mf[-_][a-z]+(/|$)';
const TOOLS = '^(api|ops|e2e)/|^@site/(api|ops|e2e)(/|$)';
const SITE = `${SHELL}|${REMOTE}|${TOOLS}`;
/** Front-end code: the shell, the remotes, the remote-side kit, shared's React part and browser-only libraries. */
const FRONT_END_LIBS =
  'react|react-dom|react-router|react-router-dom|mobx-react-lite|single-spa|single-spa-react|nprogress|@module-federation/[^/]+|@testing-library/[^/]+';
const FRONT_END = [
  SHELL,
  REMOTE,
  '^kit/|^@site/kit(/|$)',
  '^shared/src/react/|^@site/shared/(react|remote)(/|$)',
  `(^|/)node_modules/(${FRONT_END_LIBS})/`,
  `^(${FRONT_END_LIBS})(/|$)`,
].join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-not-to-shell',
      severity: 'error',
      comment: 'A remote talks to the site only through the PlatformProps it is mounted with and bus events, never by importing the shell.',
      from: { path: '^mf-[^/]+/' },
      to: { path: SHELL },
    },
    {
      name: 'remote-not-to-other-remote',
      severity: 'error',
      comment: 'A remote never imports another remote (cross-remote actions are typed bus events).',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: REMOTE, pathNot: '^$1/' },
    },
    {
      name: 'shell-not-to-remote',
      severity: 'error',
      comment: 'The shell loads remotes only at run time, by registry: never by import.',
      from: { path: '^shell/' },
      to: { path: REMOTE },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment:
        "A remote's features (src/features/<spec word>/) keep their insides to themselves: another feature of the same remote imports only the feature's public entry (features/<b>/index.ts), which names what it offers. What several features use lives in the remote's shared folders outside features/ (src/components/, src/hooks/, src/i18n/ and the like).",
      from: { path: '^(mf-[^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/[^/]+/', pathNot: '^$1/src/features/($2/|[^/]+/index\\.tsx?$)' },
    },
    {
      name: 'shared-in-shared-folders',
      severity: 'error',
      comment:
        "src/features/ holds one folder per feature and nothing else: a file several features use lives in the remote's shared folders (src/components/ and the like), where a newcomer looks for it.",
      from: {},
      to: { path: '^mf-[^/]+/src/features/[^/]+$' },
    },
    {
      name: 'front-end-not-to-api-or-tools',
      severity: 'error',
      comment: 'The shell and the remotes reach the api over HTTP through the contracts, never by importing it, ops or e2e.',
      from: { path: '^(shell|mf-[^/]+)/' },
      to: { path: TOOLS },
    },
    {
      name: 'shared-not-to-site',
      severity: 'error',
      comment: 'shared (contracts) and the platform kit are below the site: they import nothing of shell, api, mf-*, ops or e2e.',
      from: { path: '^(shared|kit)/' },
      to: { path: SITE },
    },
    {
      name: 'api-not-to-front-end',
      severity: 'error',
      comment: 'The api uses the contracts of shared, never front-end code (shell, mf-*, the kit, shared/react, react and other browser libraries).',
      from: { path: '^api/' },
      to: { path: FRONT_END },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules form layers: no import chain (type-only imports included) leads back to where it started. Move the shared part (a type, a props shape) into a module of its own that both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-not-to-ops',
      severity: 'error',
      comment: 'The api runs from its own package folder: the registry is @site/registry, never ops/ (the build and deploy tool).',
      from: { path: '^api/' },
      to: { path: '^ops/|^@site/ops(/|$)' },
    },
  ],
  options: {
    // Packages are resolved (so an import of react is seen) but not cruised.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(dist|\\.data|coverage|test-results|playwright-report)/' },
    // Type-only imports couple parts as much as value imports do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    // Unchanged files are not parsed again (content hashes, so it works outside git too).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
