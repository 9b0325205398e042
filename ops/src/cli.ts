import fs from 'node:fs';
import path from 'node:path';
import { buildRemotes, buildShell, defaultVersion, federationOf, isRemoteFolder, REMOTE_FOLDERS, type RemoteFolder } from './build';
import { publish, readRegistry, writeRegistry } from './cdn';
import { cdnDir } from './paths';
import { activate, rollback, statusLines } from './registry-logic';

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

async function deploy(folders: RemoteFolder[], version?: string): Promise<void> {
  const items = folders.map((folder) => ({ folder, version: version ?? defaultVersion(folder) }));
  const t0 = Date.now();
  const built = await buildRemotes(items);
  let reg = readRegistry();
  items.forEach(({ folder, version }, i) => {
    const ref = publish(folder, version, built[i]!);
    reg = activate(reg, federationOf(folder).name, ref);
    console.log(`deployed ${folder} ${version} → ${ref.manifest}`);
  });
  writeRegistry(reg);
  console.log(`deploy took ${((Date.now() - t0) / 1000).toFixed(1)} s; active on the next page load`);
}

async function main(): Promise<void> {
  switch (command) {
    case 'build': {
      const folder = remoteArg();
      const version = flag('version') ?? defaultVersion(folder);
      const t0 = Date.now();
      const [dir] = await buildRemotes([{ folder, version }]);
      console.log(`built ${folder} ${version} in ${((Date.now() - t0) / 1000).toFixed(1)} s → ${dir}`);
      break;
    }
    case 'build-shell': {
      const t0 = Date.now();
      await buildShell();
      console.log(`built shell in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      break;
    }
    case 'deploy':
      await deploy([remoteArg()], flag('version'));
      break;
    case 'deploy-all':
      await deploy([...REMOTE_FOLDERS]);
      break;
    case 'rollback': {
      const folder = remoteArg();
      const name = federationOf(folder).name;
      const reg = rollback(readRegistry(), name, flag('to'));
      const entry = reg.remotes[name]!;
      if (!fs.existsSync(path.join(cdnDir(), folder, entry.active, 'mf-manifest.json'))) {
        throw new Error(`${folder} ${entry.active} is not in the CDN any more`);
      }
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
      const reg = readRegistry();
      if (rest.includes('--json')) console.log(JSON.stringify(reg, null, 2));
      else for (const line of statusLines(reg)) console.log(line);
      break;
    }
    default:
      console.error('usage: site-ops build|deploy|rollback <remote> [--version V|--to V] · deploy-all · build-shell · status [--json]');
      process.exit(2);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
