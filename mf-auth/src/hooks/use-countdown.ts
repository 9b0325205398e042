import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@site/shared';

export interface Countdown {
  /** Seconds left; 0 when idle. */
  left: number;
  running: boolean;
  /** True once the countdown has run at least once (the button then reads '重新发送'). */
  used: boolean;
  start(seconds?: number): void;
  reset(): void;
}

/** The send-code countdown (spec §4, §9): 60 s by default, one tick per second. */
export function useCountdown(defaultSeconds: number = LIMITS.resendSeconds): Countdown {
  const [left, setLeft] = useState(0);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => setLeft((l) => Math.max(0, l - 1)), 1000);
    return () => clearTimeout(id);
  }, [left]);
  const start = useCallback((seconds?: number) => {
    const s = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.round(seconds), 600) : defaultSeconds;
    setUsed(true);
    setLeft(s);
  }, [defaultSeconds]);
  const reset = useCallback(() => setLeft(0), []);
  return { left, running: left > 0, used, start, reset };
}
