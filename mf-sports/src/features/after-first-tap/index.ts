export { FirstTapGate, browserFirstTapEnv, FIRST_TAP_EVENTS, type FirstTapEnv } from './first-tap-gate';
export { AfterFirstTap, FirstTapContext, useAfterFirstTap, useFirstTapGate } from './AfterFirstTap';
