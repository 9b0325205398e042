import { messageOf } from '@site/shared';
import { useEffect } from 'react';
import { failureKind, type IntentState, type SendResult } from './money-intent';

/**
 * Sends the intent in flight each time its attempt counter moves (the reducer decided: a new key or
 * the retry's key), and reports the answer: ok with the data, or failed as refused / unsure.
 */
export function useMoneyCall<B, R>(
  intent: IntentState<B>,
  send: (body: B, key: string) => Promise<R>,
  report: (key: string, outcome: { result: 'ok'; data: R } | { result: Exclude<SendResult, 'ok'>; message: string }) => void,
): void {
  const { phase, pending, attempt } = intent;
  useEffect(() => {
    if (phase !== 'sending' || pending === null) return;
    const { key, body } = pending;
    send(body, key).then(
      (data) => report(key, { result: 'ok', data }),
      (e: unknown) => report(key, { result: failureKind(e), message: messageOf(e) }),
    );
    // One send per attempt: send and report are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, phase]);
}
