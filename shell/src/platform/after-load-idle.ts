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
