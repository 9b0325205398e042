import fs from 'node:fs';
import path from 'node:path';
import type { VersionRef } from '@site/shared/registry';
import { cdnDir } from './paths';
import { precompressMissing } from './precompress';
import { SHELL_BUILD_FILE, type ShellBuild } from './shell-build';
import { integrityOfBytes, type PublishedVersion } from '@site/registry';
import { REMOTE_FOLDERS } from '@site/shared/remotes';
import { BUILD_HASH_FILE, buildHashOf, publishRefusal, writeBuildHash } from './content-hash';
import { checkedVersion, versionRefusal } from './version-name';

/** Subresource integrity (sha384) of a published file, as the browser checks it. */
export const integrityOf = (file: string): string => integrityOfBytes(fs.readFileSync(file));

/** What publishing a build as <cdn>/<folder>/<version>/ does: nothing there yet, or the same content already there. */
export type PublishPlan = 'new' | 'same';

/**
 * Whether `builtDir` can be published as `version` of `folder` (`marker`: the file a complete version
 * folder has): refused when that version is already published with other content (a version is
 * published once), 'same' when it is published with this content. Writes nothing.
 */
export function publishPlan(folder: string, version: string, builtDir: string, marker = 'mf-manifest.json'): PublishPlan {
  const target = path.join(cdnDir(), folder, checkedVersion(version));
  const there = fs.existsSync(path.join(target, marker));
  // A version gc removed keeps its name's content: browsers may hold its files (cached immutable) under that URL.
  const published = there ? buildHashOf(target) : removedHashes(folder)[version];
  const refusal = publishRefusal(`${folder} ${version}`, published, buildHashOf(builtDir));
  if (refusal) throw new Error(refusal);
  return there ? 'same' : 'new';
}

/** `<cdn>/<folder>/.removed.json`: the content hash of each version gc removed, by version name. */
const removedFile = (folder: string): string => path.join(cdnDir(), folder, '.removed.json');
function removedHashes(folder: string): Record<string, string> {
  const file = removedFile(folder);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** Copies a build into place: a temporary folder renamed when complete (never over one that is there). */
function copyIntoPlace(builtDir: string, target: string, prepare: (tmp: string) => void): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = `${target}.tmp-${process.pid}`;
  fs.cpSync(builtDir, tmp, { recursive: true });
  if (!fs.existsSync(path.join(tmp, BUILD_HASH_FILE))) writeBuildHash(tmp);
  prepare(tmp);
  try {
    if (fs.existsSync(target)) fs.rmSync(tmp, { recursive: true, force: true });
    else fs.renameSync(tmp, target);
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Publishes a built version into <cdn>/<folder>/<version>/ with its content hash (build-hash.json) and
 * .br/.gz copies of its scripts and JSON (the build's own, or written here when it has none) before the
 * folder goes live. The same content again changes nothing; other content under a published version name
 * is refused (publishPlan).
 */
export function publish(folder: string, version: string, builtDir: string): VersionRef {
  const target = path.join(cdnDir(), folder, version);
  if (publishPlan(folder, version, builtDir) === 'new') copyIntoPlace(builtDir, target, precompressMissing);
  return versionRefOf(folder, version, target);
}

/** The registry's record of a version whose files are in `dir` (published there, or built and the same bytes). */
export function versionRefOf(folder: string, version: string, dir: string): VersionRef {
  return {
    version,
    manifest: `/cdn/${folder}/${version}/mf-manifest.json`,
    integrity: integrityOf(path.join(dir, 'remoteEntry.js')),
    manifestIntegrity: integrityOf(path.join(dir, 'mf-manifest.json')),
  };
}

/**
 * Publishes a shell build into <cdn>/shell/<version>/ (the build already carries its .br/.gz copies),
 * by the same rule as a remote's version. The index page is served from there while the registry names it.
 */
export function publishShell(version: string, builtDir: string): void {
  if (publishPlan('shell', version, builtDir, 'index.html') === 'new') copyIntoPlace(builtDir, path.join(cdnDir(), 'shell', version), () => undefined);
}

/** The build record of a shell version published in this data dir's CDN, or undefined when there is none. */
export function readPublishedShell(version: string): ShellBuild | undefined {
  if (versionRefusal(version)) return undefined;
  const file = path.join(cdnDir(), 'shell', version, SHELL_BUILD_FILE);
  if (!fs.existsSync(file)) return undefined;
  const build = JSON.parse(fs.readFileSync(file, 'utf8')) as ShellBuild;
  return build.version === version ? build : undefined;
}

/**
 * Every published version folder of the remotes in this data dir's CDN, with when it was published (its
 * build-hash.json, written as it went live; the folder's own time when it has none). A folder being copied into
 * place (`<version>.tmp-<pid>`) is no version.
 */
export function listPublished(): PublishedVersion[] {
  return REMOTE_FOLDERS.flatMap((folder) => {
    const dir = path.join(cdnDir(), folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && versionRefusal(e.name) === null && !/\.tmp-\d+$/.test(e.name))
      .map((e) => {
        const marker = path.join(dir, e.name, BUILD_HASH_FILE);
        const publishedAt = fs.statSync(fs.existsSync(marker) ? marker : path.join(dir, e.name)).mtimeMs;
        return { folder, version: e.name, publishedAt };
      });
  });
}

/**
 * Removes a published version folder (gc: only one the registry no longer refers to), recording its content hash
 * first: the name can be published again only with the same content (publishPlan).
 */
export function removePublished(folder: string, version: string): void {
  const target = path.join(cdnDir(), folder, checkedVersion(version));
  if (!fs.existsSync(target)) return;
  const file = removedFile(folder);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ ...removedHashes(folder), [version]: buildHashOf(target) }, null, 2));
  fs.renameSync(tmp, file);
  fs.rmSync(target, { recursive: true, force: true });
}
