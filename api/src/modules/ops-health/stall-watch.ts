/**
 * Event-loop stalls, told on stderr: a timer that ticks every TICK_MS and says so when a tick came
 * STALL_WARN_MS or more late (the api was blocked, or the machine gave it no CPU). Ops read it in the
 * server's log; the e2e server's log shows it beside a journey that timed out.
 */
export const STALL_TICK_MS = 250;
export const STALL_WARN_MS_DEFAULT = 1000;

/** How late a tick came: the time since the last one less the interval (never below 0). */
export function lateBy(previousAt: number, now: number, tickMs: number): number {
  return Math.max(0, now - previousAt - tickMs);
}

/** Starts the watch (unref'd: it never keeps the process alive); answers a stop. */
export function watchStalls(warnMs: number, warn: (line: string) => void = (l) => console.warn(l)): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = lateBy(last, now, STALL_TICK_MS);
    last = now;
    if (late >= warnMs) warn(`[api] event loop stalled ${Math.round(late)} ms at ${new Date().toISOString()}`);
  }, STALL_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
