// The bet-slip feature's public entry: what the other features of mf-sports may use.
export { BetSlip } from './BetSlip';
export { SlipDock } from './SlipDock';
export { pickSourceOf } from './pick-source';
export { slipItemOf } from './slip-state';
export { SlipStore } from './slip-store';
export { SlipContext, usePicked, useSlipStore } from './use-slip';
export { BetCard } from './BetCard';
