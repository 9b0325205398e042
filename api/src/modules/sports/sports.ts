import type { FastifyInstance } from 'fastify';
import { liveOf } from '../../live/install-live';
import { servicesOf } from '../../services';
import { BoardCopy } from './board-copy';
import { devFeedControlRoutes } from './dev-feed-control';
import { readCheckpoint } from './feed-store';
import { FeedProducer } from './producer';
import { TrackerCopy } from './match-tracker/tracker-copy';
import type { SportSettings } from './settings';
import type { SportsFeed } from './sports-feed';

export type { SportsFeed } from './sports-feed';

export const SPORT_MSG = {
  noMatch: '赛事不存在或已结束',
} as const;

/** A follower reads the checkpoint at most this often while its copy is out of step. */
const CATCH_UP_MS = 1000;

const byApp = new WeakMap<FastifyInstance, SportsFeed>();
export function sportsFeedOf(app: FastifyInstance): SportsFeed {
  const feed = byApp.get(app);
  if (!feed) throw new Error('sports feed not installed on this app');
  return feed;
}

/**
 * The sports venue feed: the producer runs on one instance (live.lead('sports-feed'));
 * every instance keeps a board copy from the hub's 'sport' batches, from which the board calls answer
 * (game/sport/matches.ts, game/video/match-detail.ts).
 */
export function sportsModule(app: FastifyInstance, settings: SportSettings): SportsFeed {
  const live = liveOf(app);
  const { store, now, dev } = servicesOf(app);
  const board = new BoardCopy();
  const log = (message: string, detail?: unknown) => app.log.warn({ detail }, `[sports] ${message}`);
  const offBatches = live.onMessage('sport', (key, batch) => void board.apply(key, batch));
  // A page that subscribes to a board learns the seq it is at, so a snapshot it took earlier is known to be old.
  live.servePosition('sport', (key) => board.seqOf(key));
  // A page that says where its board stands is sent the batches since (its snapshot need not be taken again).
  live.servePushesAfter('sport', (key, from) => board.batchesAfter(key, from));
  // 赛况: every instance keeps each in-play match's tracker, so a page that opens a match mid-play starts from it.
  const trackers = new TrackerCopy();
  const offTrackers = live.onMessage('tracker', (_key, state) => void trackers.apply(state));
  live.serveSnapshot('tracker', (key) => trackers.get(key));

  let producer: FeedProducer | null = null;
  const stopLead = live.lead('sports-feed', () => {
    // Taking over from a leader whose batches this copy followed to the last: the run goes on.
    const states = board.inStep() ? board.states() : [];
    const resume = states.some((b) => b.matches.length > 0) ? states : undefined;
    const p = new FeedProducer({ live, db: store.db, board, now, log }, settings, resume);
    producer = p;
    // A tick covers the wall time since the previous one: ticks skipped while one was busy (a
    // loaded machine) are made up in the next one's clock step and price quota (bounded there).
    let busy = false;
    let lastTick = Date.now();
    const timer = settings.manual
      ? null
      : setInterval(() => {
          if (busy) return;
          busy = true;
          const at = Date.now();
          const elapsed = at - lastTick;
          lastTick = at;
          p.step(elapsed)
            .catch((e: unknown) => log('feed tick failed', e instanceof Error ? e.message : e))
            .finally(() => (busy = false));
        }, settings.batchMs);
    timer?.unref();
    return () => {
      if (timer) clearInterval(timer);
      if (producer === p) producer = null;
    };
  });

  let lastCatchUp = Number.NEGATIVE_INFINITY;
  const catchUp = async () => {
    if (board.inStep() || Date.now() - lastCatchUp < CATCH_UP_MS) return;
    lastCatchUp = Date.now();
    try {
      board.heal(await readCheckpoint(store.db));
    } catch (e) {
      log('could not read the sports checkpoint', e instanceof Error ? e.message : e);
    }
  };
  const catchUpTimer = settings.manual ? null : setInterval(() => void catchUp(), CATCH_UP_MS);
  catchUpTimer?.unref();

  app.addHook('onClose', async () => {
    if (catchUpTimer) clearInterval(catchUpTimer);
    offBatches();
    offTrackers();
    await stopLead();
  });

  const feed: SportsFeed = {
    settings,
    board,
    producer: () => producer,
    step: async () => (producer ? producer.step() : null),
    catchUp,
  };
  byApp.set(app, feed);
  if (dev) devFeedControlRoutes(app, feed);
  return feed;
}
