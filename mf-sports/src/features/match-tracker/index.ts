// The match-tracker feature's public entry: the match detail loads it lazily (its own chunk).
export { MatchTracker } from './MatchTracker';
