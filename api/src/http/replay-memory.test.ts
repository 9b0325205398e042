import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReplayMemory } from './replay-memory';

const WINDOW = 60_000;

describe('ReplayMemory', () => {
  it('stays flat over 100,000 signed requests: the count never exceeds what one window can hold', () => {
    const memory = new ReplayMemory({ windowMs: WINDOW });
    let now = 1_000_000;
    let max = 0;
    let fresh = 0;
    // 100 requests a second for 1,000 seconds (about 17 windows).
    for (let i = 0; i < 100_000; i++) {
      now += 10;
      if (memory.firstUse(`id-${i}`, now, now) === 'fresh') fresh++;
      max = Math.max(max, memory.size);
    }
    expect(fresh).toBe(100_000);
    // A window at 100/s is 6,000 ids; one slice of slack for the sweep.
    expect(max).toBeLessThanOrEqual(6_000 + 600);
    expect(memory.size).toBeLessThanOrEqual(6_000 + 600);
  });

  it('accepts no id twice while its timestamp is inside the window, whatever timestamp the replay carries', () => {
    const memory = new ReplayMemory({ windowMs: WINDOW });
    const t0 = 5_000_000;
    expect(memory.firstUse('a', t0, t0)).toBe('fresh');
    for (let dt = 0; dt <= WINDOW; dt += 1_000) {
      expect(memory.firstUse('a', t0, t0 + dt)).toBe('replay');
      expect(memory.firstUse('a', t0 + dt, t0 + dt)).toBe('replay');
    }
    // A stamp from the future is remembered until it leaves the window too.
    expect(memory.firstUse('b', t0 + WINDOW, t0)).toBe('fresh');
    expect(memory.firstUse('b', t0 + WINDOW, t0 + 2 * WINDOW - 1)).toBe('replay');
  });

  it('refuses new ids once full instead of forgetting live ones', () => {
    const memory = new ReplayMemory({ windowMs: WINDOW, capacity: 3 });
    for (const id of ['a', 'b', 'c']) expect(memory.firstUse(id, 0, 0)).toBe('fresh');
    expect(memory.firstUse('d', 0, 1)).toBe('full');
    expect(memory.firstUse('a', 0, 1)).toBe('replay');
    expect(memory.firstUse('d', 0, WINDOW + 10_000)).toBe('fresh');
    expect(memory.size).toBe(1);
  });

  it('keeps the live ids in a file across a restart and drops the expired ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-memory-'));
    const file = path.join(dir, 'replay-ids.json');
    try {
      const before = new ReplayMemory({ windowMs: WINDOW });
      before.firstUse('old', 0, 0);
      before.firstUse('new', 50_000, 50_000);
      before.save(file, 55_000);
      const after = new ReplayMemory({ windowMs: WINDOW });
      after.load(file, 70_000);
      expect(after.size).toBe(1);
      expect(after.firstUse('new', 50_000, 70_000)).toBe('replay');
      expect(after.firstUse('old', 70_000, 70_000)).toBe('fresh');
      fs.writeFileSync(file, 'not json');
      const broken = new ReplayMemory({ windowMs: WINDOW });
      broken.load(file, 0);
      expect(broken.size).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
