import fs from 'node:fs';
import path from 'node:path';
import type { RemoteFolder } from '@site/shared/remotes';
import { REPO } from './paths';

/**
 * What a build of a remote reads from its source: its package.json `federation` (the name it is built
 * under and the modules it exposes). Which remotes there are, and their names, is shared's list
 * (@site/shared/remotes; remote-folders.test.ts keeps each package.json equal to it); only a copy
 * (`source`, e.g. a team's branch) may be built under another name.
 */
interface Federation {
  name: string;
  exposes: Record<string, string>;
}
/** Where a remote's source is: its folder in the repo, or `source` (a copy of it, e.g. a team's branch). */
export function sourceDirOf(folder: RemoteFolder, source?: string): string {
  return source ? path.resolve(source) : path.join(REPO, folder);
}

export function federationOf(folder: RemoteFolder, source?: string): Federation {
  const pkg = JSON.parse(fs.readFileSync(path.join(sourceDirOf(folder, source), 'package.json'), 'utf8'));
  return pkg.federation as Federation;
}
