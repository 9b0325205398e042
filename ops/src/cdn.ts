import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { VersionRef } from '@site/shared';
import { cdnDir } from './paths';
import { precompressDir } from './precompress';

/** Subresource integrity (sha384) of a published file, as the browser checks it. */
export const integrityOf = (file: string): string => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

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
