import {
  abort,
  activate,
  canary,
  compareAndSwap,
  demoteCandidate,
  deploy,
  emptyRegistry,
  markBad,
  parsePercent,
  parseRegistry,
  promote,
  revisionOf,
  rollback,
  rollbackChange,
  statusLines,
} from './registry-logic';

const v = (version: string) => ({
  version,
  manifest: `/cdn/mf-help/${version}/mf-manifest.json`,
  integrity: `sha384-${version}`,
  manifestIntegrity: `sha384-m-${version}`,
});

describe('remote registry', () => {
  it('activates a first version with no rollback target', () => {
    const reg = activate(emptyRegistry(), 'mf_help', v('1.0.0-a'));
    expect(reg.remotes.mf_help!.active).toBe('1.0.0-a');
    expect(reg.remotes.mf_help!.manifestIntegrity).toBe('sha384-m-1.0.0-a');
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
    expect(reg.remotes.mf_help!.manifestIntegrity).toBe('sha384-m-1.0.0-a');
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

  it('rejects a corrupt registry file and reads one without a revision as revision 0', () => {
    expect(() => parseRegistry('{"remotes": 5}')).toThrow('registry is not valid');
    expect(() => parseRegistry('not json')).toThrow();
    expect(revisionOf(parseRegistry('{"updatedAt": "x", "remotes": {}}'))).toBe(0);
  });

  it('prints a status line per remote with its canary and bad versions, then the revision', () => {
    expect(statusLines(emptyRegistry())).toEqual(['shell        not recorded yet (site-ops build-shell)', 'no remote deployed yet', 'registry revision 0']);
    let reg = activate(emptyRegistry(), 'mf_help', v('a'));
    reg = canary(reg, 'mf_help', v('b'), 10, 's1').registry;
    reg = markBad(reg, 'mf_help', 'a', 'slow').registry;
    const lines = statusLines(reg);
    expect(lines[1]).toMatch(/^mf-help {6}active a /);
    expect(lines[1]).toContain('active a');
    expect(lines[2]).toContain('canary b at 10%');
    expect(lines[3]).toContain('bad a (slow)');
    expect(lines[4]).toBe('registry revision 0');
  });
});

describe('compare-and-swap on the revision', () => {
  it('writes a change planned on the stored revision as the next revision', () => {
    const stored = { ...emptyRegistry(), revision: 4 };
    const next = activate(stored, 'mf_help', v('a'));
    const out = compareAndSwap(stored, 4, next);
    expect(out).toEqual({ ok: true, registry: { ...next, revision: 5 } });
  });

  it('refuses a change planned on an older revision, saying which revision won', () => {
    const stored = { ...emptyRegistry(), revision: 5 };
    expect(compareAndSwap(stored, 4, activate(stored, 'mf_help', v('a')))).toEqual({ ok: false, expected: 4, actual: 5 });
  });
});

describe('journal notes', () => {
  it('says from → to and why for every change', () => {
    let reg = deploy(emptyRegistry(), 'mf_help', v('a')).registry;
    const d = deploy(reg, 'mf_help', v('b'));
    expect(d.note).toEqual({ remote: 'mf_help', action: 'deploy', from: 'a', to: 'b', reason: 'deploy' });
    reg = d.registry;
    expect(rollbackChange(reg, 'mf_help', undefined, 'errors up').note).toEqual({
      remote: 'mf_help',
      action: 'rollback',
      from: 'b',
      to: 'a',
      reason: 'errors up',
    });
    expect(deploy(emptyRegistry(), 'mf_help', v('a')).note.from).toBeNull();
  });
});

describe('canary', () => {
  const base = () => activate(emptyRegistry(), 'mf_help', v('a'));

  it('offers a candidate to a percent of the players; a new stage keeps the salt', () => {
    const first = canary(base(), 'mf_help', v('b'), 1, 'salt-1', new Date('2026-01-01T00:00:00Z'));
    expect(first.registry.remotes.mf_help!.active).toBe('a');
    expect(first.registry.remotes.mf_help!.candidate).toMatchObject({ version: 'b', percent: 1, salt: 'salt-1' });
    expect(first.note).toMatchObject({ action: 'canary', from: 'a', to: 'b 1%' });
    const second = canary(first.registry, 'mf_help', v('b'), 10, 'salt-2');
    expect(second.registry.remotes.mf_help!.candidate).toMatchObject({ percent: 10, salt: 'salt-1', since: '2026-01-01T00:00:00.000Z' });
    expect(second.note).toMatchObject({ from: 'b 1%', to: 'b 10%', reason: 'canary stage 1% → 10%' });
    // Another version is another cohort.
    expect(canary(second.registry, 'mf_help', v('c'), 10, 'salt-3').registry.remotes.mf_help!.candidate!.salt).toBe('salt-3');
  });

  it('refuses a canary of the active version or of a remote never deployed', () => {
    expect(() => canary(base(), 'mf_help', v('a'), 10, 's')).toThrow('already active');
    expect(() => canary(emptyRegistry(), 'mf_help', v('a'), 10, 's')).toThrow('never been deployed');
  });

  it('promote makes the candidate active with the old active as rollback target', () => {
    const reg = canary(base(), 'mf_help', v('b'), 50, 's').registry;
    const p = promote(reg, 'mf_help');
    const e = p.registry.remotes.mf_help!;
    expect(e.active).toBe('b');
    expect(e.manifestIntegrity).toBe('sha384-m-b');
    expect(e.candidate).toBeUndefined();
    expect(e.previous.map((x) => x.version)).toEqual(['a']);
    expect(p.note).toMatchObject({ action: 'promote', from: 'a', to: 'b', reason: 'promoted from 50%' });
  });

  it('abort puts everybody back on the active version', () => {
    const reg = canary(base(), 'mf_help', v('b'), 50, 's').registry;
    const a = abort(reg, 'mf_help');
    expect(a.registry.remotes.mf_help!.candidate).toBeUndefined();
    expect(a.registry.remotes.mf_help!.active).toBe('a');
    expect(a.note).toMatchObject({ action: 'abort', from: 'b 50%', to: 'a' });
    expect(() => abort(a.registry, 'mf_help')).toThrow('no canary running');
    expect(() => promote(a.registry, 'mf_help')).toThrow('no canary running');
  });

  it('accepts whole percents from 0 to 100 only', () => {
    expect(parsePercent('50')).toBe(50);
    expect(parsePercent('0')).toBe(0);
    for (const bad of [undefined, '', '101', '-1', '2.5', 'ten']) expect(() => parsePercent(bad)).toThrow('percent must be a whole number');
  });
});

describe('bad versions', () => {
  it('no rollback lands on a version marked bad', () => {
    let reg = activate(emptyRegistry(), 'mf_help', v('a'));
    reg = activate(reg, 'mf_help', v('b'));
    reg = activate(reg, 'mf_help', v('c'));
    const marked = markBad(reg, 'mf_help', 'b', 'leaks memory');
    expect(marked.note).toMatchObject({ action: 'mark-bad', from: 'b', to: null, reason: 'leaks memory' });
    reg = marked.registry;
    expect(reg.remotes.mf_help!.previous.map((p) => p.version)).toEqual(['a']);
    expect(() => rollback(reg, 'mf_help', 'b')).toThrow('mf-help b is marked bad: no rollback lands on it');
    expect(rollback(reg, 'mf_help').remotes.mf_help!.active).toBe('a');
    expect(() => deploy(reg, 'mf_help', v('b'))).toThrow('marked bad');
    expect(() => markBad(reg, 'mf_help', 'b', 'again')).toThrow('already marked bad');
    expect(() => markBad(reg, 'mf_help', 'zzz', 'x')).toThrow('has no version zzz');
  });

  it('marking the candidate bad withdraws it', () => {
    let reg = activate(emptyRegistry(), 'mf_help', v('a'));
    reg = canary(reg, 'mf_help', v('b'), 10, 's').registry;
    reg = markBad(reg, 'mf_help', 'b', 'broken').registry;
    expect(reg.remotes.mf_help!.candidate).toBeUndefined();
    expect(() => canary(reg, 'mf_help', v('b'), 10, 's')).toThrow('marked bad');
  });
});

describe('demotion', () => {
  it('sets the candidate to 0% and says why', () => {
    let reg = activate(emptyRegistry(), 'mf_help', v('a'));
    reg = canary(reg, 'mf_help', v('b'), 100, 's').registry;
    const d = demoteCandidate(reg, 'mf_help', 'failure 100%');
    expect(d.registry.remotes.mf_help!.candidate).toMatchObject({ version: 'b', percent: 0, salt: 's' });
    expect(d.note).toEqual({ remote: 'mf_help', action: 'canary', from: 'b 100%', to: 'b 0%', reason: 'failure 100%' });
  });
});
