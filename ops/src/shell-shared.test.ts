import { createRequire } from 'node:module';
import path from 'node:path';
import { SHELL_SINGLETONS, shellShared, type SharedMap } from '../../shell/src/remotes/federation-host';
import { REPO } from './paths';

// The one shared map every build uses (ops/webpack/shared-map.cjs): the shell hands every singleton it names to
// the share scope from its own modules, or a remote would silently run a copy of its own.
const { SINGLETONS, sharedMap } = createRequire(import.meta.url)('../webpack/shared-map.cjs') as { SINGLETONS: string[]; sharedMap(dir: string): SharedMap };

describe("the shell's share scope and the shared map", () => {
  it('has a module of the shell for every singleton of the map, and no other', () => {
    expect(Object.keys(SHELL_SINGLETONS).sort()).toEqual([...SINGLETONS].sort());
  });

  it('offers each at the version the shell is built with and the range it states', () => {
    const map = sharedMap(path.join(REPO, 'shell'));
    const shared = shellShared(map) as Record<string, { version: string; shareConfig: { singleton: boolean; requiredVersion: string } }>;
    for (const key of SINGLETONS) {
      expect(shared[key]!.version).toBe(map[key]!.version);
      expect(shared[key]!.shareConfig).toMatchObject({ singleton: true, requiredVersion: map[key]!.requiredVersion });
    }
  });
});
