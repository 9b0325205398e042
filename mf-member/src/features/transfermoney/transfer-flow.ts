import { idleIntent, settleIntent, startIntent, type IntentState, type SendResult } from '../wallet';
import { checkTransferAmount, TransferTy, wholeSourceAmount, type AmountRule, type TransferBalances, type TransferTyValue } from './transfer-amount';

/** The body of one transfer intent (venueTransfer's request). */
export interface TransferBody {
  channelCode: string;
  amount: string;
  ty: TransferTyValue;
}

/** What the last action led to, for the page to show (and the tests to assert). */
export type TransferOutcome =
  | { kind: 'none' }
  /** The amount broke a rule: nothing was sent. */
  | { kind: 'invalid'; rule: AmountRule }
  /** A click while the transfer was in flight: nothing was sent. */
  | { kind: 'busy' }
  /** A request goes out with this key (retry: the key of the transfer whose outcome was unknown). */
  | { kind: 'sending'; key: string; retry: boolean }
  /** '转账成功' with the balances the api answered. */
  | { kind: 'done'; centerWalletBalance: number; balance: number }
  /** The api refused (nothing moved): its message. */
  | { kind: 'refused'; message: string }
  /** No answer was read (network, time-out): the money may have moved; retrying reuses the key. */
  | { kind: 'unsure'; message: string };

export interface TransferState {
  channelCode: string;
  ty: TransferTyValue;
  amount: string;
  /** The rule the amount broke at the last submit (cleared when the amount changes). */
  rule: AmountRule | null;
  intent: IntentState<TransferBody>;
  outcome: TransferOutcome;
}

export type TransferAction =
  | { type: 'venue'; channelCode: string }
  | { type: 'direction'; ty: TransferTyValue }
  | { type: 'amount'; text: string }
  | { type: 'all'; balances: TransferBalances }
  | { type: 'submit'; balances: TransferBalances; freshKey: string }
  | { type: 'answered'; key: string; centerWalletBalance: number; balance: number }
  | { type: 'failed'; key: string; result: Exclude<SendResult, 'ok'>; message: string };

export function initialTransfer(channelCode = '', ty: TransferTyValue = TransferTy.IN): TransferState {
  return { channelCode, ty, amount: '', rule: null, intent: idleIntent, outcome: { kind: 'none' } };
}

const sameTransfer = (a: TransferBody, b: TransferBody) => a.channelCode === b.channelCode && a.ty === b.ty && a.amount === b.amount;

/** The form is locked while a transfer is in flight: editing then would change what the player sees, not what is sent. */
function editable(state: TransferState): boolean {
  return state.intent.phase !== 'sending';
}

/**
 * The transfer form of /mine/transfermoney as a pure reducer: pick a venue and a direction, type an
 * amount (or 'all'), submit. The component sends `intent.pending` with its key each time
 * `intent.attempt` changes, and reports the answer with 'answered' or 'failed'.
 */
export function transferReducer(state: TransferState, action: TransferAction): TransferState {
  switch (action.type) {
    case 'venue':
      return editable(state) ? { ...state, channelCode: action.channelCode, rule: null, outcome: { kind: 'none' } } : state;
    case 'direction':
      return editable(state) ? { ...state, ty: action.ty, rule: null, outcome: { kind: 'none' } } : state;
    case 'amount':
      return editable(state) ? { ...state, amount: action.text, rule: null, outcome: { kind: 'none' } } : state;
    case 'all':
      return editable(state) ? { ...state, amount: wholeSourceAmount(state.ty, action.balances), rule: null, outcome: { kind: 'none' } } : state;
    case 'submit': {
      if (!editable(state)) return { ...state, outcome: { kind: 'busy' } };
      const rule = checkTransferAmount(state.amount, state.ty, state.channelCode, action.balances);
      if (rule) return { ...state, rule, outcome: { kind: 'invalid', rule } };
      const body: TransferBody = { channelCode: state.channelCode, amount: state.amount, ty: state.ty };
      const started = startIntent(state.intent, body, action.freshKey, sameTransfer);
      if (started.outcome.kind === 'busy') return { ...state, outcome: { kind: 'busy' } };
      return { ...state, rule: null, intent: started.state, outcome: { kind: 'sending', key: started.outcome.key, retry: started.outcome.kind === 'retry' } };
    }
    case 'answered': {
      const intent = settleIntent(state.intent, action.key, 'ok');
      if (!intent) return state;
      return { ...state, amount: '', intent, outcome: { kind: 'done', centerWalletBalance: action.centerWalletBalance, balance: action.balance } };
    }
    case 'failed': {
      const intent = settleIntent(state.intent, action.key, action.result);
      if (!intent) return state;
      return { ...state, intent, outcome: { kind: action.result, message: action.message } };
    }
  }
}
