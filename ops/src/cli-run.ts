import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JournalTrigger, type Registry, type VersionRef } from '@site/shared';
import {
  buildRemotes,
  buildShell,
  defaultVersion,
  federationOf,
  isRemoteFolder,
  readShellBuild,
  REMOTE_FOLDERS,
  type BuildItem,
  type RemoteFolder,
} from './build';
import { publish, publishShell, readPublishedShell } from './cdn';
import { cdnDir, dataDir, shellDist } from './paths';
import { canary, deploy as deployChange, markBad, parsePercent, statusLines, type Change } from './registry-logic';
import { abortAction, promoteAction, rollbackAction } from './registry-actions';
import { commit, defaultActor, readJournal, readRegistry } from './registry-store';
import { historyLines } from './journal-logic';
import { assertKitSatisfied, kitRangeOfManifest } from './kit-logic';
import { activateShell, rollbackShell, SHELL_NAME, shellKnown } from './shell-logic';

const [command, ...rest] = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};
const positional = rest.filter((a, i) => !a.startsWith('--') && !(i > 0 && rest[i - 1]!.startsWith('--')));

function remoteArg(): RemoteFolder {
  const folder = positional[0] ?? '';
  if (!isRemoteFolder(folder)) {
    console.error(`name one remote: ${REMOTE_FOLDERS.join(', ')}`);
    process.exit(2);
  }
  return folder;
}

const readManifest = (dir: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));

/**
 * The registry with the built shell (shell/dist, one build for every data dir) published into this data
 * dir's CDN and live, when this data dir has never had that version: a new build goes live with the next
 * write, while a shell that was rolled away from stays rolled back until a new one is built.
 */
function withShell(reg: Registry): Registry {
  const built = readShellBuild();
  if (!built || shellKnown(reg, built.version)) return reg;
  publishShell(built.version, shellDist());
  return activateShell(reg, built, `shell built (kit ${built.kit})`).registry;
}

/** Every write of the CLI: by compare-and-swap, journaled with the actor, saying when it was retried. */
function write(label: string, change: (reg: Registry) => Change, base?: Registry, trigger: JournalTrigger = JournalTrigger.MANUAL) {
  return commit((reg) => change(withShell(reg)), {
    actor: flag('actor') ?? defaultActor(),
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

async function deploy(items: BuildItem[]): Promise<void> {
  const t0 = Date.now();
  // The revision this deploy is based on: a change by anyone else while it builds makes it retry.
  let base: Registry | undefined = readRegistry();
  const built = await buildRemotes(items);
  // Every version is checked against the live shell's kit before anything is published.
  const shellNow = withShell(base);
  items.forEach(({ folder, version }, i) => checkedRef(shellNow, folder, { version, manifest: '', integrity: '' }, built[i]!));
  items.forEach(({ folder, version, source }, i) => {
    const ref = publish(folder, version, built[i]!);
    const name = federationOf(folder, source).name;
    const cur = readRegistry().remotes[name];
    if (cur?.active === version && cur.integrity === ref.integrity && cur.manifestIntegrity === ref.manifestIntegrity) {
      console.log(`${folder} ${version} is already active: nothing to change`);
      base = undefined;
      return;
    }
    const done = write(`deploy ${folder} ${version}`, (reg) => deployChange(reg, name, checkedRef(reg, folder, ref, built[i]!)), base);
    base = undefined;
    console.log(`deployed ${folder} ${version} (kit ${done.registry.remotes[name]!.kitRange}) → ${ref.manifest}  [revision ${done.entry.revision}]`);
  });
  console.log(`deploy took ${((Date.now() - t0) / 1000).toFixed(1)} s; active on the next page load`);
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
    return healthLines(summarise(rows), `last ${hours} h`);
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  switch (command) {
    case 'build': {
      const folder = remoteArg();
      const source = flag('source');
      const version = flag('version') ?? defaultVersion(folder, source);
      const t0 = Date.now();
      const [dir] = await buildRemotes([{ folder, version, source }]);
      console.log(`built ${folder} ${version} in ${((Date.now() - t0) / 1000).toFixed(1)} s → ${dir}`);
      break;
    }
    case 'build-shell': {
      const t0 = Date.now();
      const shell = await buildShell();
      publishShell(shell.version, shellDist());
      // Not through withShell: an explicit build makes its shell live even when it was live before.
      commit((reg) => activateShell(reg, shell, `shell built (kit ${shell.kit})`), { actor: flag('actor') ?? defaultActor(), trigger: JournalTrigger.MANUAL });
      console.log(`built shell ${shell.version} (provides kit ${shell.kit}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      break;
    }
    case 'deploy': {
      if (positional[0] === SHELL_NAME) {
        // Rolls forward to a shell version already published in this data dir's CDN (build-shell publishes).
        const version = flag('version');
        const shell = version ? readPublishedShell(version) : undefined;
        if (!version || !shell) {
          console.error(`usage: site-ops deploy shell --version V (a shell published in ${path.join(cdnDir(), 'shell')})`);
          process.exit(2);
        }
        const done = write(`deploy shell ${version}`, (reg) => activateShell(reg, shell, flag('reason') ?? 'deploy'));
        console.log(`the index page serves shell ${version} from now on  [revision ${done.entry.revision}]`);
        break;
      }
      const folder = remoteArg();
      const source = flag('source');
      await deploy([{ folder, source, version: flag('version') ?? defaultVersion(folder, source) }]);
      break;
    }
    case 'deploy-all':
      await deploy(REMOTE_FOLDERS.map((folder) => ({ folder, version: defaultVersion(folder) })));
      break;
    case 'rollback': {
      if (positional[0] === SHELL_NAME) {
        const done = write('rollback shell', (reg) => rollbackShell(reg, flag('to'), flag('reason') ?? 'rollback'));
        console.log(`rolled the shell back to ${done.registry.shell!.version}; the index page serves it from now on  [revision ${done.entry.revision}]`);
        break;
      }
      const folder = remoteArg();
      const name = federationOf(folder).name;
      const done = write(`rollback ${folder}`, (reg) => rollbackAction(cdnDir(), reg, folder, flag('to'), flag('reason') ?? 'rollback'));
      console.log(`rolled ${folder} back to ${done.registry.remotes[name]!.active}; active on the next page load  [revision ${done.entry.revision}]`);
      break;
    }
    case 'canary': {
      const folder = remoteArg();
      const source = flag('source');
      const percent = parsePercent(flag('percent'));
      const version = positional[1] ?? defaultVersion(folder, source);
      const base = readRegistry();
      const [dir] = await buildRemotes([{ folder, version, source }]);
      const ref = publish(folder, version, dir!);
      const name = federationOf(folder, source).name;
      const salt = crypto.randomBytes(6).toString('hex');
      const done = write(
        `canary ${folder} ${version}`,
        (reg) => canary(reg, name, checkedRef(reg, folder, ref, dir!), percent, salt),
        base,
        JournalTrigger.CANARY,
      );
      console.log(`canary ${folder} ${version} at ${percent}% (active stays ${done.registry.remotes[name]!.active})  [revision ${done.entry.revision}]`);
      break;
    }
    case 'promote': {
      const folder = remoteArg();
      const name = federationOf(folder).name;
      const done = write(`promote ${folder}`, (reg) => promoteAction(cdnDir(), reg, folder), undefined, JournalTrigger.CANARY);
      console.log(`promoted ${folder} ${done.registry.remotes[name]!.active} to every player  [revision ${done.entry.revision}]`);
      break;
    }
    case 'abort': {
      const folder = remoteArg();
      const name = federationOf(folder).name;
      const done = write(`abort ${folder}`, (reg) => abortAction(reg, folder, flag('reason') ?? 'canary aborted'), undefined, JournalTrigger.CANARY);
      console.log(`aborted the canary of ${folder}: every player on ${done.registry.remotes[name]!.active}  [revision ${done.entry.revision}]`);
      break;
    }
    case 'mark-bad': {
      const folder = remoteArg();
      const name = federationOf(folder).name;
      const version = positional[1];
      const reason = flag('reason');
      if (!version || !reason) {
        console.error('usage: site-ops mark-bad <remote> <version> --reason "why"');
        process.exit(2);
      }
      const done = write(`mark-bad ${folder} ${version}`, (reg) => markBad(reg, name, version, reason));
      console.log(`marked ${folder} ${version} bad: no rollback lands on it  [revision ${done.entry.revision}]`);
      break;
    }
    case 'history': {
      const name = positional[0] === SHELL_NAME ? SHELL_NAME : federationOf(remoteArg()).name;
      const entries = readJournal().filter((e) => e.remote === name);
      if (rest.includes('--json')) console.log(JSON.stringify(entries, null, 2));
      else for (const line of historyLines(entries, name)) console.log(line);
      break;
    }
    case 'i18n': {
      const { writeTaiwan } = await import('./i18n-tw');
      console.log(`zh-TW derived for: ${writeTaiwan().join(', ')}`);
      break;
    }
    case 'status': {
      const reg = readRegistry();
      if (rest.includes('--json')) console.log(JSON.stringify(reg, null, 2));
      else {
        for (const line of statusLines(reg)) console.log(line);
        for (const line of await telemetryLines(Number(flag('hours') ?? 24))) console.log(line);
      }
      break;
    }
    default:
      console.error(
        'usage: site-ops build|deploy <remote> [--version V] [--source DIR] · rollback <remote>|shell [--to V] [--reason R] · deploy-all · build-shell · status [--json] [--hours H]\n' +
          '       canary <remote> [V] --percent N [--source DIR] · promote <remote> · abort <remote> [--reason R] · mark-bad <remote> <V> --reason R · history <remote>|shell [--json]\n' +
          '       deploy shell --version V (a published shell) · rollback shell [--to V]\n' +
          '       every write takes --actor NAME (default: SITE_OPS_ACTOR or user@host)',
      );
      process.exit(2);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
