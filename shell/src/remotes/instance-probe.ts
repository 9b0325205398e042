import { recordInstances } from '@site/shared';
import { ownInstances } from '@site/shared/instances';
import { KIT_MARKER } from '@site/kit';

/**
 * Records the shared singletons the shell holds (the probe e2e compares with each remote's).
 * RxJS is taken from the shared scope only when the probe asks: the shell's own code imports
 * RxJS narrowly (platform/rx.ts), so no page loads the whole of it for the probe.
 * Called once, before the first render (first-page.tsx).
 */
export function recordSharedInstances(): void {
  recordInstances('shell', ownInstances(KIT_MARKER));
}
