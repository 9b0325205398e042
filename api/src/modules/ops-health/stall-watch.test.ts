import { lateBy, STALL_TICK_MS, watchStalls } from './stall-watch';

describe('stall watch', () => {
  it('counts only the time past the interval', () => {
    expect(lateBy(1000, 1000 + STALL_TICK_MS, STALL_TICK_MS)).toBe(0);
    expect(lateBy(1000, 1000 + STALL_TICK_MS - 5, STALL_TICK_MS)).toBe(0);
    expect(lateBy(1000, 1000 + STALL_TICK_MS + 1500, STALL_TICK_MS)).toBe(1500);
  });

  it('says so when the loop was blocked past the limit', async () => {
    const lines: string[] = [];
    const stop = watchStalls(300, (l) => lines.push(l));
    const until = Date.now() + 700;
    while (Date.now() < until) {
      // blocks the loop for 700 ms (bounded)
    }
    await new Promise((r) => setTimeout(r, STALL_TICK_MS * 2));
    stop();
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines[0]).toMatch(/^\[api\] event loop stalled \d+ ms at /);
  });
});
