import { createContext, useContext } from 'react';

export type ParcelMountComponent = (typeof import('./ParcelMount'))['default'];

/**
 * The shell's parcel mount (single-spa, a chunk of its own that pages without a remote never load): asked for
 * once, and once it has come a remote's area renders its parcel at once, without waiting for a promise first.
 */
export class ParcelMounts {
  private mount: ParcelMountComponent | undefined;
  private loading: Promise<ParcelMountComponent> | null = null;

  load(): Promise<ParcelMountComponent> {
    this.loading ??= import(/* webpackFetchPriority: "high" */ './ParcelMount').then(
      (m) => (this.mount = m.default),
      (e: unknown) => {
        // A chunk that did not come is asked for again by the next area (its retry).
        this.loading = null;
        throw e;
      },
    );
    return this.loading;
  }

  /** The parcel mount if it has come, else undefined. */
  loaded(): ParcelMountComponent | undefined {
    return this.mount;
  }
}

/** The page's parcel mounts: the page tree's, and handed to the areas a remote renders in its own React root (RemoteView). */
export const ParcelMountsContext = createContext<ParcelMounts | null>(null);

/** The parcel mounts of the page (a remote area is always rendered inside ParcelMountsContext). */
export function useParcelMounts(): ParcelMounts {
  const mounts = useContext(ParcelMountsContext);
  if (!mounts) throw new Error('[shell] a remote area rendered outside ParcelMountsContext');
  return mounts;
}
