import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '@site/shared';
import { cdnDir, registryFile } from './paths';
import { precompressDir } from './precompress';
import { emptyRegistry, parseRegistry, type VersionRef } from './registry-logic';

export function readRegistry(): Registry {
  const file = registryFile();
  if (!fs.existsSync(file)) return emptyRegistry();
  return parseRegistry(fs.readFileSync(file, 'utf8'));
}

/** Written to a temporary file and renamed: a reader never sees half a registry. */
export function writeRegistry(reg: Registry): void {
  const file = registryFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(reg, null, 2));
  fs.renameSync(tmp, file);
}

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
  const entry = fs.readFileSync(path.join(target, 'remoteEntry.js'));
  return {
    version,
    manifest: `/cdn/${folder}/${version}/mf-manifest.json`,
    integrity: `sha384-${crypto.createHash('sha384').update(entry).digest('base64')}`,
  };
}
