import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '@site/shared';
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
import { publish, readRegistry, writeRegistry } from './cdn';
import { cdnDir } from './paths';
import { activate, rollback, statusLines } from './registry-logic';
import { assertKitSatisfied, kitRangeOfManifest, recordShell } from './kit-logic';

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
 * The registry with the live shell recorded. The shell served is shell/dist (one for every data
 * dir), so its build record wins when this data dir's registry has none or an older one.
 */
function registryWithShell(): Registry {
  const reg = readRegistry();
  const built = readShellBuild();
  return built && built.version !== reg.shell?.version ? recordShell(reg, built) : reg;
}

async function deploy(items: BuildItem[]): Promise<void> {
  const t0 = Date.now();
  const built = await buildRemotes(items);
  let reg = registryWithShell();
  // Every version is checked against the live shell's kit before anything is published.
  const ranges = items.map(({ folder, version }, i) => {
    const label = `${folder} ${version}`;
    const range = kitRangeOfManifest(readManifest(built[i]!), label);
    assertKitSatisfied(reg.shell, label, range);
    return range;
  });
  items.forEach(({ folder, version, source }, i) => {
    const ref = publish(folder, version, built[i]!);
    reg = activate(reg, federationOf(folder, source).name, { ...ref, kitRange: ranges[i] });
    console.log(`deployed ${folder} ${version} (kit ${ranges[i]}) → ${ref.manifest}`);
  });
  writeRegistry(reg);
  console.log(`deploy took ${((Date.now() - t0) / 1000).toFixed(1)} s; active on the next page load`);
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
      writeRegistry(recordShell(readRegistry(), shell));
      console.log(`built shell ${shell.version} (provides kit ${shell.kit}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      break;
    }
    case 'deploy': {
      const folder = remoteArg();
      const source = flag('source');
      await deploy([{ folder, source, version: flag('version') ?? defaultVersion(folder, source) }]);
      break;
    }
    case 'deploy-all':
      await deploy(REMOTE_FOLDERS.map((folder) => ({ folder, version: defaultVersion(folder) })));
      break;
    case 'rollback': {
      const folder = remoteArg();
      const name = federationOf(folder).name;
      const before = registryWithShell();
      const reg = rollback(before, name, flag('to'));
      const entry = reg.remotes[name]!;
      const dir = path.join(cdnDir(), folder, entry.active);
      if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) throw new Error(`${folder} ${entry.active} is not in the CDN any more`);
      const label = `${folder} ${entry.active}`;
      assertKitSatisfied(reg.shell, label, entry.kitRange ?? kitRangeOfManifest(readManifest(dir), label));
      writeRegistry(reg);
      console.log(`rolled ${folder} back to ${entry.active}; active on the next page load`);
      break;
    }
    case 'i18n': {
      const { writeTaiwan } = await import('./i18n-tw');
      console.log(`zh-TW derived for: ${writeTaiwan().join(', ')}`);
      break;
    }
    case 'status': {
      const reg = registryWithShell();
      if (rest.includes('--json')) console.log(JSON.stringify(reg, null, 2));
      else for (const line of statusLines(reg)) console.log(line);
      break;
    }
    default:
      console.error(
        'usage: site-ops build|deploy <remote> [--version V] [--source DIR] · rollback <remote> [--to V] · deploy-all · build-shell · status [--json]',
      );
      process.exit(2);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
