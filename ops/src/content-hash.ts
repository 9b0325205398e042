import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRECOMPRESSED_SUFFIXES } from './precompress';

/**
 * What a published version is: a sha256 over its files (sorted relative paths and contents), written
 * beside them as build-hash.json. A version name is published once; the same name with other content is
 * refused (publishRefusal), the same content again changes nothing.
 */
export const BUILD_HASH_FILE = 'build-hash.json';
/** Build records that differ between two builds of the same content (the shell's build time). */
const NOT_CONTENT = new Set([BUILD_HASH_FILE, 'shell-build.json']);

export interface BuildHash {
  sha256: string;
  files: number;
}

function filesUnder(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full, base);
    return e.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** Whether a file of a build folder is its content (not a precompressed copy, not a build record). */
const isContent = (rel: string): boolean => !NOT_CONTENT.has(rel) && !PRECOMPRESSED_SUFFIXES.some((s) => rel.endsWith(s));

/** The content hash of a build folder: every file but the .br/.gz copies and the build records. */
export function contentHashOf(dir: string): BuildHash {
  const files = filesUnder(dir).filter(isContent).sort();
  const h = crypto.createHash('sha256');
  for (const rel of files) {
    const body = fs.readFileSync(path.join(dir, rel));
    h.update(`${rel}\0${body.length}\0`);
    h.update(body);
  }
  return { sha256: h.digest('hex'), files: files.length };
}

/** Writes build-hash.json into a build folder; returns the hash. */
export function writeBuildHash(dir: string): BuildHash {
  const hash = contentHashOf(dir);
  fs.writeFileSync(path.join(dir, BUILD_HASH_FILE), `${JSON.stringify(hash, null, 2)}\n`);
  return hash;
}

/** A folder's recorded content hash, or its computed one when it has no record (published before records). */
export function buildHashOf(dir: string): string {
  const file = path.join(dir, BUILD_HASH_FILE);
  if (fs.existsSync(file)) {
    const recorded = (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BuildHash>).sha256;
    if (typeof recorded === 'string') return recorded;
  }
  return contentHashOf(dir).sha256;
}

/**
 * Why a build cannot be published as `label` (remote and version) over what is published there, or null
 * when nothing is published yet or it is the same content.
 */
export function publishRefusal(label: string, published: string | undefined, built: string): string | null {
  if (published === undefined || published === built) return null;
  return `${label} is already published with content sha256:${published}; this build is sha256:${built}: a version is published once, give this build a new version name`;
}
