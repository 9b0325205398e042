import { activate, emptyRegistry, rollback, statusLines } from './registry-logic';
import { assertKitSatisfied, kitRangeOfManifest, kitRefusal } from './kit-logic';
import { activateShell } from './shell-logic';

const recordShell = (reg: Parameters<typeof activateShell>[0], s: Parameters<typeof activateShell>[1]) => activateShell(reg, s, 'built').registry;

const shell = (kit: string) => ({ version: '1.0.0-abc', kit, builtAt: '2026-11-21T22:00:00.000Z' });
const manifest = (requiredVersion?: string) => ({
  id: 'mf_help',
  shared: [{ name: 'react', requiredVersion: '^19.2.0' }, ...(requiredVersion === undefined ? [] : [{ name: '@site/kit', requiredVersion }])],
});
const v = (version: string, kitRange: string) => ({ version, manifest: `/cdn/mf-help/${version}/mf-manifest.json`, integrity: `sha384-${version}`, kitRange });

describe('the platform kit range of a remote version', () => {
  it("is read from the manifest's shared @site/kit entry", () => {
    expect(kitRangeOfManifest(manifest('^1.0.0'), 'mf-help 1.0.0-a')).toBe('^1.0.0');
  });

  it('is refused when the manifest states none or not a semver range', () => {
    expect(() => kitRangeOfManifest(manifest(), 'mf-help x')).toThrow('mf-help x: its manifest states no @site/kit range');
    expect(() => kitRangeOfManifest(manifest('soon'), 'mf-help x')).toThrow('mf-help x: its @site/kit range "soon" is not a semver range');
    expect(() => kitRangeOfManifest(null, 'mf-help x')).toThrow('states no @site/kit range');
  });
});

describe('the kit check of deploy and rollback', () => {
  it('lets a remote run on a shell whose kit satisfies its range', () => {
    expect(kitRefusal(shell('1.0.0'), 'mf-help a', '^1.0.0')).toBeNull();
    expect(kitRefusal(shell('1.4.2'), 'mf-help a', '^1.2.0')).toBeNull();
    expect(() => assertKitSatisfied(shell('1.0.0'), 'mf-help a', '^1.0.0')).not.toThrow();
  });

  it('refuses a remote that needs a newer kit than the live shell provides, with a clear message', () => {
    expect(kitRefusal(shell('1.0.0'), 'mf-help 2.0.0-a', '^2.0.0')).toBe(
      'mf-help 2.0.0-a needs @site/kit ^2.0.0, but the live shell 1.0.0-abc provides @site/kit 1.0.0: deploy a shell with a matching kit first, or rebuild the remote against kit 1.0.0',
    );
    expect(kitRefusal(shell('1.0.0'), 'mf-help a', '^1.1.0')).toContain('provides @site/kit 1.0.0');
    expect(() => assertKitSatisfied(shell('2.0.0'), 'mf-help old', '^1.0.0')).toThrow('mf-help old needs @site/kit ^1.0.0');
  });

  it('refuses when no shell is recorded', () => {
    expect(kitRefusal(undefined, 'mf-help a', '^1.0.0')).toContain('no shell is recorded in the registry: build the shell first');
  });

  it('records the built shell without touching the remotes', () => {
    const reg = recordShell(activate(emptyRegistry(), 'mf_help', v('a', '^1.0.0')), shell('1.0.0'));
    expect(reg.shell).toEqual(shell('1.0.0'));
    expect(reg.remotes.mf_help!.active).toBe('a');
    expect(() => recordShell(reg, shell('one'))).toThrow('is not semver');
  });

  it("keeps each version's range through deploy and rollback, and status shows them", () => {
    let reg = recordShell(emptyRegistry(), shell('1.0.0'));
    reg = activate(reg, 'mf_help', v('a', '^1.0.0'));
    reg = activate(reg, 'mf_help', v('b', '^1.0.0'));
    expect(reg.shell?.kit).toBe('1.0.0');
    expect(reg.remotes.mf_help!.previous[0]!.kitRange).toBe('^1.0.0');
    const lines = statusLines(reg);
    expect(lines[0]).toContain('shell        1.0.0-abc provides kit 1.0.0');
    expect(lines[1]).toContain('active b (kit ^1.0.0)');
    expect(lines[1]).toContain('rollback to: a (kit ^1.0.0)');
    reg = rollback(reg, 'mf_help');
    expect(reg.remotes.mf_help!.kitRange).toBe('^1.0.0');
    expect(reg.shell?.kit).toBe('1.0.0');
  });
});
