import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import path from 'node:path';
import { isRemoteName, JournalTrigger, fail, ok, remoteFolder, ResponseCode, type CanaryCandidate, type Registry, type RegistryEntry } from '@site/shared';
import {
  commit,
  compareRollout,
  judgeCandidate,
  promote,
  promoteAction,
  readRegistry,
  stageChange,
  stageIndexOf,
  stopRollout,
  verdictText,
  type Change,
  type MetricComparison,
  type RolloutMargins,
  type RolloutVerdict,
} from '@site/registry';
import type { Db } from '../../db';
import { servicesOf } from '../../services';
import { eventsSince } from './telemetry-queries';
import { summarise, type VersionHealth } from './telemetry-summary';

/**
 * The staged rollouts, run by the api: every candidate with a plan (registry/src/rollout-plan.ts) is judged
 * (registry/src/rollout-judge.ts) on the telemetry of its current stage against the stable version's over the same
 * time, and the verdict is written through the registry store: the next stage, the promotion after the 100 % stage,
 * or 0 % on an abort (with a notice to the webhook). The automatic demotion (auto-demotion.ts) leaves planned
 * candidates to this loop: it judges candidates without a plan and active versions.
 */

/** Who the journal names for the rollout's own changes. */
export const ROLLOUT_ACTOR = 'rollout';

export interface RolloutPassOptions {
  dataDir: string;
  margins: RolloutMargins;
  /** ROLLOUT_WEBHOOK_URL: where an abort's notice is POSTed (JSON); none = no notice. */
  webhookUrl?: string;
  /** Told when the webhook could not be reached or refused the notice (the pass goes on regardless). */
  onNoticeFailed?(error: unknown): void;
}

/** One candidate's rollout as the status and the health page show it. */
export interface RolloutView {
  remote: string;
  version: string;
  stable: string;
  stages: number[];
  stage: number;
  percent: number;
  bakeMs: number;
  stageSince: string;
  comparison: MetricComparison[];
  verdict: RolloutVerdict | null;
  /** Set when the judge aborted the rollout (the candidate is at 0 %). */
  stopped?: { at: string; reason: string };
}

/** The notice an abort POSTs to ROLLOUT_WEBHOOK_URL. */
export interface RolloutAbortNotice {
  event: 'rollout.abort';
  remote: string;
  version: string;
  stable: string;
  percent: number;
  metric: string;
  candidateValue: number;
  stableValue: number;
  margin: number;
  reason: string;
  at: string;
}

const healthOf = (rows: VersionHealth[], version: string) => rows.find((r) => r.version === version);

/** The judge's view of one planned candidate at `now`, from the telemetry of its current stage. */
export async function rolloutViewOf(db: Db, entry: RegistryEntry, c: CanaryCandidate, margins: RolloutMargins, now: number): Promise<RolloutView> {
  const plan = c.plan!;
  const rows = summarise(await eventsSince(db, Date.parse(plan.stageSince), entry.name));
  const candidate = healthOf(rows, c.version);
  const stable = healthOf(rows, entry.active);
  return {
    remote: entry.name,
    version: c.version,
    stable: entry.active,
    stages: plan.stages,
    stage: stageIndexOf(plan, c.percent),
    percent: c.percent,
    bakeMs: plan.bakeMs,
    stageSince: plan.stageSince,
    comparison: compareRollout(candidate, stable, margins),
    verdict: plan.stopped || c.percent === 0 ? null : judgeCandidate(plan, c.percent, now, candidate, stable, margins),
    ...(plan.stopped ? { stopped: plan.stopped } : {}),
  };
}

/** Every planned candidate of the registry, judged at `now`. */
export async function rolloutViews(db: Db, reg: Registry, margins: RolloutMargins, now: number): Promise<RolloutView[]> {
  const views: RolloutView[] = [];
  for (const entry of Object.values(reg.remotes)) if (entry.candidate?.plan) views.push(await rolloutViewOf(db, entry, entry.candidate, margins, now));
  return views;
}

function changeOf(dataDir: string, view: RolloutView, verdict: RolloutVerdict, at: Date): ((r: Registry) => Change) | null {
  const reason = `rollout: ${verdictText(verdict)}`;
  if (verdict.kind === 'advance') return (r) => stageChange(r, view.remote, verdict.to, reason, at);
  if (verdict.kind === 'complete')
    return (r) => {
      // site-ops promote's own verb: the candidate must still be in the CDN and runnable by the live shell.
      const name = view.remote;
      const change = isRemoteName(name) ? promoteAction(path.join(dataDir, 'cdn'), r, remoteFolder(name)) : promote(r, name, at);
      return { ...change, note: { ...change.note, reason } };
    };
  if (verdict.kind === 'abort') return (r) => stopRollout(r, view.remote, reason, at);
  return null;
}

/** POSTs the notice; a failure is told to onNoticeFailed, never thrown (an abort is not held up by its webhook). */
async function sendNotice(url: string, notice: RolloutAbortNotice, onFailed: (e: unknown) => void): Promise<void> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notice),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) onFailed(new Error(`webhook answered HTTP ${res.status}`));
  } catch (e) {
    onFailed(e);
  }
}

export interface RolloutPassResult {
  /** The changes written, in the journal's words. */
  done: string[];
  /** The abort notices sent (settled when each webhook call ended, whatever its outcome). */
  notices: Promise<void>[];
  /** The verdicts that could not be written (e.g. a promotion whose candidate left the CDN): remote, verdict, why. */
  failed: string[];
}

/** Thrown inside a commit when the candidate changed since it was judged: a change by ops meanwhile wins. */
class MovedOn extends Error {}

/**
 * One pass: each planned candidate still reaching players is judged as at `judgeAt` (`now`; the dev control judges
 * as if later, so a stage's bake passes without waiting), and a verdict that changes something is written at `now`
 * by compare-and-swap (re-checked on the revision written: a change by ops meanwhile wins), journaled with actor
 * `rollout` and trigger `rollout`.
 */
export async function rolloutPass(db: Db, opts: RolloutPassOptions, now: number, judgeAt = now): Promise<RolloutPassResult> {
  const reg = readRegistry(opts.dataDir);
  const result: RolloutPassResult = { done: [], notices: [], failed: [] };
  for (const entry of Object.values(reg.remotes)) {
    const c = entry.candidate;
    if (!c?.plan || c.plan.stopped || c.percent === 0) continue;
    const view = await rolloutViewOf(db, entry, c, opts.margins, judgeAt);
    const verdict = view.verdict;
    const planned = verdict && changeOf(opts.dataDir, view, verdict, new Date(now));
    if (!verdict || !planned) continue;
    let line;
    try {
      line = commit(
        (r) => {
          const cur = r.remotes[entry.name];
          if (cur?.active !== entry.active || cur.candidate?.version !== c.version || cur.candidate.percent !== c.percent) throw new MovedOn();
          return planned(r);
        },
        { actor: ROLLOUT_ACTOR, trigger: JournalTrigger.ROLLOUT, dir: opts.dataDir, now: () => new Date(now) },
      ).entry;
    } catch (e) {
      // One remote's verdict that cannot be written (its candidate left the CDN, the live shell cannot run it) is
      // told and left for ops; the other remotes are still judged.
      if (!(e instanceof MovedOn)) result.failed.push(`${entry.name} ${verdictText(verdict)}: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    result.done.push(`${line.remote} ${line.from} → ${line.to}: ${line.reason}`);
    if (verdict.kind === 'abort' && opts.webhookUrl) {
      const notice: RolloutAbortNotice = {
        event: 'rollout.abort',
        remote: entry.name,
        version: c.version,
        stable: entry.active,
        percent: c.percent,
        metric: verdict.metric,
        candidateValue: verdict.candidate,
        stableValue: verdict.stable,
        margin: verdict.margin,
        reason: line.reason,
        at: line.at,
      };
      result.notices.push(sendNotice(opts.webhookUrl, notice, opts.onNoticeFailed ?? (() => undefined)));
    }
  }
  return result;
}

/** Runs rolloutPass every `everyMs` (a timer that does not keep the process alive; stopped when the app closes). */
export function installRolloutLoop(app: FastifyInstance, opts: RolloutPassOptions & { everyMs: number }): void {
  const { store, now } = servicesOf(app);
  let running = false;
  const run = async () => {
    // One pass at a time: a slow pass is never overlapped by the next tick.
    if (running) return;
    running = true;
    try {
      const { done, failed } = await rolloutPass(store.db, { ...opts, onNoticeFailed: (err) => app.log.error({ err }, 'rollout webhook failed') }, now());
      if (done.length > 0) app.log.warn({ done }, 'rollout');
      if (failed.length > 0) app.log.error({ failed }, 'rollout verdicts not written');
    } catch (err) {
      app.log.error({ err }, 'rollout pass failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), opts.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

const passBody = z
  .object({
    afterMs: z
      .number()
      .int()
      .min(0)
      .max(30 * 24 * 3_600_000)
      .optional(),
  })
  .optional();

/**
 * Dev only (SITE_DEV=1; otherwise 404): POST /dev/ops/rollout-pass runs one pass now, judging as if `afterMs` later (a
 * stage's bake passes without waiting for it; what it writes is written now); answers the changes it made, in the
 * journal's words.
 */
export function devRolloutPassRoute(app: FastifyInstance, opts: RolloutPassOptions): void {
  const { store, now } = servicesOf(app);
  app.post('/dev/ops/rollout-pass', async (req) => {
    const body = passBody.safeParse(req.body ?? undefined);
    if (!body.success) return fail(ResponseCode.INVALID_PARAMETER, 'afterMs 须为 0 到 30 天之间的毫秒数');
    const at = now();
    const { done, failed } = await rolloutPass(
      store.db,
      { ...opts, onNoticeFailed: (err) => app.log.error({ err }, 'rollout webhook failed') },
      at,
      at + (body.data?.afterMs ?? 0),
    );
    return ok({ done, failed });
  });
}
