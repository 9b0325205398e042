import { betSlip, type PlatformStorage } from '@site/shared';
import { selectionOf, slipFromStorage, slipReducer, type SlipAction, type SlipOutcome, type SlipState } from './slip-state';

/**
 * The page's bet slip outside React (one per match centre page): the reducer's state, stored through
 * platform storage on every change (so a reload finds it), read by components through
 * useSyncExternalStore — a price cell asks only whether its own selection is picked.
 */
export class SlipStore {
  private state: SlipState;
  /**
   * The selections on the slip, read off the picks once per change: every price cell on the board asks on every
   * change (and on every render of its own), and a pick's selection is inside its orderData, read through a schema.
   */
  private picked: ReadonlySet<string>;
  private listeners = new Set<() => void>();

  constructor(private readonly storage: PlatformStorage) {
    this.state = slipFromStorage(storage.get(betSlip));
    this.picked = new Set(this.state.picks.map(selectionOf));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SlipState => this.state;

  isPicked(selectionId: string): boolean {
    return this.picked.has(selectionId);
  }

  /** Applies an action; a refusal leaves the slip as it was. */
  dispatch(action: SlipAction): SlipOutcome {
    const outcome = slipReducer(this.state, action);
    if (outcome.ok && outcome.slip !== this.state) {
      this.state = outcome.slip;
      this.picked = new Set(this.state.picks.map(selectionOf));
      this.storage.set(betSlip, this.state);
      for (const listener of [...this.listeners]) listener();
    }
    return outcome;
  }
}
