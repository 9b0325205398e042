import fs from 'node:fs';
import { REPLAY_WINDOW_MS } from '@site/shared';

/** What firstUse answers: the id is new (and now remembered), seen inside its window, or the memory is full. */
export type ReplayVerdict = 'fresh' | 'replay' | 'full';

export interface ReplayMemoryOptions {
  /** The timestamp window (± ms around the api clock a signed timestamp may be). */
  windowMs?: number;
  /** Most ids remembered at once; past it new requests are refused (memory stays bounded). */
  capacity?: number;
  /** Ids are forgotten in slices of this many ms (one sweep per slice). */
  sliceMs?: number;
}

/**
 * Request ids seen inside the replay window. An id is remembered until its signed timestamp
 * leaves the window (until stamp + window, inclusive, as the signer's check): after that the signer refuses the timestamp itself, so no
 * id is ever accepted twice while its request could pass. Memory is bounded twice over: by that
 * lifetime (ids are dropped in whole time slices) and by a capacity past which new requests are
 * refused rather than remembered less. The ids still alive are written to a file when the api
 * stops and read back when it starts, so a restart does not reopen the window.
 */
export class ReplayMemory {
  readonly windowMs: number;
  readonly capacity: number;
  private readonly sliceMs: number;
  private readonly expiry = new Map<string, number>();
  private readonly slices = new Map<number, string[]>();
  private sweptAt = 0;

  constructor(opts: ReplayMemoryOptions = {}) {
    this.windowMs = opts.windowMs ?? REPLAY_WINDOW_MS;
    this.capacity = opts.capacity ?? 500_000;
    this.sliceMs = opts.sliceMs ?? 5_000;
  }

  get size(): number {
    return this.expiry.size;
  }

  /** Remembers the id of a request stamped `stamp` (ms) when it is new; `now` is the api clock. */
  firstUse(id: string, stamp: number, now: number): ReplayVerdict {
    this.sweep(now);
    const known = this.expiry.get(id);
    if (known !== undefined && known >= now) return 'replay';
    if (this.expiry.size >= this.capacity) return 'full';
    this.remember(id, Math.max(stamp, now) + this.windowMs);
    return 'fresh';
  }

  private remember(id: string, expires: number): void {
    this.expiry.set(id, expires);
    const slice = Math.ceil(expires / this.sliceMs);
    const list = this.slices.get(slice);
    if (list) list.push(id);
    else this.slices.set(slice, [id]);
  }

  /** Forgets every slice whose ids have all expired (at most once per slice of time). */
  sweep(now: number): void {
    if (now - this.sweptAt < this.sliceMs) return;
    this.sweptAt = now;
    for (const [slice, ids] of this.slices) {
      if (slice * this.sliceMs >= now) continue;
      for (const id of ids) if ((this.expiry.get(id) ?? 0) < now) this.expiry.delete(id);
      this.slices.delete(slice);
    }
  }

  /** Writes the ids still alive to `file` (JSON [id, expires][]). */
  save(file: string, now: number): void {
    const alive = [...this.expiry].filter(([, expires]) => expires >= now);
    fs.writeFileSync(file, JSON.stringify(alive));
  }

  /** Reads ids written by save; a missing or unreadable file is an empty memory. */
  load(file: string, now: number): void {
    let rows: unknown;
    try {
      rows = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return;
    }
    if (!Array.isArray(rows)) return;
    for (const row of rows) {
      if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof row[1] !== 'number') continue;
      if (row[1] >= now && this.expiry.size < this.capacity) this.remember(row[0], row[1]);
    }
  }
}
