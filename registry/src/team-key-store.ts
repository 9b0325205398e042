import fs from 'node:fs';
import path from 'node:path';
import { withFileLock, writeAtomically } from './file-lock';
import { emptyTeamKeys, teamKeysSchema, type TeamKeys } from './team-keys';

/** The team keys of a data dir, beside its registry: hashes only, never a token. */
export const teamKeysFile = (dir: string): string => path.join(dir, 'team-keys.json');

export function readTeamKeys(dir: string): TeamKeys {
  const file = teamKeysFile(dir);
  if (!fs.existsSync(file)) return emptyTeamKeys();
  const parsed = teamKeysSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not valid: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
  return parsed.data;
}

/**
 * Writes the team keys the way the registry is written: `change` is computed on the revision read and written (as
 * revision + 1) only if the file is still at that revision, under the file's lock; otherwise computed again on the
 * newer keys (it may now be refused), up to `attempts` times.
 */
export function commitTeamKeys<T>(dir: string, change: (keys: TeamKeys) => { keys: TeamKeys; result: T }, attempts = 5): T {
  const file = teamKeysFile(dir);
  for (let i = 0; i < attempts; i += 1) {
    const base = readTeamKeys(dir);
    const { keys, result } = change(base);
    const written = withFileLock(file, 'team keys file', () => {
      if (readTeamKeys(dir).revision !== base.revision) return false;
      writeAtomically(file, JSON.stringify({ ...keys, revision: base.revision + 1 }, null, 2));
      // Hashes only, but nobody else's business on a shared machine.
      fs.chmodSync(file, 0o600);
      return true;
    });
    if (written) return result;
  }
  throw new Error(`the team keys kept changing under this write (${attempts} attempts): try again`);
}
