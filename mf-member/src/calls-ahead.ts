import { createContext, useContext } from 'react';

/**
 * A page's calls asked ahead: asked for beside its section's chunk the first time the section opens (SectionView),
 * so their answers are on their way while the chunk comes instead of once the page has rendered. The page
 * takes them once, at its first load; any later load (a retry, a change, a new visit) asks for itself.
 */
export class CallsAhead<T> {
  constructor(private answers: T | null) {}

  /** The answers asked for ahead, once (null afterwards). */
  take(): T | null {
    const answers = this.answers;
    this.answers = null;
    return answers;
  }
}

/** The calls asked ahead for the page SectionView shows (null when it made none: the page asks for itself). */
export const CallsAheadContext = createContext<CallsAhead<unknown> | null>(null);

/** The calls asked ahead for this page, of the kind its section's `callsAhead` makes. */
export function useCallsAhead<T>(): CallsAhead<T> | null {
  return useContext(CallsAheadContext) as CallsAhead<T> | null;
}

/** A promise whose failure the page reads when it takes it; unread (the player left first), it is no error. */
export function quietly<T>(answer: Promise<T>): Promise<T> {
  answer.catch(() => undefined);
  return answer;
}
