import { activate, emptyRegistry, parseRegistry, rollback, statusLines } from './registry-logic';

const v = (version: string) => ({ version, manifest: `/cdn/mf-help/${version}/mf-manifest.json`, integrity: `sha384-${version}` });

describe('remote registry', () => {
  it('activates a first version with no rollback target', () => {
    const reg = activate(emptyRegistry(), 'mf_help', v('1.0.0-a'));
    expect(reg.remotes.mf_help!.active).toBe('1.0.0-a');
    expect(reg.remotes.mf_help!.previous).toEqual([]);
    expect(() => rollback(reg, 'mf_help')).toThrow('no earlier version');
  });

  it('keeps the replaced version as the rollback target and rolls back without a build', () => {
    let reg = activate(emptyRegistry(), 'mf_help', v('1.0.0-a'));
    reg = activate(reg, 'mf_help', v('1.0.0-b'));
    expect(reg.remotes.mf_help!.previous.map((p) => p.version)).toEqual(['1.0.0-a']);
    reg = rollback(reg, 'mf_help');
    expect(reg.remotes.mf_help!.active).toBe('1.0.0-a');
    expect(reg.remotes.mf_help!.manifest).toBe('/cdn/mf-help/1.0.0-a/mf-manifest.json');
    expect(reg.remotes.mf_help!.available).toEqual(['1.0.0-a', '1.0.0-b']);
    expect(reg.remotes.mf_help!.previous).toEqual([]);
  });

  it('re-deploying the active version changes nothing but the time', () => {
    let reg = activate(emptyRegistry(), 'mf_help', v('1.0.0-a'));
    reg = activate(reg, 'mf_help', v('1.0.0-a'));
    expect(reg.remotes.mf_help!.previous).toEqual([]);
  });

  it('rolls back to a named earlier version', () => {
    let reg = activate(emptyRegistry(), 'mf_help', v('a'));
    reg = activate(reg, 'mf_help', v('b'));
    reg = activate(reg, 'mf_help', v('c'));
    reg = rollback(reg, 'mf_help', 'a');
    expect(reg.remotes.mf_help!.active).toBe('a');
    expect(reg.remotes.mf_help!.previous.map((p) => p.version)).toEqual(['b']);
    expect(() => rollback(reg, 'mf_help', 'zzz')).toThrow('no earlier version zzz');
  });

  it('leaves the other remotes alone', () => {
    let reg = activate(emptyRegistry(), 'mf_help', v('a'));
    reg = activate(reg, 'mf_auth', v('x'));
    reg = activate(reg, 'mf_help', v('b'));
    reg = rollback(reg, 'mf_help');
    expect(reg.remotes.mf_auth!.active).toBe('x');
  });

  it('rejects a corrupt registry file', () => {
    expect(() => parseRegistry('{"remotes": 5}')).toThrow('registry is not valid');
    expect(() => parseRegistry('not json')).toThrow();
  });

  it('prints a status line per remote', () => {
    expect(statusLines(emptyRegistry())).toEqual(['shell        not recorded yet (site-ops build-shell)', 'no remote deployed yet']);
    const lines = statusLines(activate(emptyRegistry(), 'mf_help', v('a')));
    expect(lines[1]).toContain('mf_help');
    expect(lines[1]).toContain('active a');
  });
});
