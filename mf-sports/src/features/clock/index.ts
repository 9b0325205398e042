// The clock feature's public entry: what the other features of mf-sports may use.
export { MatchClock } from './MatchClock';
