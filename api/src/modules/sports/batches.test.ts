import { encodeFrame, LIVE_LIMITS, MsgId, sportBatchSchema, type MatchDelta } from '@site/shared';
import { splitBatch } from './batches';
import { Simulator } from './simulator';

const frameBytes = (key: string, data: unknown) => Buffer.byteLength(encodeFrame({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'sport', key, data } as never }));

describe('splitting a board batch under the live frame limit', () => {
  it('keeps one batch when it fits', () => {
    const d: MatchDelta[] = [{ id: 'g1', sc: [1, 0] }];
    expect(splitBatch('FT.RB', { deltas: d, add: [], remove: [] }, 5, 8)).toEqual([{ seq: 8, at: 5, d }]);
  });

  it('splits a busy tick into parts, each under the frame limit and the contract bounds, seq +1 each, nothing lost or reordered', () => {
    const deltas: MatchDelta[] = Array.from({ length: 1200 }, (_, i) => ({
      id: `g${i}`,
      o: [
        [`g${i}:R:H`, 900 + i],
        [`g${i}:R:C`, 950 - (i % 900)],
      ],
      sus: [[`g${i}:OU`, i % 2 === 0]],
    }));
    const sim = new Simulator({ seed: 2, matches: 60, updatesPerSec: 0, batchMs: 100, clockSpeed: 1, startAt: 0 });
    const add = [...sim.boardMatches().get('FT.FT')!].slice(0, 25);
    const remove = Array.from({ length: 30 }, (_, i) => `gone${i}`);
    const parts = splitBatch('FT.RB', { deltas, add, remove }, 77, 101);
    expect(parts.length).toBeGreaterThan(2);
    parts.forEach((p, i) => {
      expect(p.seq).toBe(101 + i);
      expect(p.at).toBe(77);
      expect(sportBatchSchema.safeParse(p).success).toBe(true);
      expect(frameBytes('FT.RB', p)).toBeLessThanOrEqual(LIVE_LIMITS.maxFrameBytes);
    });
    expect(parts.flatMap((p) => p.d)).toEqual(deltas);
    expect(parts.flatMap((p) => p.add ?? [])).toEqual(add);
    expect(parts.flatMap((p) => p.remove ?? [])).toEqual(remove);
  });

  it('honours a smaller limit', () => {
    const deltas: MatchDelta[] = Array.from({ length: 100 }, (_, i) => ({ id: `m${i}`, sc: [i, 0] }));
    const parts = splitBatch('BK.RB', { deltas, add: [], remove: [] }, 1, 1, 512);
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) expect(frameBytes('BK.RB', p)).toBeLessThanOrEqual(512);
  });

  it('gives batches the contract reads, for every board of a busy seeded run (the producer publishes them as trusted)', () => {
    const sim = new Simulator({ seed: 9, matches: 400, updatesPerSec: 3000, batchMs: 100, clockSpeed: 120, startAt: 0 });
    let batches = 0;
    const bad: string[] = [];
    for (let i = 0; i < 60; i++) {
      for (const [key, change] of sim.tick().changes) {
        for (const b of splitBatch(key, change, i, i * 10)) {
          batches++;
          const parsed = sportBatchSchema.safeParse(b);
          if (!parsed.success || frameBytes(key, b) > LIVE_LIMITS.maxFrameBytes) bad.push(`${key} ${b.seq}`);
        }
      }
    }
    expect(batches).toBeGreaterThan(500);
    expect(bad).toEqual([]);
  });
});
