// The wallet feature's public entry: what the other features of mf-member may use.
export { MemberTabs } from './MemberTabs';
export { Money } from './Money';
export { type IntentState, type SendResult, idleIntent, settleIntent, startIntent } from './money-intent';
export { useMoneyCall } from './use-money-call';
export { useWallet } from './use-wallet';
