import { bakeText, ROLLOUT_METRICS, verdictText, type MetricComparison } from '@site/registry';
import type { RolloutView } from './rollout-loop';

const value = (m: MetricComparison, n: number | null): string => (n === null ? '-' : `${n}${ROLLOUT_METRICS[m.metric].unit}`);

/**
 * `site-ops status`'s rollout section: per planned candidate the plan, the stage, the comparison with the stable
 * version over the stage (each metric with its margin) and the judge's verdict. `label` names a remote as ops type it.
 */
export function rolloutLines(views: RolloutView[], label: (remote: string) => string): string[] {
  if (views.length === 0) return [];
  return views.flatMap((v) => [
    `rollout ${label(v.remote)} ${v.version} (stable ${v.stable}): plan ${v.stages.join(',')}, bake ${bakeText(v.bakeMs)}; stage ${v.stage + 1} of ${v.stages.length} at ${v.percent}% since ${v.stageSince}`,
    ...v.comparison.map(
      (m) =>
        `  ${ROLLOUT_METRICS[m.metric].en.padEnd(19)} candidate ${value(m, m.candidate).padStart(8)}  stable ${value(m, m.stable).padStart(8)}  margin ${value(m, m.margin).padStart(7)}  ${m.worse ? 'WORSE' : 'ok'}`,
    ),
    `  verdict: ${v.stopped ? `stopped at ${v.stopped.at}: ${v.stopped.reason}` : v.verdict ? verdictText(v.verdict) : 'none (at 0%)'}`,
  ]);
}
