import type { ResponseOf, recycle } from '@site/shared';
import { idleIntent, settleIntent, startIntent, type IntentState, type SendResult } from './money-intent';

export type RecycleAnswer = ResponseOf<typeof recycle>;
export type RecycleResult = RecycleAnswer['results'][number];

/** What the last click of 一键回收 led to. */
export type RecycleOutcome =
  | { kind: 'none' }
  | { kind: 'busy' }
  | { kind: 'sending'; key: string; retry: boolean }
  /** The per-venue result list the api answered (empty: no venue held money). */
  | { kind: 'done'; results: RecycleResult[]; centerWalletBalance: number }
  | { kind: 'refused'; message: string }
  | { kind: 'unsure'; message: string };

export interface RecycleState {
  intent: IntentState<Record<string, never>>;
  outcome: RecycleOutcome;
}

export type RecycleAction =
  | { type: 'click'; freshKey: string }
  | { type: 'answered'; key: string; answer: RecycleAnswer }
  | { type: 'failed'; key: string; result: Exclude<SendResult, 'ok'>; message: string };

export const initialRecycle: RecycleState = { intent: idleIntent, outcome: { kind: 'none' } };

/** Recycle has one body ({}): every click after an unknown outcome is the same intent (its retry). */
const always = () => true;

/** 一键回收 (recycle all): one key per click, the retry after an unknown outcome reuses it. */
export function recycleReducer(state: RecycleState, action: RecycleAction): RecycleState {
  switch (action.type) {
    case 'click': {
      const started = startIntent(state.intent, {}, action.freshKey, always);
      if (started.outcome.kind === 'busy') return { ...state, outcome: { kind: 'busy' } };
      return { intent: started.state, outcome: { kind: 'sending', key: started.outcome.key, retry: started.outcome.kind === 'retry' } };
    }
    case 'answered': {
      const intent = settleIntent(state.intent, action.key, 'ok');
      if (!intent) return state;
      return { intent, outcome: { kind: 'done', results: action.answer.results, centerWalletBalance: action.answer.centerWalletBalance } };
    }
    case 'failed': {
      const intent = settleIntent(state.intent, action.key, action.result);
      if (!intent) return state;
      return { intent, outcome: { kind: action.result, message: action.message } };
    }
  }
}
