import { JournalAction } from '@site/shared';
import { activate, emptyRegistry, statusLines } from './registry-logic';
import { activateShell, rollbackShell, shellIndexPath, shellKnown, shellRefusal } from './shell-logic';

const shell = (version: string, kit = '1.0.0') => ({ version, kit, builtAt: '2026-11-22T07:00:00.000Z' });
const v = (version: string, kitRange: string) => ({ version, manifest: `/cdn/mf-help/${version}/mf-manifest.json`, integrity: `sha384-${version}`, kitRange });

describe('the versioned shell', () => {
  it('serves each version from its own immutable CDN folder', () => {
    expect(shellIndexPath('1.0.0-abc')).toBe('/cdn/shell/1.0.0-abc/index.html');
  });

  it('activating a new shell keeps the one before as the newest rollback target, and journals from → to', () => {
    let reg = activateShell(emptyRegistry(), shell('a'), 'built').registry;
    const change = activateShell(reg, shell('b'), 'built');
    reg = change.registry;
    expect(reg.shell?.version).toBe('b');
    expect(reg.shellPrevious?.map((s) => s.version)).toEqual(['a']);
    expect(change.note).toEqual({ remote: 'shell', action: JournalAction.SHELL, from: 'a', to: 'b', reason: 'built' });
    reg = activateShell(reg, shell('c'), 'built').registry;
    expect(reg.shellPrevious?.map((s) => s.version)).toEqual(['b', 'a']);
    expect(shellKnown(reg, 'a')).toBe(true);
    expect(shellKnown(reg, 'z')).toBe(false);
    expect(statusLines(reg)[0]).toContain('rollback to: b, a');
  });

  it('re-activating the live shell changes nothing in the history', () => {
    let reg = activateShell(emptyRegistry(), shell('a'), 'built').registry;
    reg = activateShell(reg, shell('a'), 'built again').registry;
    expect(reg.shellPrevious).toEqual([]);
  });

  it('rolls back to the newest earlier shell (or the one named); the one rolled away from is no target any more', () => {
    let reg = emptyRegistry();
    for (const x of ['a', 'b', 'c']) reg = activateShell(reg, shell(x), 'built').registry;
    const change = rollbackShell(reg, undefined, 'white page on iOS');
    expect(change.registry.shell?.version).toBe('b');
    expect(change.registry.shellPrevious?.map((s) => s.version)).toEqual(['a']);
    expect(change.note).toEqual({ remote: 'shell', action: JournalAction.ROLLBACK, from: 'c', to: 'b', reason: 'white page on iOS' });
    expect(rollbackShell(reg, 'a').registry.shell?.version).toBe('a');
    expect(rollbackShell(reg, 'a').registry.shellPrevious?.map((s) => s.version)).toEqual(['b']);
  });

  it('refuses a rollback with no target, with a clear message', () => {
    const reg = activateShell(emptyRegistry(), shell('a'), 'built').registry;
    expect(() => rollbackShell(reg, undefined)).toThrow('the shell has no earlier version to roll back to');
    expect(() => rollbackShell(reg, 'x')).toThrow('the shell has no earlier version x');
  });

  it('never strands a live remote: a shell whose kit cannot run an active or candidate version is refused', () => {
    let reg = activateShell(emptyRegistry(), shell('old', '1.0.0'), 'built').registry;
    reg = activateShell(reg, shell('new', '1.2.0'), 'built').registry;
    reg = activate(reg, 'mf_help', v('h2', '^1.2.0'));
    expect(shellRefusal(reg, shell('old', '1.0.0'))).toContain('shell old cannot run what is live: mf_help h2 needs @site/kit ^1.2.0');
    expect(() => rollbackShell(reg, 'old')).toThrow('shell old cannot run what is live');
    expect(() => activateShell(reg, shell('odd', 'x'), 'built')).toThrow('is not semver');
  });

  it('keeps at most ten earlier shells', () => {
    let reg = emptyRegistry();
    for (let i = 0; i < 14; i++) reg = activateShell(reg, shell(`s${i}`), 'built').registry;
    expect(reg.shellPrevious).toHaveLength(10);
    expect(reg.shellPrevious?.[0]?.version).toBe('s12');
  });
});
