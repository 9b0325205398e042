/**
 * The games of a list's first screen (a row of the grid at 1440 px, two on a phone): their icons load at once at
 * high priority, the rest lazily.
 */
export const FIRST_SCREEN_GAMES = 8;
