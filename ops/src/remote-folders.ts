import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './paths';

/** The remotes' folders and their federation names, without the build tools (the api reads them too). */
export const REMOTE_FOLDERS = ['mf-auth', 'mf-sports', 'mf-casino', 'mf-member', 'mf-activity', 'mf-help'] as const;
export type RemoteFolder = (typeof REMOTE_FOLDERS)[number];

export function isRemoteFolder(x: string): x is RemoteFolder {
  return (REMOTE_FOLDERS as readonly string[]).includes(x);
}

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
