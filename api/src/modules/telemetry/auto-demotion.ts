import type { FastifyInstance } from 'fastify';
import { JournalTrigger, ok, type Registry } from '@site/shared';
import type { Db } from '../../db';
import { servicesOf } from '../../services';
import { demoteCandidate, rollbackChange, type Change, commit, readRegistry } from '@site/registry';
import { demotionVerdict, type DemotionRule } from './demotion-rule';
import { eventsSince } from './telemetry-queries';
import { summarise, type VersionHealth } from './telemetry-summary';

/** Who the journal names for the api's own changes. */
export const AUTO_DEMOTION_ACTOR = 'api auto-demotion';

/** What one pass reads and changes: the data dir's registry, by the rule. */
export interface DemotionPassOptions {
  dataDir: string;
  rule: DemotionRule;
}

export interface AutoDemotionOptions extends DemotionPassOptions {
  everyMs: number;
}

const healthOf = (rows: VersionHealth[], version: string | undefined) => rows.find((r) => r.version === version);

/**
 * One pass over the registry (the same transitions and compare-and-swap store as site-ops): a
 * candidate failing past the rule compared with the stable version is set to 0%; an active
 * version failing past the rule compared with the previous good one (with no candidate running)
 * is rolled back to it. Each change is journaled with trigger auto-demotion and the rule's reason. A candidate with
 * a rollout plan is left to the rollout loop, whose judge compares more than load failures.
 */
export async function autoDemote(db: Db, opts: DemotionPassOptions, now: number): Promise<string[]> {
  const reg: Registry = readRegistry(opts.dataDir);
  const done: string[] = [];
  for (const entry of Object.values(reg.remotes)) {
    const c = entry.candidate;
    // A candidate with a rollout plan is judged by the rollout loop (rollout-loop.ts), never by this rule.
    if (c?.plan) continue;
    let change: ((r: Registry) => Change) | null = null;
    if (c && c.percent > 0) {
      const rows = summarise(await eventsSince(db, Date.parse(c.since), entry.name));
      const verdict = demotionVerdict(healthOf(rows, c.version), healthOf(rows, entry.active), opts.rule);
      if (verdict.demote) change = (r) => demoteCandidate(r, entry.name, `auto-demotion: ${verdict.reason}`);
    } else if (!c && entry.previous[0]) {
      const rows = summarise(await eventsSince(db, Math.min(Date.parse(entry.activatedAt), now) - 24 * 3600_000, entry.name));
      const verdict = demotionVerdict(healthOf(rows, entry.active), healthOf(rows, entry.previous[0].version), opts.rule);
      if (verdict.demote) change = (r) => rollbackChange(r, entry.name, undefined, `auto-demotion: ${verdict.reason}`);
    }
    if (!change) continue;
    const planned = change;
    const { entry: line } = commit(
      (r) => {
        // Re-checked on the revision written: a change by ops meanwhile wins.
        if (r.remotes[entry.name]?.candidate?.version !== c?.version || r.remotes[entry.name]?.active !== entry.active) throw new Error('moved on');
        return planned(r);
      },
      { actor: AUTO_DEMOTION_ACTOR, trigger: JournalTrigger.AUTO_DEMOTION, dir: opts.dataDir },
    );
    done.push(`${line.remote} ${line.from} → ${line.to}: ${line.reason}`);
  }
  return done;
}

/** Runs autoDemote every opts.everyMs (a timer that does not keep the process alive). */
export function installAutoDemotion(app: FastifyInstance, opts: AutoDemotionOptions): void {
  const { store, now } = servicesOf(app);
  const run = () =>
    autoDemote(store.db, opts, now()).then(
      (done) => done.length > 0 && app.log.warn({ done }, 'auto-demotion'),
      (e: unknown) => app.log.error({ err: e }, 'auto-demotion failed'),
    );
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), opts.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/**
 * Dev only (SITE_DEV=1; otherwise 404): POST /dev/ops/demotion-pass runs one pass now, as the timer would at its next
 * tick (a journey never waits for it); answers the changes it made, in the journal's words.
 */
export function devDemotionPassRoute(app: FastifyInstance, opts: DemotionPassOptions): void {
  const { store, now } = servicesOf(app);
  app.post('/dev/ops/demotion-pass', async () => ok({ done: await autoDemote(store.db, opts, now()) }));
}
