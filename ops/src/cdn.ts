import fs from 'node:fs';
import path from 'node:path';
import type { VersionRef } from '@site/shared';
import { cdnDir } from './paths';
import { precompressDir } from './precompress';
import { SHELL_BUILD_FILE, type ShellBuild } from './build';
import { integrityOfBytes } from './integrity';

/** Subresource integrity (sha384) of a published file, as the browser checks it. */
export const integrityOf = (file: string): string => integrityOfBytes(fs.readFileSync(file));

/**
 * Publishes a built version into <cdn>/<folder>/<version>/ (never overwriting one that is there),
 * with .br/.gz copies of its scripts and JSON written before the folder goes live.
 */
export function publish(folder: string, version: string, builtDir: string): VersionRef {
  const target = path.join(cdnDir(), folder, version);
  if (!fs.existsSync(path.join(target, 'mf-manifest.json'))) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(builtDir, tmp, { recursive: true });
    precompressDir(tmp);
    try {
      if (fs.existsSync(target)) fs.rmSync(tmp, { recursive: true, force: true });
      else fs.renameSync(tmp, target);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  return {
    version,
    manifest: `/cdn/${folder}/${version}/mf-manifest.json`,
    integrity: integrityOf(path.join(target, 'remoteEntry.js')),
    manifestIntegrity: integrityOf(path.join(target, 'mf-manifest.json')),
  };
}

/**
 * Publishes a shell build into <cdn>/shell/<version>/ (never overwriting one that is there; the build
 * already carries its .br/.gz copies). The index page is served from there while the registry names it.
 */
export function publishShell(version: string, builtDir: string): void {
  const target = path.join(cdnDir(), 'shell', version);
  if (fs.existsSync(path.join(target, 'index.html'))) return;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = `${target}.tmp-${process.pid}`;
  fs.cpSync(builtDir, tmp, { recursive: true });
  try {
    if (fs.existsSync(target)) fs.rmSync(tmp, { recursive: true, force: true });
    else fs.renameSync(tmp, target);
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The build record of a shell version published in this data dir's CDN, or undefined when there is none. */
export function readPublishedShell(version: string): ShellBuild | undefined {
  if (!/^[\w.-]+$/.test(version)) return undefined;
  const file = path.join(cdnDir(), 'shell', version, SHELL_BUILD_FILE);
  if (!fs.existsSync(file)) return undefined;
  const build = JSON.parse(fs.readFileSync(file, 'utf8')) as ShellBuild;
  return build.version === version ? build : undefined;
}
