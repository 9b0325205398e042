import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

const copySource = (from: string, to: string): void =>
  fs.cpSync(from, to, { recursive: true, filter: (p) => !p.includes(`${path.sep}node_modules`) && !p.endsWith(`${path.sep}dist`) });

/**
 * A team's copy of a remote's source outside the repo `repo` (what `site-ops deploy <remote> --source <dir>` builds),
 * its dependencies linked from the repo's; with `ownShared`, a copy of @site/shared beside it that the remote bundles.
 * It imports no package of the repo, so the ops tests and the journeys both use it.
 */
export function copyRemote(repo: string, folder: string, ownShared = false): { root: string; remote: string; shared: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `site-${folder}-`));
  const remote = path.join(root, folder);
  const shared = ownShared ? path.join(root, 'shared') : path.join(repo, 'shared');
  if (ownShared) {
    copySource(path.join(repo, 'shared'), shared);
    linkModules(path.join(repo, 'shared'), shared);
  }
  copySource(path.join(repo, folder), remote);
  linkModules(path.join(repo, folder), remote, ownShared ? { '@site/shared': shared } : {});
  return { root, remote, shared };
}

/** Edits a copied file; an edit that changes nothing (the source moved on) fails loudly. */
export function editFile(file: string, edit: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`editFile: nothing changed in ${file}`);
  fs.writeFileSync(file, after);
}

/**
 * Adds to a team's copy of @site/shared (copyRemote with ownShared) a contract the repo's shared does not have,
 * written as the site's code writes one (z from the copy's own zod module), and exports it from its contracts.
 * `response` is the zod expression of its answer; its request is an empty object.
 */
export function addCopyContract(copy: { shared: string }, contract: { file: string; name: string; path: string; response: string }): void {
  fs.writeFileSync(
    path.join(copy.shared, 'src/contracts', `${contract.file}.ts`),
    `import { z } from '../zod';
import { defineContract } from '../contract';

export const ${contract.name} = defineContract({
  path: '${contract.path}',
  xsrfExempt: true,
  request: z.object({}).strict(),
  response: ${contract.response},
});
`,
  );
  editFile(path.join(copy.shared, 'src/contracts/index.ts'), (t) => `${t}export * from './${contract.file}';\n`);
}

/** A contract a team's copy adds at a path the api serves with another answer: the site's title alone. */
export const HELP_SITE_TITLE = {
  file: 'help-probe',
  name: 'helpSiteTitle',
  path: '/site/api/v1/configuration/preInfo',
  response: 'z.object({ siteBaseConfig: z.object({ title: z.string() }) })',
};
