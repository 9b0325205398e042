// The site-ops CLI as one file: ops/src/cli.ts and what it imports from the repo (ops, shared, api's store), bundled
// by esbuild into ops/dist on the first start after any of those files changed, and run from there.
//
// Why not tsx on every start: its ES module hooks load each of the CLI's modules (~40 of the repo's, ~400 of installed
// packages) through a second thread, about 1.1 CPU-s per start; the bundle starts in 0.4, and the ops journeys and
// CLI suites start the CLI some 75 times per `npm test`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OPS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO = path.dirname(OPS);
const ENTRY = path.join(OPS, 'src', 'cli.ts');
// ops/dist sits one folder below ops as ops/src does: the paths the CLI takes from its own file (the repo folder,
// ../webpack) are the same from the bundle.
const DIST = path.join(OPS, 'dist');
const BUNDLE = path.join(DIST, 'site-ops.mjs');
/** The files the bundle was made from, each with its sha256; a start runs the bundle only when all still match. */
const INPUTS = path.join(DIST, 'site-ops.inputs.json');
/** Besides the bundled sources: how they are bundled (this file) and which packages are installed (the lockfile). */
const ALWAYS_INPUTS = [path.relative(REPO, fileURLToPath(import.meta.url)), 'pnpm-lock.yaml'];

function sha256Of(rel) {
  try {
    return createHash('sha256')
      .update(fs.readFileSync(path.join(REPO, rel)))
      .digest('hex');
  } catch {
    return null;
  }
}

function bundleIsCurrent() {
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(INPUTS, 'utf8'));
  } catch {
    return false;
  }
  if (!fs.existsSync(BUNDLE) || typeof recorded?.files !== 'object' || recorded.files === null) return false;
  return Object.entries(recorded.files).every(([rel, sha]) => sha256Of(rel) === sha);
}

/**
 * Installed packages left out of the bundle, imported from where the repo's own import finds them: better-sqlite3
 * finds its compiled addon from its own folder, and pg loads pg-native only when asked to. The other packages the CLI
 * imports (zod, kysely, semver, crypto-js, opencc-js) are plain JavaScript and go in: each file of a package loaded as
 * a module of its own was most of what was left of a start.
 */
const OUTSIDE = ['better-sqlite3', 'pg'];

/** An import of a package of OUTSIDE stays an import, of the file esbuild resolves it to from the importer. */
const installedPackagesOutside = {
  name: 'installed-packages-outside',
  setup(build) {
    const mine = Symbol('installed-packages-outside');
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === mine || isBuiltin(args.path) || !OUTSIDE.some((p) => args.path === p || args.path.startsWith(`${p}/`))) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: mine });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/** Bundles the CLI into a file of this process, then moves it and its input list into place (another start may bundle at the same moment). */
async function bundle() {
  const esbuild = createRequire(import.meta.url)('esbuild');
  fs.mkdirSync(DIST, { recursive: true });
  const tmpBundle = `${BUNDLE}.${process.pid}.tmp`;
  const tmpInputs = `${INPUTS}.${process.pid}.tmp`;
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    absWorkingDir: REPO,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: tmpBundle,
    metafile: true,
    logLevel: 'error',
    // The CommonJS packages in the bundle call require for node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [installedPackagesOutside],
  });
  // The lockfile stands for the installed packages' files.
  const sources = Object.keys(result.metafile.inputs).filter((rel) => !rel.includes('node_modules/'));
  const files = Object.fromEntries([...sources, ...ALWAYS_INPUTS].map((rel) => [rel, sha256Of(rel)]));
  fs.writeFileSync(tmpInputs, JSON.stringify({ files }, null, 2));
  fs.renameSync(tmpBundle, BUNDLE);
  fs.renameSync(tmpInputs, INPUTS);
}

/** The file URL of the CLI's bundle, made first when it is missing or any of its inputs changed. */
export async function cliBundle() {
  if (!bundleIsCurrent()) await bundle();
  return pathToFileURL(BUNDLE).href;
}
