import type { OpeningAnswer } from '../site-boot';
import { stableStringify } from './session-cache';

/**
 * How long after the page's start its opening answers may stand in for a call: its first render asks well
 * within this; a player who stays on the page, or comes back to it later, is asked for fresh.
 */
export const OPENING_ANSWERS_TTL_MS = 30_000;

/** A call's key: its language, path and body as it goes on the wire (fields left undefined are not sent). */
function keyOf(language: string, path: string, body: unknown): string {
  const wire: unknown = JSON.parse(JSON.stringify(body ?? {}));
  return `${language}|${path}|${stableStringify(wire)}`;
}

/**
 * The answers the api wrote into a guest's first page (boot data `openingAnswers`, shared/src/opening-calls.ts),
 * each taken once, by the first call of its language, path and body, until OPENING_ANSWERS_TTL_MS after the
 * page's start.
 */
export class OpeningAnswers {
  private readonly answers = new Map<string, unknown>();

  constructor(
    list: readonly OpeningAnswer[],
    private readonly until: number,
  ) {
    for (const a of list) this.answers.set(keyOf(a.language, a.path, a.body), a.answer);
  }

  /** Opening answers of a page that started at `since` (ms, the clock `take` is given). */
  static of(list: readonly OpeningAnswer[] | undefined, since: number): OpeningAnswers | undefined {
    return list && list.length > 0 ? new OpeningAnswers(list, since + OPENING_ANSWERS_TTL_MS) : undefined;
  }

  /** The envelope answered for this call, once; undefined when there is none (or no longer). */
  take(language: string, path: string, body: unknown, now: number): unknown {
    if (this.answers.size === 0) return undefined;
    if (now > this.until) {
      this.answers.clear();
      return undefined;
    }
    const key = keyOf(language, path, body);
    if (!this.answers.has(key)) return undefined;
    const answer = this.answers.get(key);
    this.answers.delete(key);
    return answer;
  }
}
