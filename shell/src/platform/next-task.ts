/**
 * Resolves in a new task of the main thread (scheduler.yield where the browser has it), so start-up
 * work is cut into tasks the page can paint and take input between (total blocking time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The page's load state and the browser's idle callback (the browser's own by default; tests give theirs). */
export interface IdleEnv {
  loaded(): boolean;
  onLoad(run: () => void): void;
  onIdle(run: () => void): void;
}

const browserIdleEnv = (): IdleEnv => ({
  loaded: () => document.readyState === 'complete',
  onLoad: (run) => window.addEventListener('load', run, { once: true }),
  onIdle: (run) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
    else window.setTimeout(run, 500);
  },
});

/**
 * Runs `run` once the page has loaded and the browser is idle: work no page waits for (a remote's page is
 * still loading and painting its content after the shell's first paint).
 */
export function afterLoadIdle(run: () => void, env: IdleEnv = browserIdleEnv()): void {
  const idle = () => env.onIdle(run);
  if (env.loaded()) idle();
  else env.onLoad(idle);
}
