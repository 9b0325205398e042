// npm run bench -- slip: every series family of a 10-leg slip (shared/src/rules/series.ts): the families, each
// family's combinations (never two legs of one game), its total stake and maximum return. Warm-up, then 200
// timed runs in this process; prints the median and the slowest run and ends with one line of JSON
// {"legs":10,"combinations":…,"ms":…} (ms = the median run). Goal: under 5 ms.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REPO } from './lib.mjs';

const LEGS = 10;
const RUNS = 200;
const WARM_UP = 20;

async function measure() {
  const { seriesFamilies, seriesCombinations, seriesQuote } = await import('../shared/src/rules/series.ts');
  // Ten legs of ten games at prices from hk 0.55 to 1.45.
  const legs = Array.from({ length: LEGS }, (_, i) => ({ gameId: `game-${i}`, hkMilli: 550 + i * 100 }));
  const everyFamily = () => {
    let combinations = 0;
    let stake = 0;
    let maxReturn = 0;
    for (const family of seriesFamilies(LEGS)) {
      combinations += seriesCombinations(legs, family.sizes).length;
      const quote = seriesQuote(legs, family, 1000);
      stake += quote.totalStakeFen;
      maxReturn += quote.maxReturnFen;
    }
    return { combinations, stake, maxReturn };
  };
  for (let i = 0; i < WARM_UP; i += 1) everyFamily();
  const times = [];
  let result = everyFamily();
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = process.hrtime.bigint();
    result = everyFamily();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const slowest = times.at(-1);
  console.log(`— slip: every series family of ${LEGS} legs (${seriesFamilies(LEGS).length} families), ${RUNS} runs —`);
  console.log(`${'combinations'.padEnd(34)} ${result.combinations}`);
  console.log(`${'total stake at 10 yuan a unit'.padEnd(34)} ${(result.stake / 100).toFixed(2)} yuan`);
  console.log(`${'median run'.padEnd(34)} ${median.toFixed(3)} ms`);
  console.log(`${'slowest run'.padEnd(34)} ${slowest.toFixed(3)} ms`);
  console.log(JSON.stringify({ legs: LEGS, combinations: result.combinations, ms: Number(median.toFixed(3)), slowestMs: Number(slowest.toFixed(3)) }));
}

/** Runs the measurement under tsx (it imports the TypeScript rules) in a child process. */
export function benchSlip() {
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--measure'], { cwd: REPO, stdio: 'inherit' });
}

if (process.argv.includes('--measure')) await measure();
