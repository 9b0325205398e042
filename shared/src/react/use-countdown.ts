import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '../rules/account';

export interface Countdown {
  /** Seconds left; 0 when idle. */
  left: number;
  running: boolean;
  /** True once the countdown has run at least once (the button then reads '重新发送'). */
  used: boolean;
  start(seconds?: number): void;
  reset(): void;
}

/** The send-code countdown (spec §4, §9): 60 s by default, read from a deadline once a second. */
export function useCountdown(defaultSeconds: number = LIMITS.resendSeconds): Countdown {
  const [endAt, setEndAt] = useState(0);
  const [left, setLeft] = useState(0);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (endAt === 0) return undefined;
    const id = setInterval(() => {
      const next = Math.max(0, Math.round((endAt - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(id);
        setEndAt(0);
      }
    }, 1000);
    return () => clearInterval(id);
  }, [endAt]);
  const start = useCallback(
    (seconds?: number) => {
      const s = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.round(seconds), 600) : defaultSeconds;
      setUsed(true);
      setLeft(s);
      setEndAt(Date.now() + s * 1000);
    },
    [defaultSeconds],
  );
  const reset = useCallback(() => {
    setEndAt(0);
    setLeft(0);
  }, []);
  return { left, running: left > 0, used, start, reset };
}
