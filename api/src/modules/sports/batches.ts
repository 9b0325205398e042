import { encodeFrame, LIVE_LIMITS, MsgId, type Match, type MatchDelta, type SportBatch } from '@site/shared';
import type { BoardChange } from './feed-boards';

/** The contract's bounds of one batch (sportBatchSchema). */
const MAX_DELTAS = 500;
const MAX_ADDS = 20;
const MAX_REMOVES = 500;

/** Bytes of the push frame around a batch's lists, with the largest seq and time (an upper bound). */
function frameOverhead(key: string): number {
  const empty = { seq: Number.MAX_SAFE_INTEGER, at: Number.MAX_SAFE_INTEGER, d: [], add: [], remove: [] };
  return Buffer.byteLength(encodeFrame({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'sport', key, data: empty } }));
}

type Item = { list: 'remove'; value: string } | { list: 'add'; value: Match } | { list: 'd'; value: MatchDelta };

/**
 * One board's changes of a tick as batches whose push frames each stay under the live frame limit
 * (and the contract's list bounds): removals first, then added matches, then deltas; each part
 * gets the next seq. Each item's size is measured once (JSON.stringify); an item alone over the
 * limit cannot happen with the contract's bounds (a match is a few kB).
 */
export function splitBatch(key: string, change: BoardChange, at: number, firstSeq: number, maxFrameBytes: number = LIVE_LIMITS.maxFrameBytes): SportBatch[] {
  const budget = maxFrameBytes - frameOverhead(key);
  const items: Item[] = [
    ...change.remove.map((value): Item => ({ list: 'remove', value })),
    ...change.add.map((value): Item => ({ list: 'add', value })),
    ...change.deltas.map((value): Item => ({ list: 'd', value })),
  ];
  const out: SportBatch[] = [];
  let part: SportBatch | null = null;
  let used = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item.value)) + 1;
    const full =
      part !== null &&
      (used + size > budget ||
        (item.list === 'd' && part.d.length >= MAX_DELTAS) ||
        (item.list === 'add' && (part.add?.length ?? 0) >= MAX_ADDS) ||
        (item.list === 'remove' && (part.remove?.length ?? 0) >= MAX_REMOVES));
    if (part === null || full) {
      part = { seq: firstSeq + out.length, at, d: [] };
      out.push(part);
      used = 0;
    }
    used += size;
    if (item.list === 'd') part.d.push(item.value);
    else if (item.list === 'add') (part.add ??= []).push(item.value);
    else (part.remove ??= []).push(item.value);
  }
  return out;
}
