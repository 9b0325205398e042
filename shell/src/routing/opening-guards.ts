import { createContext } from 'react';
import type { RouteDef } from '@site/shared';
import type { GuardResult, GuardTarget } from './guards';

/** The guards of the route the page opens on, under way or decided. */
export interface OpeningRun {
  readonly decided: Promise<GuardResult>;
  /** What they decided, once they have (undefined while under way, or when they failed). */
  result(): GuardResult | undefined;
}

/**
 * The guards of the route a page opens on, begun before the page tree renders (first-page.tsx) rather than
 * after its first commit: a member's first page waits for member info either way, and a page whose guards
 * have decided by the time its route renders shows its content in the first commit, not a skeleton first.
 * The route's view takes the run when it is the same route at the same path on the first location; any
 * other route (or a later navigation) runs its own guards.
 */
export class OpeningGuards {
  private opened: { route: string; pathname: string; run: OpeningRun } | null = null;

  /** Begins `guards` for the route the page opens on. */
  begin(target: GuardTarget, guards: (target: GuardTarget) => Promise<GuardResult>): void {
    let settled: GuardResult | undefined;
    const decided = guards(target);
    decided.then(
      (result) => {
        settled = result;
      },
      () => undefined, // The view that takes the run reports it.
    );
    this.opened = { route: target.def.name, pathname: target.pathname, run: { decided, result: () => settled } };
  }

  /** The run begun for `def` at `pathname` (the same object each time), or undefined when the page opened on another route. */
  of(def: RouteDef, pathname: string): OpeningRun | undefined {
    const opened = this.opened;
    return opened && opened.route === def.name && opened.pathname === pathname ? opened.run : undefined;
  }
}

/** The first page's opening guards (none inside a remote's own React root). */
export const OpeningGuardsContext = createContext<OpeningGuards | null>(null);
