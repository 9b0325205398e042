import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './site';

/** Links every installed dependency of `from` into `to/node_modules` (absolute links), except those in `replace`. */
function linkModules(from: string, to: string, replace: Record<string, string> = {}): void {
  const src = path.join(from, 'node_modules');
  const dst = path.join(to, 'node_modules');
  fs.mkdirSync(dst, { recursive: true });
  for (const name of fs.readdirSync(src)) {
    if (name === '.bin' || name.startsWith('.')) continue;
    const names = name.startsWith('@') ? fs.readdirSync(path.join(src, name)).map((n) => `${name}/${n}`) : [name];
    for (const dep of names) {
      fs.mkdirSync(path.dirname(path.join(dst, dep)), { recursive: true });
      fs.symlinkSync(replace[dep] ?? fs.realpathSync(path.join(src, dep)), path.join(dst, dep));
    }
  }
}

const copySource = (from: string, to: string): void =>
  fs.cpSync(from, to, { recursive: true, filter: (p) => !p.includes(`${path.sep}node_modules`) && !p.endsWith(`${path.sep}dist`) });

/**
 * A team's copy of a remote's source (and of @site/shared, which it bundles), outside the repo:
 * what `site-ops deploy <remote> --source <dir>` builds, with no shell build.
 */
export function copyRemote(folder: string): { root: string; remote: string; shared: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `site-${folder}-`));
  const remote = path.join(root, folder);
  const shared = path.join(root, 'shared');
  copySource(path.join(REPO, 'shared'), shared);
  copySource(path.join(REPO, folder), remote);
  linkModules(path.join(REPO, 'shared'), shared);
  linkModules(path.join(REPO, folder), remote, { '@site/shared': shared });
  return { root, remote, shared };
}

/** Edits a copied file; an edit that changes nothing (the source moved on) fails loudly. */
export function editFile(file: string, edit: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`editFile: nothing changed in ${file}`);
  fs.writeFileSync(file, after);
}
