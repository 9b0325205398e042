// What npm test prints at its end: each step's time, and the slowest jest files and Playwright tests of this run,
// read from the reports the run wrote (jest --json, Playwright's json reporter).
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './lib.mjs';

const SLOWEST = 15;

/** Where this run's machine-read reports go (the data folder of the tests, git-ignored). */
export const REPORTS = path.join(REPO, '.data', 'test-reports');

const rel = (file) => path.relative(REPO, file);

/** The slowest test files of a jest --json report: [seconds, file, tests]. */
export function slowestJestFiles(reportFile, n = SLOWEST) {
  if (!fs.existsSync(reportFile)) return [];
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  return report.testResults
    .map((f) => [(f.endTime - f.startTime) / 1000, rel(f.name), f.assertionResults.length])
    .sort((a, b) => b[0] - a[0])
    .slice(0, n);
}

/** The slowest tests of a Playwright json report: [seconds, project, file:line, title]. */
export function slowestJourneys(reportFile, n = SLOWEST) {
  if (!fs.existsSync(reportFile)) return [];
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        if (last) out.push([last.duration / 1000, t.projectName, `${spec.file}:${spec.line}`, [...titles, spec.title].join(' › ')]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out.sort((a, b) => b[0] - a[0]).slice(0, n);
}

/** The end of the run's output: the step table, then the slowest tests. */
export function printReport(steps, totalSecs) {
  const width = Math.max(...steps.map((s) => s.title.length), 5);
  console.log('\n── step times ──');
  for (const s of steps) console.log(`${s.title.padEnd(width)}  ${s.secs.toFixed(1).padStart(7)} s${s.note ? `  (${s.note})` : ''}`);
  console.log(`${'total'.padEnd(width)}  ${totalSecs.toFixed(1).padStart(7)} s`);
  for (const [label, file] of [
    ['jest (SQLite)', 'jest-sqlite.json'],
    ['jest (PostgreSQL)', 'jest-postgres.json'],
  ]) {
    const rows = slowestJestFiles(path.join(REPORTS, file));
    if (rows.length === 0) continue;
    console.log(`\n── the ${rows.length} slowest ${label} files ──`);
    for (const [secs, file, tests] of rows) console.log(`${secs.toFixed(1).padStart(6)} s  ${file} (${tests} tests)`);
  }
  // The journeys' own run and the second lane's runs (npm test's plan): one list.
  const journeys = fs
    .readdirSync(REPORTS)
    .filter((f) => /^playwright(-[a-z]+)?\.json$/.test(f))
    .flatMap((f) => slowestJourneys(path.join(REPORTS, f)))
    .sort((a, b) => b[0] - a[0])
    .slice(0, SLOWEST);
  if (journeys.length > 0) {
    console.log(`\n── the ${journeys.length} slowest Playwright tests ──`);
    for (const [secs, project, where, title] of journeys) console.log(`${secs.toFixed(1).padStart(6)} s  [${project}] ${where} › ${title}`);
  }
}
