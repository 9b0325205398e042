import { idleIntent, settleIntent, startIntent, type IntentState, type SendResult } from '../wallet';

/**
 * A claim (a welfare reward, an exchange of points): one money intent at a time, one idempotency
 * key per intent (wallet/money-intent.ts). A second click while one is in flight sends nothing; a
 * click after an unsure end (no answer read) on the same target retries with the same key, so the
 * api answers the first result; a refusal or a success ends the intent.
 */
export interface ClaimState<B> {
  intent: IntentState<B>;
  /** The target in flight or last answered, and how it ended. */
  outcome: { kind: 'none' } | { kind: 'ok' } | { kind: 'refused' | 'unsure'; message: string };
}

export type ClaimAction<B> =
  | { type: 'claim'; body: B; freshKey: string }
  | { type: 'answered'; key: string }
  | { type: 'failed'; key: string; result: Exclude<SendResult, 'ok'>; message: string };

export const initialClaim = <B>(): ClaimState<B> => ({ intent: idleIntent, outcome: { kind: 'none' } });

/** Two claims are the same intent when their bodies are equal (same kind and target). */
const sameBody = <B>(a: B, b: B): boolean => JSON.stringify(a) === JSON.stringify(b);

export function claimReducer<B>(state: ClaimState<B>, action: ClaimAction<B>): ClaimState<B> {
  if (action.type === 'claim') {
    const started = startIntent(state.intent, action.body, action.freshKey, sameBody);
    if (started.outcome.kind === 'busy') return state;
    return { intent: started.state, outcome: { kind: 'none' } };
  }
  const result: SendResult = action.type === 'answered' ? 'ok' : action.result;
  const intent = settleIntent(state.intent, action.key, result);
  if (!intent) return state;
  return { intent, outcome: action.type === 'answered' ? { kind: 'ok' } : { kind: action.result, message: action.message } };
}

/** The body in flight (to mark its button busy), or null. */
export const claimInFlight = <B>(state: ClaimState<B>): B | null => (state.intent.phase === 'sending' ? (state.intent.pending?.body ?? null) : null);
