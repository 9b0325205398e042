import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JournalTrigger, type Registry, type VersionRef } from '@site/shared/registry';
import type { BuildItem } from './build';
import { defaultVersion } from './build-inputs';
import { federationOf } from './remote-folders';
import { REMOTE_FOLDERS, remoteNameOf, type RemoteFolder } from '@site/shared/remotes';
import { readShellBuild } from './shell-build';
import { listPublished, publish, publishPlan, publishShell, readPublishedShell, removePublished, versionRefOf } from './cdn';
import { cdnDir, dataDir, shellDist } from './paths';
import {
  deploy as deployChange,
  markBad,
  parsePercent,
  statusLines,
  type Change,
  abortAction,
  promoteAction,
  rollbackAction,
  commit,
  defaultActor,
  readJournal,
  readRegistry,
  type Committed,
  historyLines,
  assertKitSatisfied,
  kitRangeOfManifest,
  activateShell,
  rollbackShell,
  SHELL_NAME,
  shellKnown,
  remoteLabel,
  actorOf,
  changeRefusal,
  commitTeamKeys,
  issueTeamKey,
  opsOnlyRefusal,
  opsTokenOf,
  principalOfToken,
  readTeamKeys,
  revokeTeamKeys,
  teamKeyLines,
  tokenRefusalText,
  type Principal,
  gcChange,
  gcSelection,
  DEFAULT_BAKE_MS,
  DEFAULT_ROLLOUT_STAGES,
  parseBake,
  parseRolloutStages,
  plannedCanary,
  canaryKeepingPlan,
  rolloutMarginsFrom,
  bakeText,
} from '@site/registry';
import { usageText, USAGE_EXIT_CODE, VERBS, type Invocation } from './cli-args';
import { dryRunLine, withReason } from './dry-run';
import { previewLines, previewRefusal, signingSecret, staffTokenLines } from './cli-preview';
import { checkContracts, liveContracts, withForced, type ContractCheck, type LiveContracts } from './contract-check';

/**
 * The verbs of site-ops, run on a command line cli-args.ts has accepted (cli.ts parses it first, so a
 * refused one loads none of this: no webpack, no registry).
 */
let inv: Invocation;
let dryRun = false;
let reason: string | undefined;
/** The contract check of the version this command makes live: what the journal says when --force let it through. */
let contractCheck: ContractCheck | undefined;
/** Who runs a verb that changes something (resolved from the token before anything is built or written). */
let principal: Principal = { kind: 'local', actor: 'unknown' };

/**
 * The principal of this command: the token's (SITE_OPS_TOKEN, or --token) — ops for the OPS_TOKEN, the team of a
 * live team key — or, with no token, the data dir's owner named by --actor, SITE_OPS_ACTOR or user@host. A token
 * that is neither is refused before anything is built or written.
 */
function principalOfCommand(): Principal {
  const token = (inv.values.token ?? process.env.SITE_OPS_TOKEN ?? '').trim();
  if (token === '') return { kind: 'local', actor: inv.values.actor ?? defaultActor() };
  const found = principalOfToken(token, { opsToken: opsTokenOf(process.env.OPS_TOKEN), keys: readTeamKeys(dataDir()), now: new Date() });
  if (!found.ok) throw new Error(`${tokenRefusalText(found.refusal)}; nothing was changed`);
  return found.principal;
}

/** The journal's who: the token's actor, and --actor as a note beside it when a token named the actor. */
const journalWho = (): { actor: string; note?: string } =>
  principal.kind === 'local' ? { actor: actorOf(principal) } : { actor: actorOf(principal), note: inv.values.actor };

/** Refuses a change of `target` (a remote's folder or name, `shell`) the principal may not make. */
function assertMayChange(target: string): void {
  const refusal = changeRefusal(principal, target);
  if (refusal) throw new Error(refusal);
}

/** What each verb changes, checked before it builds anything (write() checks each change again). */
function assertMayRun(): void {
  const verb = inv.verb;
  if (verb === 'gc' || verb.startsWith('team-key')) {
    const refusal = opsOnlyRefusal(principal, verb);
    if (refusal) throw new Error(refusal);
  }
  if (verb === 'build-shell') assertMayChange(SHELL_NAME);
  if (verb === 'deploy-all') REMOTE_FOLDERS.forEach(assertMayChange);
  if (inv.target !== undefined && ['deploy', 'rollback', 'canary', 'promote', 'abort', 'mark-bad'].includes(verb)) assertMayChange(inv.target);
}

/** The builder (webpack): loaded by the verbs that build, not by status, history or a rollback. */
const builder = () => import('./build');

/** The target as a remote folder (the parser accepted only folders and, where a verb takes it, `shell`). */
const remote = (): RemoteFolder => inv.target as RemoteFolder;

const readManifest = (dir: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));

/**
 * The registry with the built shell (shell/dist, one build for every data dir) live, when this data dir has
 * never had that version: a new build goes live with the next write, while a shell that was rolled away from
 * stays rolled back until a new one is built (by a write of ops or the data dir's owner: a team's write leaves the
 * shell as it is). `publishIt` false (a dry run) plans it without publishing.
 */
function withShell(reg: Registry, publishIt = true): Registry {
  // A team key never changes the shell, not even as a side effect of its remote's write.
  if (principal.kind === 'team') return reg;
  const built = readShellBuild();
  if (!built || shellKnown(reg, built.version)) return reg;
  if (publishIt) publishShell(built.version, shellDist());
  return activateShell(reg, built, `shell built (kit ${built.kit})`).registry;
}

/**
 * Every write of the CLI: by compare-and-swap, journaled with the actor and --reason, saying when it was
 * retried. A dry run prints the change planned on the registry as it is and writes nothing (undefined).
 */
function write(label: string, plan: (reg: Registry) => Change, base?: Registry, trigger: JournalTrigger = JournalTrigger.MANUAL): Committed | undefined {
  // Whatever the verb computed, the remote it changes is one the principal may change.
  const change = (reg: Registry): Change => {
    const planned = plan(reg);
    assertMayChange(planned.note.remote);
    return planned;
  };
  if (dryRun) {
    console.log(dryRunLine(withForced(withReason(change(withShell(base ?? readRegistry(dataDir()), false)), reason), contractCheck).note));
    return undefined;
  }
  return commit((reg) => withForced(withReason(change(withShell(reg)), reason), contractCheck), {
    dir: dataDir(),
    ...journalWho(),
    trigger,
    base,
    onRetry: (expected, actual) =>
      console.log(`registry moved from revision ${expected} to ${actual} while ${label} ran (another change won): retrying on revision ${actual}`),
  });
}

/** A published version that the live shell's kit can run. */
function checkedRef(reg: Registry, folder: RemoteFolder, ref: VersionRef, builtDir: string): VersionRef {
  const label = `${folder} ${ref.version}`;
  const range = ref.kitRange ?? kitRangeOfManifest(readManifest(builtDir), label);
  assertKitSatisfied(reg.shell, label, range);
  return { ...ref, kitRange: range };
}

/** What the live api serves (SITE_API_URL), read with the command's token: before a deploy, canary or rollback moves anything. */
const servedByLiveApi = (): Promise<LiveContracts> => liveContracts(process.env, inv.values.token ?? process.env.SITE_OPS_TOKEN);

/** The contract check of a version folder (built or published); refuses unless --force. */
function checkedContracts(label: string, dir: string, live: LiveContracts): void {
  contractCheck = checkContracts(label, dir, live, inv.switches.force === true, (line) => console.log(line));
}

async function deploy(items: BuildItem[]): Promise<void> {
  const t0 = Date.now();
  // The revision this deploy is based on: a change by anyone else while it builds makes it retry.
  let base: Registry | undefined = readRegistry(dataDir());
  const built = await (await builder()).buildRemotes(items);
  // Every version is checked against the live shell's kit, and against what is published under its name,
  // before anything is published.
  const shellNow = withShell(base, false);
  items.forEach(({ folder, version }, i) => checkedRef(shellNow, folder, { version, manifest: '', integrity: '' }, built[i]!));
  // deploy (not deploy-all, which npm start runs before any api is up): the version's calls against the live api.
  if (inv.verb === 'deploy') {
    const live = await servedByLiveApi();
    items.forEach(({ folder, version }, i) => checkedContracts(`${folder} ${version}`, built[i]!, live));
  }
  const plans = items.map(({ folder, version }, i) => publishPlan(folder, version, built[i]!));
  items.forEach(({ folder, version, source }, i) => {
    const name = federationOf(folder, source).name;
    const ref = dryRun ? versionRefOf(folder, version, built[i]!) : publish(folder, version, built[i]!);
    const cur = readRegistry(dataDir()).remotes[name];
    if (cur?.active === version && cur.integrity === ref.integrity && cur.manifestIntegrity === ref.manifestIntegrity) {
      console.log(`${folder} ${version} is already active: nothing to change`);
      base = undefined;
      return;
    }
    if (dryRun)
      console.log(`dry run: ${folder} ${version} built in ${built[i]} (${plans[i] === 'new' ? 'not published yet' : 'already published with this content'})`);
    const done = write(`deploy ${folder} ${version}`, (reg) => deployChange(reg, name, checkedRef(reg, folder, ref, built[i]!)), base);
    base = undefined;
    if (done) console.log(`deployed ${folder} ${version} (kit ${done.registry.remotes[name]!.kitRange}) → ${ref.manifest}  [revision ${done.entry.revision}]`);
  });
  if (!dryRun) console.log(`deploy took ${((Date.now() - t0) / 1000).toFixed(1)} s; active on the next page load`);
}

/**
 * `deploy --preview`: builds and publishes a version (checked against the live shell's kit like any deploy) without
 * changing the registry (players keep the active version), and prints a preview link of it as its last line.
 */
async function publishForPreview(item: BuildItem): Promise<void> {
  // A link that could not be signed is refused before anything is built or published.
  signingSecret();
  const [built] = await (await builder()).buildRemotes([item]);
  checkedRef(withShell(readRegistry(dataDir()), false), item.folder, { version: item.version, manifest: '', integrity: '' }, built!);
  publish(item.folder, item.version, built!);
  const refusal = previewRefusal(item.folder, item.version);
  if (refusal) throw new Error(refusal);
  console.log(`published ${item.folder} ${item.version} for preview: the registry is unchanged (players keep the active version)`);
  for (const line of previewLines(item.folder, item.version, inv.values.hours)) console.log(line);
}

/**
 * Per remote and version: loads, failure %, p75 load time and vitals over the last `hours`, read
 * from the api's database in this data dir (DATABASE_URL for PostgreSQL), as the api stores them.
 */
async function telemetryLines(hours: number): Promise<string[]> {
  const file = path.join(dataDir(), 'site.db');
  if (!process.env.DATABASE_URL && !fs.existsSync(file)) return ['telemetry: no database in this data dir yet'];
  const { openStore } = await import('../../api/src/db');
  const { eventsSince } = await import('../../api/src/modules/telemetry/telemetry-queries');
  const { healthLines, summarise } = await import('../../api/src/modules/telemetry/telemetry-summary');
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL, file });
  try {
    const rows = await eventsSince(store.db, Date.now() - hours * 3600_000);
    // Remotes by their folder, as everywhere in site-ops.
    return healthLines(
      summarise(rows).map((r) => ({ ...r, remote: remoteLabel(r.remote) })),
      `last ${hours} h`,
    );
  } finally {
    await store.close();
  }
}

/**
 * Per planned candidate: its plan, stage, the comparison with the stable version over the stage and the judge's
 * verdict, as the api's rollout loop judges it (the same margins, ROLLOUT_MIN_LOADS and ROLLOUT_MARGIN_*).
 */
async function rolloutStatusLines(reg: Registry): Promise<string[]> {
  if (!Object.values(reg.remotes).some((e) => e.candidate?.plan)) return [];
  const file = path.join(dataDir(), 'site.db');
  if (!process.env.DATABASE_URL && !fs.existsSync(file)) return ['rollout: no database in this data dir yet'];
  const { openStore } = await import('../../api/src/db');
  const { rolloutViews } = await import('../../api/src/modules/telemetry/rollout-loop');
  const { rolloutLines } = await import('../../api/src/modules/telemetry/rollout-lines');
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL, file });
  try {
    return rolloutLines(await rolloutViews(store.db, reg, rolloutMarginsFrom(process.env), Date.now()), remoteLabel);
  } finally {
    await store.close();
  }
}

/** The plan of `canary --plan … --bake …` (either alone takes the other's default). */
function rolloutPlanOf(values: Invocation['values']): { stages: number[]; bakeMs: number } | null {
  if (values.plan === undefined && values.bake === undefined) return null;
  const stages = values.plan === undefined ? { ok: true as const, value: [...DEFAULT_ROLLOUT_STAGES] } : parseRolloutStages(values.plan);
  const bake = values.bake === undefined ? { ok: true as const, value: DEFAULT_BAKE_MS } : parseBake(values.bake);
  // cli-args.ts accepted both already.
  if (!stages.ok || !bake.ok) throw new Error('canary: the rollout plan is not valid');
  return { stages: stages.value, bakeMs: bake.value };
}

const DAY_MS = 86_400_000;

/**
 * site-ops gc: the published versions nothing in the registry refers to, older than `keepDays`; listed (a dry run) or,
 * with `yes`, removed. Per remote folder the registry drops them from its available list first (compare-and-swap,
 * journaled; the selection is made again on the registry it writes, so a version deployed meanwhile is kept), then
 * their folders are removed.
 */
function gc(keepDays: number, yes: boolean): void {
  const now = Date.now();
  const chosen = gcSelection(readRegistry(dataDir()), listPublished(), keepDays, now);
  if (chosen.length === 0) {
    console.log(`gc: no published version is unreferenced and older than ${keepDays} day(s): nothing to remove`);
    return;
  }
  for (const p of chosen)
    console.log(
      `${yes ? 'removing' : 'would remove'} ${p.folder} ${p.version}  (published ${new Date(p.publishedAt).toISOString()}, ${Math.floor((now - p.publishedAt) / DAY_MS)} days ago)`,
    );
  if (!yes) {
    console.log(`dry run: ${chosen.length} version(s) nothing refers to; nothing removed (--yes removes them)`);
    return;
  }
  for (const folder of [...new Set(chosen.map((p) => p.folder))]) {
    let versions: string[] = [];
    const done = commit(
      (reg) => {
        versions = gcSelection(reg, listPublished(), keepDays, now)
          .filter((p) => p.folder === folder)
          .map((p) => p.version);
        return withReason(gcChange(reg, folder, versions, `gc: unreferenced, older than ${keepDays} day(s)`), reason);
      },
      {
        dir: dataDir(),
        ...journalWho(),
        onRetry: (expected, actual) => console.log(`registry moved from revision ${expected} to ${actual} while gc ran: retrying on revision ${actual}`),
      },
    );
    for (const version of versions) removePublished(folder, version);
    console.log(`removed ${versions.length} version(s) of ${folder}: ${versions.join(', ')}  [revision ${done.entry.revision}]`);
  }
}

const seconds = (t0: number): string => ((Date.now() - t0) / 1000).toFixed(1);

/** Runs one accepted command line. */
export async function runCommand(invocation: Invocation): Promise<void> {
  inv = invocation;
  dryRun = inv.switches['dry-run'] === true;
  reason = inv.values.reason;
  const spec: { flags: readonly string[] } = VERBS[inv.verb];
  if (spec.flags.includes('token')) {
    principal = principalOfCommand();
    assertMayRun();
  }
  switch (inv.verb) {
    case 'build': {
      const folder = remote();
      const source = inv.values.source;
      const item = { folder, source, version: inv.values.version ?? defaultVersion(folder, source) };
      const { buildRemotes, cacheDirOf } = await builder();
      const cached = fs.existsSync(path.join(cacheDirOf(item), 'mf-manifest.json'));
      const t0 = Date.now();
      const [dir] = await buildRemotes([item]);
      console.log(`built ${folder} ${item.version} in ${seconds(t0)} s${cached ? ' (same inputs: from the build cache)' : ''} → ${dir}`);
      break;
    }
    case 'build-shell': {
      const t0 = Date.now();
      const { shell, reused } = await (await builder()).buildShell();
      publishShell(shell.version, shellDist());
      // Not through withShell: an explicit build makes its shell live even when it was live before.
      commit((reg) => withReason(activateShell(reg, shell, `shell built (kit ${shell.kit})`), reason), {
        dir: dataDir(),
        ...journalWho(),
        trigger: JournalTrigger.MANUAL,
      });
      console.log(
        `built shell ${shell.version} (provides kit ${shell.kit}) in ${seconds(t0)} s${reused ? ' (same inputs: shell/dist as it was)' : ''}; live in ${dataDir()}`,
      );
      break;
    }
    case 'deploy': {
      if (inv.target === SHELL_NAME) {
        // Rolls forward to a shell version already published in this data dir's CDN (build-shell publishes).
        const version = inv.values.version!;
        const shell = readPublishedShell(version);
        if (!shell) {
          console.error(`site-ops: shell ${version} is not published in ${path.join(cdnDir(), 'shell')} (build-shell publishes one)`);
          process.exit(USAGE_EXIT_CODE);
        }
        const done = write(`deploy shell ${version}`, (reg) => activateShell(reg, shell, 'deploy'));
        if (done) console.log(`the index page serves shell ${version} from now on  [revision ${done.entry.revision}]`);
        break;
      }
      const folder = remote();
      const source = inv.values.source;
      const item = { folder, source, version: inv.values.version ?? defaultVersion(folder, source) };
      if (inv.switches.preview) await publishForPreview(item);
      else await deploy([item]);
      break;
    }
    case 'deploy-all':
      await deploy(REMOTE_FOLDERS.map((folder) => ({ folder, version: defaultVersion(folder) })));
      break;
    case 'rollback': {
      if (inv.target === SHELL_NAME) {
        const done = write('rollback shell', (reg) => rollbackShell(reg, inv.values.to, 'rollback'));
        if (done)
          console.log(`rolled the shell back to ${done.registry.shell!.version}; the index page serves it from now on  [revision ${done.entry.revision}]`);
        break;
      }
      const folder = remote();
      const name = remoteNameOf(folder);
      // The version the rollback lands on, checked against the live api before the write (and again should the
      // registry move meanwhile and the rollback land elsewhere).
      const live = await servedByLiveApi();
      const checkTarget = (to: string | null) => {
        if (to) checkedContracts(`${folder} ${to}`, path.join(cdnDir(), folder, to), live);
        return to;
      };
      let checked = checkTarget(rollbackAction(cdnDir(), readRegistry(dataDir()), folder, inv.values.to, 'rollback').note.to);
      const done = write(`rollback ${folder}`, (reg) => {
        const change = rollbackAction(cdnDir(), reg, folder, inv.values.to, 'rollback');
        if (change.note.to !== checked) checked = checkTarget(change.note.to);
        return change;
      });
      if (done) console.log(`rolled ${folder} back to ${done.registry.remotes[name]!.active}; active on the next page load  [revision ${done.entry.revision}]`);
      break;
    }
    case 'canary': {
      const folder = remote();
      const source = inv.values.source;
      const rollout = rolloutPlanOf(inv.values);
      const percent = rollout ? rollout.stages[0]! : parsePercent(inv.values.percent);
      const version = inv.version ?? inv.values.version ?? defaultVersion(folder, source);
      const base = readRegistry(dataDir());
      const [dir] = await (await builder()).buildRemotes([{ folder, version, source }]);
      checkedContracts(`${folder} ${version}`, dir!, await servedByLiveApi());
      const plan = publishPlan(folder, version, dir!);
      const ref = dryRun ? versionRefOf(folder, version, dir!) : publish(folder, version, dir!);
      if (dryRun)
        console.log(`dry run: ${folder} ${version} built in ${dir} (${plan === 'new' ? 'not published yet' : 'already published with this content'})`);
      const name = federationOf(folder, source).name;
      const salt = crypto.randomBytes(6).toString('hex');
      const done = write(
        `canary ${folder} ${version}`,
        (reg) =>
          rollout
            ? plannedCanary(reg, name, checkedRef(reg, folder, ref, dir!), rollout, salt)
            : canaryKeepingPlan(reg, name, checkedRef(reg, folder, ref, dir!), percent, salt),
        base,
        JournalTrigger.CANARY,
      );
      if (done)
        console.log(
          `canary ${folder} ${version} at ${percent}% (active stays ${done.registry.remotes[name]!.active})${rollout ? `; rolls out by plan ${rollout.stages.join(',')}, each stage baking ${bakeText(rollout.bakeMs)}` : ''}  [revision ${done.entry.revision}]`,
        );
      break;
    }
    case 'promote': {
      const folder = remote();
      const name = remoteNameOf(folder);
      const done = write(`promote ${folder}`, (reg) => promoteAction(cdnDir(), reg, folder), undefined, JournalTrigger.CANARY);
      if (done) console.log(`promoted ${folder} ${done.registry.remotes[name]!.active} to every player  [revision ${done.entry.revision}]`);
      break;
    }
    case 'abort': {
      const folder = remote();
      const name = remoteNameOf(folder);
      const done = write(`abort ${folder}`, (reg) => abortAction(reg, folder, 'canary aborted'), undefined, JournalTrigger.CANARY);
      if (done) console.log(`aborted the canary of ${folder}: every player on ${done.registry.remotes[name]!.active}  [revision ${done.entry.revision}]`);
      break;
    }
    case 'mark-bad': {
      const folder = remote();
      const version = inv.version!;
      const done = write(`mark-bad ${folder} ${version}`, (reg) => markBad(reg, remoteNameOf(folder), version, reason!));
      if (done) console.log(`marked ${folder} ${version} bad: no rollback lands on it  [revision ${done.entry.revision}]`);
      break;
    }
    case 'history': {
      const name = inv.target === SHELL_NAME ? SHELL_NAME : remoteNameOf(remote());
      const entries = readJournal(dataDir()).filter((e) => e.remote === name);
      if (inv.switches.json)
        console.log(
          JSON.stringify(
            entries.map((e) => ({ ...e, remote: remoteLabel(e.remote) })),
            null,
            2,
          ),
        );
      else for (const line of historyLines(entries, name)) console.log(line);
      break;
    }
    case 'i18n': {
      const { writeTaiwan } = await import('./i18n-tw');
      console.log(`zh-TW derived for: ${writeTaiwan().join(', ')}`);
      break;
    }
    case 'status': {
      const reg = readRegistry(dataDir());
      if (inv.switches.json) console.log(JSON.stringify(reg, null, 2));
      else {
        for (const line of statusLines(reg)) console.log(line);
        for (const line of await telemetryLines(Number(inv.values.hours ?? 24))) console.log(line);
        for (const line of await rolloutStatusLines(reg)) console.log(line);
      }
      break;
    }
    case 'team-key issue': {
      const team = inv.target!;
      const remotes = inv.values.remotes!.split(',').map((r) => r.trim());
      const days = inv.values.days === undefined ? undefined : Number(inv.values.days);
      const issued = commitTeamKeys(dataDir(), (keys) => {
        const done = issueTeamKey(keys, { team, remotes: [...new Set(remotes)], days, by: actorOf(principal), now: new Date() });
        return { keys: done.keys, result: done };
      });
      console.log(`issued key ${issued.key.id} to team ${team} for ${issued.key.remotes.join(', ')}, live until ${issued.key.expiresAt}`);
      console.log(`token ${issued.token}`);
      console.log('The token is shown this once (only its hash is kept): the team gives it as SITE_OPS_TOKEN (or --token).');
      break;
    }
    case 'team-key list':
      for (const line of teamKeyLines(readTeamKeys(dataDir()), new Date())) console.log(line);
      break;
    case 'team-key revoke': {
      const team = inv.target!;
      const revoked = commitTeamKeys(dataDir(), (keys) => {
        const done = revokeTeamKeys(keys, team, actorOf(principal), new Date());
        return { keys: done.keys, result: done.revoked };
      });
      console.log(`revoked ${revoked.length} key(s) of team ${team}: ${revoked.map((k) => k.id).join(', ')}`);
      break;
    }
    case 'preview':
      for (const line of previewLines(remote(), inv.version!, inv.values.hours)) console.log(line);
      break;
    case 'staff-token issue':
      for (const line of staffTokenLines(inv.values.origins!, inv.values.hours)) console.log(line);
      break;
    case 'gc':
      gc(Number(inv.values['keep-days']), inv.switches.yes === true);
      break;
    case 'help':
      console.log(usageText());
      break;
  }
}
