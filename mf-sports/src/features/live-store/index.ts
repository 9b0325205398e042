// The live-store feature's public entry: what the other features of mf-sports may use.
export { CHAMPION_SHOW_TYPES, type FeedState, MATCH_SHOW_TYPES, connectBoards, showTypesOf } from './board-feed';
export { type BoardList, LiveStore, type MatchView } from './live-store';
export { LiveStoreContext, useBoardList, useCounts, useLiveStore, useMarket, useMatch, usePrice } from './use-live';
