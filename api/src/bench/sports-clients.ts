/**
 * The socket side of the sports bench (scripts/bench-sports.mjs runs it against an api it started):
 * SPORTS_BENCH_CLIENTS websocket clients on loopback connect to the live connection (shared/src/live),
 * log in as guests and subscribe to every sports board (topic 'sport', key boardKey) and the counts
 * ('sportCounts'), as match centres would. For SPORTS_BENCH_SECONDS each client records, for every
 * batch it receives, receive time − the batch's `at`, and checks that each board's seq grows by one.
 * With SPORTS_BENCH_API_PID, the api process's CPU over the same window (/proc/<pid>/stat, Linux).
 * Prints figures on stderr and ends with one line of JSON on stdout; exits 1 when no batch arrived.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { cpuSecondsOf } from './process-cpu.mjs';
import {
  boardKey,
  encodeFrame,
  LIVE_TIMING,
  liveUrl,
  MsgId,
  parseServerFrame,
  SHOW_TYPES,
  SPORT_COUNTS_KEY,
  SPORT_TYPES,
  type ShowType,
  type SportBatch,
  type SportType,
} from '@site/shared';

const BASE = process.env.SPORTS_BENCH_URL ?? '';
const CLIENTS = Number(process.env.SPORTS_BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.SPORTS_BENCH_SECONDS ?? 30);
const WARMUP_MS = Number(process.env.SPORTS_BENCH_WARMUP_MS ?? 2000);
const API_PID = Number(process.env.SPORTS_BENCH_API_PID ?? 0);
const SITE_ID = '1001';
/** Clients connecting at once (the rest wait their turn), and how long one may take to log in. */
const CONNECT_AT_ONCE = 20;
const LOGIN_WAIT_MS = 15_000;
/** The frames of client 0 checked whole against the shared schema (the rest are only read). */
const VALIDATED_FRAMES = 300;
/** Latencies are counted per whole millisecond up to this; later ones fall in the last bucket. */
const MAX_LATENCY_MS = 60_000;

/** A push frame's board, seq and send time, read without parsing the frame (a batch has one of each; matches have no such keys). */
const KEY_OF = /"key":"([^"]+)"/;
const SEQ_OF = /"seq":(\d+)/;
const AT_OF = /"at":(\d+)/;

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Show types a sport has boards for: champion (FS) only FSFT/FSFU, the others FU/FT/RB. */
const showTypesOf = (sport: SportType): readonly ShowType[] => (sport === 'FS' ? ['FSFT', 'FSFU'] : SHOW_TYPES.filter((s) => !s.startsWith('FS')));
const BOARDS = SPORT_TYPES.flatMap((sport) => showTypesOf(sport).map((show) => boardKey(sport, show)));

/** Figures over all clients in the measuring window. */
class Tally {
  measuring = false;
  readonly latency = new Uint32Array(MAX_LATENCY_MS + 1);
  frames = 0;
  batches = 0;
  deltas = 0;
  oddsChanges = 0;
  /** Distinct batch times client 0 saw: the feed's ticks that changed anything. */
  readonly ticks = new Set<number>();
  gaps = 0;
  closed = 0;
  badFrames = 0;
  refused: string[] = [];

  /** One batch's latency (every client). */
  record(ms: number): void {
    if (!this.measuring) return;
    this.batches++;
    this.latency[Math.max(0, Math.min(MAX_LATENCY_MS, Math.round(ms)))]!++;
  }

  /** What a batch carries (client 0 only: every client receives the same). */
  count(batch: SportBatch): void {
    if (!this.measuring) return;
    this.ticks.add(batch.at);
    this.deltas += batch.d.length;
    for (const d of batch.d) this.oddsChanges += d.o?.length ?? 0;
  }

  /** The q-quantile (0..1) of the recorded latencies, in ms. */
  quantile(q: number): number {
    const n = this.latency.reduce((a, b) => a + b, 0);
    if (n === 0) return NaN;
    const rank = Math.ceil(q * n);
    let seen = 0;
    for (let ms = 0; ms <= MAX_LATENCY_MS; ms++) {
      seen += this.latency[ms]!;
      if (seen >= rank) return ms;
    }
    return MAX_LATENCY_MS;
  }

  max(): number {
    for (let ms = MAX_LATENCY_MS; ms >= 0; ms--) if (this.latency[ms]) return ms;
    return NaN;
  }
}

/** One client: connect, log in as a guest, subscribe to every board; then read every frame. */
function connectClient(index: number, tally: Tally): Promise<WebSocket> {
  const ws = new WebSocket(liveUrl(BASE, SITE_ID), { perMessageDeflate: false });
  const lastSeq = new Map<string, number>();
  let validated = 0;
  const onBatch = (key: string, seq: number, sentAt: number, receivedAt: number) => {
    const previous = lastSeq.get(key);
    if (tally.measuring && previous !== undefined && seq !== previous + 1) tally.gaps++;
    lastSeq.set(key, seq);
    tally.record(receivedAt - sentAt);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`client ${index}: no guest login within ${LOGIN_WAIT_MS} ms`)), LOGIN_WAIT_MS);
    ws.on('open', () => ws.send(encodeFrame({ msgId: MsgId.GUEST_LOGIN, msgData: {} })));
    ws.on('error', (e) => reject(new Error(`client ${index}: ${e.message}`)));
    ws.on('close', () => {
      if (tally.measuring) tally.closed++;
    });
    ws.on('message', (data) => {
      const at = Date.now();
      const text = String(data);
      if (tally.measuring) tally.frames++;
      if (index === 0 && validated < VALIDATED_FRAMES) {
        validated++;
        const parsed = parseServerFrame(text);
        if (!parsed.ok) {
          tally.badFrames++;
          if (tally.badFrames <= 3) log(`a frame that does not match the shared schema: ${parsed.reason} ${text.slice(0, 200)}`);
        }
      }
      // Every client but the first reads only what latency and order need (the board, seq, at), so the
      // clients' own parsing weighs as little as it can on the figures; client 0 reads every frame whole.
      if (index !== 0 && text.includes('"topic":"sport"')) {
        const key = KEY_OF.exec(text)?.[1];
        const seq = SEQ_OF.exec(text)?.[1];
        const sent = AT_OF.exec(text)?.[1];
        if (key !== undefined && seq !== undefined && sent !== undefined) {
          onBatch(key, Number(seq), Number(sent), at);
          return;
        }
      }
      const frame = JSON.parse(text) as { msgId: number; msgData: { topic?: string; key?: string; data?: unknown; msgId?: number; message?: string } };
      if (frame.msgId === MsgId.GUEST_LOGIN_SUCCESS) {
        for (const key of BOARDS) ws.send(encodeFrame({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key } }));
        ws.send(encodeFrame({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sportCounts', key: SPORT_COUNTS_KEY } }));
        // The live connection's heartbeat (the server drops a socket silent for three pings).
        const beat = setInterval(() => ws.send(encodeFrame({ msgId: MsgId.HEARTBEAT, msgData: {} })), LIVE_TIMING.heartbeatMs);
        ws.on('close', () => clearInterval(beat));
        clearTimeout(timer);
        resolve(ws);
        return;
      }
      if (frame.msgId === MsgId.REFUSED) {
        if (tally.refused.length < 5) tally.refused.push(`${frame.msgData.msgId}: ${frame.msgData.message}`);
        return;
      }
      if (frame.msgId !== MsgId.TOPIC_PUSH || frame.msgData.topic !== 'sport') return;
      const batch = frame.msgData.data as SportBatch;
      onBatch(frame.msgData.key ?? '', batch.seq, batch.at, at);
      if (index === 0) tally.count(batch);
    });
  });
}

async function main(): Promise<void> {
  if (!BASE) throw new Error('SPORTS_BENCH_URL is not set (the api to measure, e.g. http://127.0.0.1:8140)');
  const tally = new Tally();
  const sockets: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += CONNECT_AT_ONCE) {
    const group = Array.from({ length: Math.min(CONNECT_AT_ONCE, CLIENTS - i) }, (_, j) => connectClient(i + j, tally));
    sockets.push(...(await Promise.all(group)));
  }
  log(`${sockets.length} clients logged in as guests, each subscribed to ${BOARDS.length} boards + the counts`);
  await new Promise((r) => setTimeout(r, WARMUP_MS));

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const own0 = process.cpuUsage();
  const api0 = cpuSecondsOf(API_PID);
  const t0 = performance.now();
  tally.measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  tally.measuring = false;
  const wall = (performance.now() - t0) / 1000;
  const api1 = cpuSecondsOf(API_PID);
  const own = process.cpuUsage(own0);
  loop.disable();
  for (const ws of sockets) ws.terminate();

  const round = (x: number, digits = 1) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);
  const result = {
    clients: sockets.length,
    seconds: round(wall),
    boards: BOARDS.length,
    frames: tally.frames,
    batches: tally.batches,
    /** What one client subscribed to every board receives per second: the feed's real output. */
    /** The feed's ticks per second that changed something (one per SPORT_BATCH_MS when it keeps up). */
    ticksPerSec: round(tally.ticks.size / wall),
    batchesPerSec: round(tally.batches / Math.max(1, sockets.length) / wall),
    deltasPerSec: round(tally.deltas / wall),
    oddsChangesPerSec: round(tally.oddsChanges / wall),
    deltaP50Ms: round(tally.quantile(0.5), 0),
    deltaP95Ms: round(tally.quantile(0.95), 0),
    deltaP99Ms: round(tally.quantile(0.99), 0),
    deltaMaxMs: round(tally.max(), 0),
    seqGaps: tally.gaps,
    socketsClosed: tally.closed,
    badFrames: tally.badFrames,
    serverCpuPct: api0 !== null && api1 !== null ? round(((api1 - api0) / wall) * 100) : null,
    clientCpuPct: round(((own.user + own.system) / 1e6 / wall) * 100),
    clientLoopDelayP99Ms: round(loop.percentile(99) / 1e6),
  };
  if (tally.refused.length) log(`the server refused: ${tally.refused.join('; ')}`);
  log(
    `${result.clients} clients, ${result.seconds} s: ${result.ticksPerSec} feed ticks/s, ${result.batchesPerSec} batches/s, ${result.deltasPerSec} match deltas/s, ` +
      `${result.oddsChangesPerSec} odds changes/s per client; latency p50 ${result.deltaP50Ms} ms, p99 ${result.deltaP99Ms} ms, ` +
      `max ${result.deltaMaxMs} ms; seq gaps ${result.seqGaps}, sockets closed ${result.socketsClosed}; api CPU ${result.serverCpuPct}%, ` +
      `clients' CPU ${result.clientCpuPct}% (event loop p99 ${result.clientLoopDelayP99Ms} ms)`,
  );
  process.stdout.write(`${JSON.stringify(result)}\n`);
  if (tally.batches === 0) {
    log(`no sports batch arrived at any of the ${sockets.length} clients in ${result.seconds} s: is the feed running (SPORT_MATCHES, SPORT_UPDATES_PER_SEC)?`);
    process.exit(1);
  }
}

main().catch((e: unknown) => {
  log(`sports socket bench failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
