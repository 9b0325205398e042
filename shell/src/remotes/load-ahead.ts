import type { ExposedModuleId } from '@site/kit';

/**
 * Loads begun before their area asks (the page being opened, while its guards wait for member info): the
 * area's first load of the module takes the load over, so it is one load, not two. A load that failed before
 * the area asked is forgotten: the area loads afresh.
 */
export class LoadAhead<L> {
  private readonly begun = new Map<ExposedModuleId, Promise<L>>();
  /** Loads begun ahead that have come (until the area's load takes them over). */
  private readonly came = new Map<ExposedModuleId, L>();

  /** Begins `load` for `id` unless a load of it is under way or waiting. */
  begin(id: ExposedModuleId, load: () => Promise<L>): void {
    if (this.begun.has(id)) return;
    const loading = load();
    loading.then(
      (loaded) => {
        if (this.begun.get(id) === loading) this.came.set(id, loaded);
      },
      () => {
        if (this.begun.get(id) === loading) this.begun.delete(id);
      },
    );
    this.begun.set(id, loading);
  }

  /** A load begun ahead that has come and that no area has taken over yet. */
  cameOf(id: ExposedModuleId): L | undefined {
    return this.came.get(id);
  }

  /** The area takes the load begun ahead over (undefined: none; the area loads itself). */
  take(id: ExposedModuleId): Promise<L> | undefined {
    const begun = this.begun.get(id);
    if (!begun) return undefined;
    this.begun.delete(id);
    this.came.delete(id);
    return begun;
  }
}
