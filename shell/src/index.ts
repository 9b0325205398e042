import { isHomePath, nextTask, StorageKey } from '@site/shared';
import { axiosChunk } from '@site/shared/http';
import { FirstLoadHint } from '@site/shared/first-load-plan';
import { storeContracts } from './platform/stores/contracts-on-call';
import { hintOn } from './first-load';

// The first-load plan's federation-ahead: a first load onto any page but home is nearly always onto a remote's page:
// the federation runtime is asked for beside the bootstrap's files instead of after them (a shell page such as
// /loading takes it early for nothing; it comes anyway after the load event for the floating chat).
if (hintOn(FirstLoadHint.federationAhead) && !isHomePath(window.location.pathname))
  void import(/* webpackChunkName: "federation", webpackFetchPriority: "high" */ '@module-federation/enhanced/runtime');
// The plan's member-calls-ahead: a member's first page asks for member info before its page tree renders
// (first-page.tsx): with a session in storage, the http client's chunk is asked for here, beside the bootstrap's
// files, not once that call is made. The store's call contracts (member info, the balance) come in a chunk of
// their own, asked for beside it.
if (hintOn(FirstLoadHint.memberCallsAhead) && hasStoredSession()) {
  void axiosChunk().catch(() => undefined);
  void storeContracts();
}

/** Whether storage holds a session token (only whether: its value is read and checked by the session store). */
function hasStoredSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem(StorageKey.token));
  } catch {
    return false;
  }
}
// The bootstrap is a chunk of its own (with its vendor chunks): index.html preloads them while this small
// entry runs (ops/webpack/preload-first-page.cjs). It starts in a task of its own, so this entry's task (the
// runtime and the requests above) and the bootstrap's first step are two short tasks on a slow phone, not one long.
void nextTask().then(() => import('./bootstrap'));
