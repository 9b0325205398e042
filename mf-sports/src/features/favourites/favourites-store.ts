import {
  isFavourite,
  messageOf,
  NO_SPORT_FAVOURITES,
  sportFavourites,
  sportFavouritesList,
  sportFavouritesMerge,
  sportFavouritesStar,
  starFavourite,
  type FavouriteKind,
  type HttpClient,
  type PlatformStorage,
  type SportFavourites,
} from '@site/shared';

/** Who keeps the set: a member's is on the api, a guest's in platform storage. */
export interface FavouritesDeps {
  storage: PlatformStorage;
  http: HttpClient;
  isMember(): boolean;
  /** A star the api refused: the star goes back and the player reads why. */
  onFailed(message: string): void;
}

const isEmpty = (f: SportFavourites) => f.leagues.length === 0 && f.matches.length === 0;

/**
 * 收藏 of the match centre, outside React: the starred leagues and matches, read by the rows through keyed
 * subscriptions (a star re-renders only its own button). A member's set comes from the api; the first time a member
 * opens the page after playing as a guest, the guest's stored set is merged into it (their union) and the stored one
 * cleared. A star shows at once and is undone if the api refuses it.
 */
export class FavouritesStore {
  private state: SportFavourites;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: FavouritesDeps) {
    this.state = deps.isMember() ? NO_SPORT_FAVOURITES : deps.storage.get(sportFavourites);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SportFavourites => this.state;

  has(kind: FavouriteKind, id: string): boolean {
    return isFavourite(this.state, kind, id);
  }

  private set(next: SportFavourites): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** A member's set from the api, with a guest's stored set merged in (then cleared from storage). */
  async start(): Promise<void> {
    if (!this.deps.isMember()) return;
    const guest = this.deps.storage.get(sportFavourites);
    try {
      const held = isEmpty(guest)
        ? await this.deps.http.call(sportFavouritesList, {}, { silent: true })
        : await this.deps.http.call(sportFavouritesMerge, guest, { silent: true });
      if (!isEmpty(guest)) this.deps.storage.set(sportFavourites, NO_SPORT_FAVOURITES);
      this.set(held);
    } catch (e) {
      console.error('[favourites] list failed', e);
    }
  }

  async star(kind: FavouriteKind, id: string, on: boolean): Promise<void> {
    const before = this.state;
    this.set(starFavourite(before, kind, id, on));
    if (!this.deps.isMember()) {
      this.deps.storage.set(sportFavourites, this.state);
      return;
    }
    try {
      this.set(await this.deps.http.call(sportFavouritesStar, { kind, id, on }, { silent: true }));
    } catch (e) {
      this.set(before);
      this.deps.onFailed(messageOf(e));
    }
  }
}
