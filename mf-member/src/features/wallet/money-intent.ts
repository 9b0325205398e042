import { isSiteError } from '@site/shared';

/**
 * One idempotency key per money intent: a click that starts an intent mints a key; a
 * second click while it is in flight sends nothing; after a failure whose outcome is unknown (the
 * network or a time-out: the money may have moved) the retry of the same intent reuses the key, so
 * the api answers the first result instead of moving the money twice. A refusal or a success ends the
 * intent: the next click is a new intent with a new key.
 */
export interface MoneyIntent<B> {
  key: string;
  body: B;
}

export type IntentPhase = 'idle' | 'sending';

export interface IntentState<B> {
  phase: IntentPhase;
  /** The intent in flight, or the one whose outcome is unknown (kept for its retry); null otherwise. */
  pending: MoneyIntent<B> | null;
  /** Counts the sends: each new value is one request to make (the component's effect sends `pending`). */
  attempt: number;
}

export const idleIntent: IntentState<never> = { phase: 'idle', pending: null, attempt: 0 };

/** What a click did: nothing (one already in flight), a new intent with a new key, or the retry of the unknown one. */
export type StartOutcome = { kind: 'busy' } | { kind: 'new'; key: string } | { kind: 'retry'; key: string };

/**
 * A click of the money button. `freshKey` is minted by the caller (newIdempotencyKey) so this stays
 * pure; it is used only when the click starts a new intent. `same` says whether the click is the
 * same intent as the unknown one (same venue, direction and amount).
 */
export function startIntent<B>(
  state: IntentState<B>,
  body: B,
  freshKey: string,
  same: (a: B, b: B) => boolean,
): { state: IntentState<B>; outcome: StartOutcome } {
  if (state.phase === 'sending') return { state, outcome: { kind: 'busy' } };
  const retry = state.pending !== null && same(state.pending.body, body);
  const key = retry && state.pending ? state.pending.key : freshKey;
  return {
    state: { phase: 'sending', pending: { key, body }, attempt: state.attempt + 1 },
    outcome: retry ? { kind: 'retry', key } : { kind: 'new', key },
  };
}

/** How a sent intent ended, as the http client reported it. */
export type SendResult = 'ok' | 'refused' | 'unsure';

/**
 * The answer to the request with `key` (an answer to an older key is ignored: null). An unsure end
 * keeps the intent for its retry; ok and refused end it.
 */
export function settleIntent<B>(state: IntentState<B>, key: string, result: SendResult): IntentState<B> | null {
  if (state.phase !== 'sending' || state.pending?.key !== key) return null;
  return { phase: 'idle', pending: result === 'unsure' ? state.pending : null, attempt: state.attempt };
}

/** Why a request failed before an answer could be read (shared/src/http: timeout, network, http, unreadable). */
const UNSURE_REASONS: readonly unknown[] = ['timeout', 'network', 'http', 'unreadable'];

/**
 * A failed money call: 'unsure' when no answer of the api was read (the money may or may not have
 * moved: retry with the same key), 'refused' when the api answered a refusal (nothing moved).
 */
export function failureKind(error: unknown): Exclude<SendResult, 'ok'> {
  if (!isSiteError(error)) return 'unsure';
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return UNSURE_REASONS.includes(reason) ? 'unsure' : 'refused';
}
