import { loadSession } from './common';

/** The venue lobby: the venue's balance; the game tiles are links the server wrote. */
void loadSession();
