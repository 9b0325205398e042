import { afterPaint } from '@site/shared';
import { FirstLoadHint, firstLoadHintOn } from '@site/shared/first-load-plan';

/**
 * What the match centre defers past its first tap (the first-load plan's sports-after-first-tap,
 * shared/src/first-load-plan.ts): the board is what a player taps first, so everything the board does not need to
 * answer that tap (the chat room beside it; the tracker, search, the bet builder) is evaluated after it. The gate
 * opens once, after the paint that follows the player's first tap or key (the tap's own frame is never held back
 * by what it lets in), and what waited on it then runs.
 */
export class FirstTapGate {
  private opened = false;
  private readonly waiting = new Set<() => void>();

  constructor(private readonly env: FirstTapEnv) {
    // A build without the plan's sports-after-first-tap (a measurement's) defers nothing.
    if (!env.deferring) this.opened = true;
  }

  /** Whether the gate is open (the first tap has been answered). */
  get isOpen(): boolean {
    return this.opened;
  }

  /** Listens for the first tap or key on the page; answers how to stop listening (the page left). */
  start(): () => void {
    if (this.opened) return () => undefined;
    let cancelPaint: (() => void) | undefined;
    const onFirst = () => {
      stopListening();
      cancelPaint = this.env.afterPaint(() => this.open());
    };
    const stopListening = () => {
      for (const type of FIRST_TAP_EVENTS) this.env.target.removeEventListener(type, onFirst, { capture: true });
    };
    for (const type of FIRST_TAP_EVENTS) this.env.target.addEventListener(type, onFirst, { capture: true, passive: true });
    return () => {
      stopListening();
      cancelPaint?.();
    };
  }

  /** Opens the gate now (the first tap answered, or a placement seen on screen once the page is idle). */
  open(): void {
    if (this.opened) return;
    this.opened = true;
    const runs = [...this.waiting];
    this.waiting.clear();
    for (const run of runs) run();
  }

  /** Runs `run` once the gate is open (at once when it is); answers a cancel. */
  whenOpen(run: () => void): () => void {
    if (this.opened) {
      run();
      return () => undefined;
    }
    this.waiting.add(run);
    return () => this.waiting.delete(run);
  }
}

/** The events that are a player's first tap: a pointer pressed (touch, pen, mouse) or a key. */
export const FIRST_TAP_EVENTS = ['pointerdown', 'keydown'] as const;

/** Where the gate listens and how it waits for the tap's paint (the page's own by default; tests give theirs). */
export interface FirstTapEnv {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  afterPaint: (run: () => void) => () => void;
  /** Whether the plan's sports-after-first-tap is on (off in a build made without it). */
  deferring: boolean;
}

export const browserFirstTapEnv = (): FirstTapEnv => ({
  target: document,
  afterPaint,
  deferring: firstLoadHintOn(FirstLoadHint.sportsAfterFirstTap, typeof __FIRST_LOAD_WITHOUT__ === 'string' ? __FIRST_LOAD_WITHOUT__ : ''),
});
