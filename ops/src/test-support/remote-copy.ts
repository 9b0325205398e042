import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from '../paths';

/** Links every installed dependency of `from` into `to/node_modules` (absolute links), except those in `replace`. */
function linkModules(from: string, to: string, replace: Record<string, string> = {}): void {
  const src = path.join(from, 'node_modules');
  for (const name of fs.readdirSync(src).filter((n) => !n.startsWith('.'))) {
    const names = name.startsWith('@') ? fs.readdirSync(path.join(src, name)).map((n) => `${name}/${n}`) : [name];
    for (const dep of names) {
      fs.mkdirSync(path.dirname(path.join(to, 'node_modules', dep)), { recursive: true });
      fs.symlinkSync(replace[dep] ?? fs.realpathSync(path.join(src, dep)), path.join(to, 'node_modules', dep));
    }
  }
}

const copySource = (from: string, to: string): void => fs.cpSync(from, to, { recursive: true, filter: (p) => !p.includes(`${path.sep}node_modules`) });

/**
 * A team's copy of a remote's source outside the repo (what `site-ops deploy <remote> --source <dir>` builds), its
 * dependencies linked from the repo's; with `ownShared`, a copy of @site/shared beside it that the remote bundles.
 */
export function copyRemote(folder: string, ownShared = false): { root: string; remote: string; shared: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `site-${folder}-`));
  const remote = path.join(root, folder);
  const shared = ownShared ? path.join(root, 'shared') : path.join(REPO, 'shared');
  if (ownShared) {
    copySource(path.join(REPO, 'shared'), shared);
    linkModules(path.join(REPO, 'shared'), shared);
  }
  copySource(path.join(REPO, folder), remote);
  linkModules(path.join(REPO, folder), remote, ownShared ? { '@site/shared': shared } : {});
  return { root, remote, shared };
}

/** Edits a copied file; an edit that changes nothing (the source moved on) fails loudly. */
export function editFile(file: string, edit: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`editFile: nothing changed in ${file}`);
  fs.writeFileSync(file, after);
}
