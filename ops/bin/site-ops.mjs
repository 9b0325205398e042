#!/usr/bin/env node
// Team and ops commands: build, deploy, rollback, status (see docs/operations.md). Runs the TypeScript CLI (src/cli.ts) from its
// bundle, made again whenever its sources change (cli-bundle.mjs).
import { cliBundle } from './cli-bundle.mjs';

let bundle;
try {
  bundle = await cliBundle();
} catch {
  // esbuild has printed what does not compile.
  console.error('site-ops: the CLI could not be bundled from its sources (above: the file and line)');
  process.exit(1);
}
await import(bundle);
