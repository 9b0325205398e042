import { useCallback, useEffect, useState } from 'react';

/**
 * The games of a list's first screen (the two rows a phone shows whole, three cards each; most of a row at
 * 1440 px): their icons load at once; the rest wait until these have come (useFirstScreenIcons). Six fit a
 * phone's six connections to the site in one round trip.
 */
export const FIRST_SCREEN_GAMES = 6;

/**
 * The longest the rest of a list's icons wait for the first screen's: a first-screen icon whose load or error
 * never comes holds back nothing for longer.
 */
export const REST_OF_ICONS_WAIT_MS = 3000;

/**
 * Whether the icons below a list's first screen may load yet, and the callback each first-screen icon calls once
 * it has loaded (or failed). A game icon is an SVG document of its own: each costs the phone's main thread a task,
 * so a list that asked for all of them at once painted its first screen only after every one (a 24-game page:
 * about a third of a second on a mid-range phone). Now the first screen's icons come first, and the rest once
 * those are in, for each list (`listKey`: the venue, search, tag and page) anew.
 */
export function useFirstScreenIcons(listKey: string, firstScreen: number): { restShown: boolean; settled(): void } {
  const [state, setState] = useState({ of: listKey, settled: 0, timedOut: false });
  const current = state.of === listKey ? state : { of: listKey, settled: 0, timedOut: false };
  const restShown = current.timedOut || current.settled >= firstScreen;
  useEffect(() => {
    if (restShown) return;
    const timer = setTimeout(
      () => setState((s) => (s.of === listKey ? { ...s, timedOut: true } : { of: listKey, settled: 0, timedOut: true })),
      REST_OF_ICONS_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [listKey, restShown]);
  const settled = useCallback(
    () => setState((s) => (s.of === listKey ? { ...s, settled: s.settled + 1 } : { of: listKey, settled: 1, timedOut: false })),
    [listKey],
  );
  return { restShown, settled };
}
