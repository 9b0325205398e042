import type { Subscription } from 'rxjs';
import {
  MsgId,
  nextTask,
  boardKey,
  isSiteError,
  ResponseCode,
  SHOW_TYPES,
  SPORT_COUNTS_KEY,
  SPORT_TYPES,
  sportMatches,
  type HttpClient,
  type ShowType,
  type SocketService,
  type SportFilter,
  type SportType,
} from '@site/shared';
import { storeKey, type LiveStore } from './live-store';

/** What the page shows: one show type of one sport (or all), optionally some quick-filter leagues. */
export interface BoardRequest {
  uid: string;
  gameType: SportFilter;
  showType: ShowType;
  leagueIds: readonly number[];
}

/** The champion sport has only the champion show types; every other sport only early, today and in-play. */
export const CHAMPION_SHOW_TYPES: readonly ShowType[] = ['FSFT', 'FSFU'];
export const MATCH_SHOW_TYPES: readonly ShowType[] = SHOW_TYPES.filter((s) => !CHAMPION_SHOW_TYPES.includes(s));

export function showTypesOf(gameType: SportFilter): readonly ShowType[] {
  if (gameType === 'FS') return CHAMPION_SHOW_TYPES;
  if (gameType === 'ALL') return SHOW_TYPES;
  return MATCH_SHOW_TYPES;
}

/** The boards (live topic keys) a request shows: for 'ALL' every sport that has that show type. */
export function boardsOf(gameType: SportFilter, showType: ShowType): string[] {
  const sports: readonly SportType[] = gameType === 'ALL' ? SPORT_TYPES : [gameType];
  return sports.filter((s) => showTypesOf(s).includes(showType)).map((s) => boardKey(s, showType));
}

export type FeedState = { status: 'loading' } | { status: 'ok' } | { status: 'error'; message: string; reenter: boolean };

/**
 * Connects a store to the feed: subscribes to the boards' live topic and the counts first (batches that
 * come before the snapshot are kept by the store), takes the snapshot over HTTP, and takes it again when
 * the store finds a board stale: a seq gap, or a subscription that went live (after the page opened, after a
 * reconnect) at a seq newer than the snapshot's that the batches the server kept could not bring it up to.
 * Returns stop().
 */
export function connectBoards(deps: {
  http: HttpClient;
  socket: SocketService;
  store: LiveStore;
  request: BoardRequest;
  onState(state: FeedState): void;
  fallbackMessage: string;
}): { stop(): void } {
  const { http, socket, store, request, onState } = deps;
  let stopped = false;
  let inFlight = false;
  let again = false;
  // What the page was last told: a snapshot taken again while the list shows tells it nothing new (its rows
  // learn what moved from the store).
  let shown: FeedState['status'] | null = null;
  const show = (state: FeedState) => {
    if (state.status === 'ok' && shown === 'ok') return;
    shown = state.status;
    onState(state);
  };
  const subs: Subscription[] = [];
  const boards = boardsOf(request.gameType, request.showType);
  // Before the topics: the answer to their subscription may come at once.
  subs.push(
    socket.answers$.subscribe((frame) => {
      if (frame.msgId !== MsgId.SUBSCRIBED || frame.msgData.topic !== 'sport' || frame.msgData.seq === undefined) return;
      if (boards.includes(frame.msgData.key)) store.live(frame.msgData.key, frame.msgData.seq);
    }),
  );
  for (const board of boards) {
    // Where the board stands goes with its subscription: the server sends the batches since, so a snapshot taken
    // before the subscription went live is brought up to it rather than taken again.
    subs.push(socket.topic('sport', board, { resumeFrom: () => store.seqOf(board) }).subscribe((batch) => store.ingest(board, batch)));
  }
  subs.push(socket.topic('sportCounts', SPORT_COUNTS_KEY).subscribe((counts) => store.setCounts(counts)));

  const snapshot = (first: boolean) => {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    if (first) show({ status: 'loading' });
    const body = {
      uid: request.uid,
      gameType: request.gameType,
      showType: request.showType,
      ...(request.leagueIds.length ? { leagueIds: [...request.leagueIds] } : {}),
    };
    http.call(sportMatches, body, { silent: true }).then(
      // The store's load, and the tabs it tells, in a task after the one that read the snapshot's last slice of matches.
      (data) =>
        nextTask().then(() => {
          inFlight = false;
          if (stopped) return;
          store.load(data);
          show({ status: 'ok' });
          if (again) {
            again = false;
            snapshot(false);
          }
        }),
      (e: unknown) => {
        inFlight = false;
        if (stopped) return;
        const reenter = isSiteError(e) && e.code === ResponseCode.UID_VERIFICATION;
        show({ status: 'error', message: (isSiteError(e) && e.message) || deps.fallbackMessage, reenter });
      },
    );
  };
  const unwatchStale = store.subscribe(storeKey.stale, () => snapshot(false));
  snapshot(true);
  return {
    stop() {
      stopped = true;
      unwatchStale();
      for (const s of subs) s.unsubscribe();
    },
  };
}
