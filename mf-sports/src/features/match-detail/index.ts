// The match-detail feature's public entry: what the other features of mf-sports may use.
export { MatchDetail } from './MatchDetail';
