/**
 * Resolves in a new task of the main thread (scheduler.yield where the browser has it), so long work is cut into
 * tasks the page can paint and take input between (total blocking time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
