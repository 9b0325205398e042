// The bet-builder feature's public entry: loaded lazily (the board never evaluates it before the player opens 同场串关).
export { default } from './BetBuilder';
