import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { SHELL_AREA, VitalName, type Cohort, type VitalEvent } from '@site/shared';

/** A parcel's wrapper carries `remote-<name>` (RemoteArea's ParcelMount). */
const AREA_CLASS = /^remote-(mf_[a-z0-9_]+)$/;

/** The remote whose area holds the node, or 'shell' outside every area. */
export function areaOf(node: Node | null): string {
  for (let el = node instanceof Element ? node : (node?.parentElement ?? null); el; el = el.parentElement) {
    for (const cls of Array.from(el.classList)) {
      const m = AREA_CLASS.exec(cls);
      if (m) return m[1]!;
    }
  }
  return SHELL_AREA;
}

export interface LoadedLookup {
  /** The version and cohort of a remote on this page (or of the shell). */
  versionOf(remote: string): { version: string; cohort: Cohort } | null;
}

/**
 * LCP, INP and CLS (web-vitals, attribution build) reported for the remote whose area holds the
 * element: web-vitals' target is generated as that remote's name.
 */
export function reportVitals(loaded: LoadedLookup, report: (e: VitalEvent) => void): void {
  const opts = { generateTarget: areaOf };
  const send = (metric: VitalName, remote: string | undefined, value: number) => {
    const area = remote ?? SHELL_AREA;
    const v = loaded.versionOf(area);
    if (v) report({ kind: 'vital', remote: area, version: v.version, cohort: v.cohort, metric, value: Math.max(0, value) });
  };
  onLCP((m) => send(VitalName.LCP, m.attribution.target, m.value), opts);
  onINP((m) => send(VitalName.INP, m.attribution.interactionTarget, m.value), opts);
  onCLS((m) => send(VitalName.CLS, m.attribution.largestShiftTarget, m.value), opts);
}
