// npm run bench -- slip: the bet slip's own computations, one function per figure (FIGURES), each timed the same
// way: warm-up, then 200 timed runs in this process; prints each figure's median and slowest run and ends with one
// line of JSON {"bench":"slip", <figure>: median ms, …}. Goal of each: under 5 ms.
//   seriesFamilies10QuoteMs  every series family N串M of a 10-leg slip (shared/src/rules/series.ts: the standard
//                            table's exact sizes and ranges): enumerated, each family's combinations (never two legs
//                            of one game), its total stake and maximum return.
//   builder6QuoteMs          a 6-selection 同场串关 priced from a football match's model (api bets/builder-pricing.ts:
//                            the selections read and checked for contradictions, the joint score grid worked out
//                            afresh, the joint chance and each selection's own price).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REPO } from './lib.mjs';

const RUNS = 200;
const WARM_UP = 20;

/** Times `run` (warm-up, then RUNS runs): the median and slowest run in ms, and the last run's result. */
function timed(run) {
  for (let i = 0; i < WARM_UP; i += 1) run();
  const times = [];
  let result = run();
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = process.hrtime.bigint();
    result = run();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], slowestMs: times.at(-1), result };
}

const row = (label, value) => console.log(`${label.padEnd(40)} ${value}`);
const ms3 = (ms) => Number(ms.toFixed(3));

/** seriesFamilies10QuoteMs: every family of ten legs of ten games at prices from hk 0.55 to 1.45. */
async function seriesFamilies10Quote() {
  const { seriesFamilies, seriesCombinations, seriesQuote } = await import('../shared/src/rules/series.ts');
  const legs = Array.from({ length: 10 }, (_, i) => ({ gameId: `game-${i}`, hkMilli: 550 + i * 100 }));
  const { ms, slowestMs, result } = timed(() => {
    const out = { families: 0, combinations: 0, stake: 0, maxReturn: 0 };
    for (const family of seriesFamilies(legs.length)) {
      out.families += 1;
      out.combinations += seriesCombinations(legs, family.sizes).length;
      const quote = seriesQuote(legs, family, 1000);
      out.stake += quote.totalStakeFen;
      out.maxReturn += quote.maxReturnFen;
    }
    return out;
  });
  console.log(`— every series family of 10 legs (${result.families} families), ${RUNS} runs —`);
  row('combinations', result.combinations);
  row('total stake at 10 yuan a unit', `${(result.stake / 100).toFixed(2)} yuan`);
  row('seriesFamilies10QuoteMs (median)', `${ms.toFixed(3)} ms`);
  row('slowest run', `${slowestMs.toFixed(3)} ms`);
  return {
    seriesFamilies10QuoteMs: ms3(ms),
    seriesFamilies10SlowestMs: ms3(slowestMs),
    seriesFamilies10: result.families,
    seriesCombinations10: result.combinations,
  };
}

/** builder6QuoteMs: a 6-selection 同场串关 of a football match before kick-off, priced from a fresh model each run. */
async function builder6Quote() {
  const { builderPicks } = await import('../shared/src/rules/bet-builder.ts');
  const { scoringModel, scoringShare } = await import('../api/src/modules/sports/scoring-model.ts');
  const { priceBuilder } = await import('../api/src/modules/bets/builder-pricing.ts');
  const state = {
    ...{ gameType: 'FT', s: 0.58, total: 2.8, bestOf: 0, h: 0, c: 0, left: 1, halfH: 0, halfC: 0 },
    ...{ firstHalfLeft: scoringShare('FT', 0, 0.5), setIndex: 0, gamesH: 0, gamesA: 0, inning: { inning: 1, half: 'TOP' }, inningPlayed: 0 },
  };
  const ids = ['HM:N', 'M:H', 'HOU:U:1.5', 'OU:O:1.5', 'R:H:-0.5', 'EO:EVEN'];
  const { ms, slowestMs, result } = timed(() => {
    const read = builderPicks(ids);
    if (!read.ok) throw new Error(`the bench's builder is refused: ${JSON.stringify(read.problem)}`);
    return priceBuilder(scoringModel(state), read.picks);
  });
  if (!result.ok) throw new Error(`the bench's builder has no price: ${result.why}`);
  console.log(`— a 6-selection 同场串关 (${ids.join(' + ')}), ${RUNS} runs —`);
  row('joint price (hk)', (result.hkMilli / 1000).toFixed(3));
  row('builder6QuoteMs (median)', `${ms.toFixed(3)} ms`);
  row('slowest run', `${slowestMs.toFixed(3)} ms`);
  return { builder6QuoteMs: ms3(ms), builder6SlowestMs: ms3(slowestMs) };
}

/** The figures, one function each: a new figure is one more function here. */
const FIGURES = [seriesFamilies10Quote, builder6Quote];

async function measure() {
  const json = { bench: 'slip' };
  for (const figure of FIGURES) Object.assign(json, await figure());
  console.log(JSON.stringify(json));
}

/** Runs the measurement under tsx (it imports the TypeScript rules) in a child process. */
export function benchSlip() {
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--measure'], { cwd: REPO, stdio: 'inherit' });
}

if (process.argv.includes('--measure')) await measure();
