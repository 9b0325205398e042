import type { SimSettings } from '../simulator';

/** The feed time the simulator tests start at. */
export const SIM_START = Date.UTC(2026, 0, 15, 12);

/** The simulator tests' settings: a fixed seed and start, a fast clock; `over` changes any of them. */
export const simSettings = (over: Partial<SimSettings> = {}): SimSettings => ({
  seed: 11,
  matches: 80,
  updatesPerSec: 400,
  batchMs: 100,
  clockSpeed: 600,
  startAt: SIM_START,
  ...over,
});
