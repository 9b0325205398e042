// npm run lint: ESLint, Prettier's check and the dependency rules, each run to the end so one
// report names every kind of problem; the exit code is non-zero when any of them failed.
// Caches live in node_modules/.cache (content hashes, so a fresh clone or CI cache works too).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO } from './lib.mjs';

const CHECKS = [
  {
    title: 'eslint',
    bin: 'eslint',
    args: ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '--cache-strategy', 'content', '--max-warnings', '0', '.'],
    fix: 'fix the code (npx eslint --fix . fixes some)',
  },
  {
    title: 'prettier --check',
    bin: 'prettier',
    args: ['--check', '--log-level', 'warn', '--cache', '--cache-strategy', 'content', '.'],
    fix: 'npm run format',
  },
  {
    title: 'dependency rules',
    bin: 'depcruise',
    args: ['--config', '.dependency-cruiser.cjs', '.'],
    fix: 'each rule in .dependency-cruiser.cjs says why (docs/testing.md: "Lint, format and the dependency rules")',
  },
];

/** Runs one check to the end; its output is kept and printed with its verdict. */
function run(check) {
  return new Promise((resolve) => {
    const started = Date.now();
    const done = (code, extra = '') => resolve({ check, code, output: output + extra, secs: ((Date.now() - started) / 1000).toFixed(1) });
    let output = '';
    const child = spawn(path.join(REPO, 'node_modules/.bin', check.bin), check.args, { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => done(null, `${e.message}\n`));
    child.on('close', (code) => done(code));
  });
}

// The three read the tree independently: run them side by side, report them in order.
const t0 = Date.now();
const results = await Promise.all(CHECKS.map(run));
const failed = [];
for (const { check, code, output, secs } of results) {
  console.log(`\n▶ ${check.title}: ${check.bin} ${check.args.join(' ')}`);
  if (output.trim()) console.log(output.trimEnd());
  if (code === 0) console.log(`✔ ${check.title} (${secs} s)`);
  else {
    console.error(`✖ ${check.title} failed after ${secs} s: ${check.fix}`);
    failed.push(check.title);
  }
}
const total = ((Date.now() - t0) / 1000).toFixed(1);
if (failed.length > 0) {
  console.error(`\nlint failed (${failed.join(', ')}) in ${total} s`);
  process.exit(1);
}
console.log(`\nlint passed in ${total} s`);
