import fc from 'fast-check';
import type { RegistryEntry } from '@site/shared';
import { cohortOf, PAGE_FALLBACK_VERSIONS, pageRegistryOf } from '@site/shared';
import { loadPlan } from './load-plan';
import { BROKEN_VERSIONS_KEY, SessionBreaker } from './circuit-breaker';

const ref = (version: string) => ({
  version,
  manifest: `/cdn/mf-help/${version}/mf-manifest.json`,
  integrity: `sha384-e${version}`,
  manifestIntegrity: `sha384-m${version}`,
});
const entry = (extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  name: 'mf_help',
  active: 'b',
  manifest: ref('b').manifest,
  integrity: ref('b').integrity,
  manifestIntegrity: ref('b').manifestIntegrity,
  previous: [ref('a')],
  available: ['a', 'b', 'c'],
  activatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});
const versions = (e: RegistryEntry, key: string, failed: string[] = []) => loadPlan(e, key, new Set(failed)).tries.map((t) => `${t.ref.version}:${t.cohort}`);

/** A member id on each side of a 50% canary with salt 's'. */
const idOn = (side: 'canary' | 'stable'): string => {
  for (let i = 0; i < 1000; i += 1) if (cohortOf('s', `m${i}`, 50) === side) return `m${i}`;
  throw new Error('no id');
};

describe('load plan', () => {
  it('without a canary: active, then the previous good versions', () => {
    expect(versions(entry(), 'anyone')).toEqual(['b:stable', 'a:stable']);
  });

  it('a player in the canary starts on the candidate, one outside on the active version', () => {
    const e = entry({ candidate: { ...ref('c'), percent: 50, salt: 's', since: 'x' } });
    expect(versions(e, idOn('canary'))).toEqual(['c:canary', 'b:stable', 'a:stable']);
    expect(versions(e, idOn('stable'))).toEqual(['b:stable', 'a:stable']);
    expect(loadPlan(e, idOn('canary'), new Set()).cohort).toBe('canary');
  });

  it('a candidate demoted to 0% reaches nobody', () => {
    const e = entry({ candidate: { ...ref('c'), percent: 0, salt: 's', since: 'x' } });
    expect(versions(e, idOn('canary'))).toEqual(['b:stable', 'a:stable']);
  });

  it('never loads a version marked bad or one without both integrities (fails closed)', () => {
    const e = entry({ previous: [{ ...ref('a'), manifestIntegrity: undefined }, ref('z')], bad: [{ version: 'z', reason: 'x', at: 'y' }] });
    const plan = loadPlan(e, 'k', new Set());
    expect(plan.tries.map((t) => t.ref.version)).toEqual(['b']);
    expect(plan.skipped).toEqual([
      { version: 'a', why: 'no recorded integrity (manifest and entry)' },
      { version: 'z', why: 'marked bad' },
    ]);
    expect(loadPlan(entry({ manifestIntegrity: undefined, previous: [] }), 'k', new Set()).tries).toEqual([]);
  });

  it(`falls back to at most PAGE_FALLBACK_VERSIONS (${PAGE_FALLBACK_VERSIONS}) previous good versions, newest first`, () => {
    const e = entry({ previous: ['a', 'a0', 'a1', 'a2'].map(ref), bad: [{ version: 'a', reason: 'x', at: 'y' }] });
    const plan = loadPlan(e, 'k', new Set());
    expect(plan.tries.map((t) => t.ref.version)).toEqual(['b', 'a0', 'a1']);
    expect(plan.skipped).toEqual([
      { version: 'a', why: 'marked bad' },
      { version: 'a2', why: 'beyond the page fallbacks' },
    ]);
  });

  it('plans the same tries from the copy of the registry a page carries (pageRegistryOf) as from the whole registry', () => {
    const name = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g');
    const version = fc.record({ version: name, integrity: fc.boolean(), bad: fc.boolean() });
    fc.assert(
      fc.property(fc.array(version, { maxLength: 9 }), fc.option(name, { nil: undefined }), fc.string(), (previous, candidate, key) => {
        const e = entry({
          previous: previous.map((p) => ({ ...ref(p.version), ...(p.integrity ? {} : { manifestIntegrity: undefined }) })),
          bad: previous.filter((p) => p.bad).map((p) => ({ version: p.version, reason: 'x', at: 'y' })),
          ...(candidate ? { candidate: { ...ref(`${candidate}-new`), percent: 50, salt: 's', since: 'x' } } : {}),
        });
        const page = pageRegistryOf({ updatedAt: 'x', remotes: { mf_help: e } }).remotes.mf_help!;
        expect(page.previous.length).toBeLessThanOrEqual(PAGE_FALLBACK_VERSIONS);
        expect(versions(page, key)).toEqual(versions(e, key));
      }),
    );
  });

  it('a version that failed in this session goes last', () => {
    const e = entry({ candidate: { ...ref('c'), percent: 100, salt: 's', since: 'x' } });
    expect(versions(e, 'k', ['c'])).toEqual(['b:stable', 'a:stable', 'c:canary']);
  });
});

describe('session circuit breaker', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };

  it('remembers failed versions per remote for the session and forgets one that loads again', () => {
    const s = memory();
    new SessionBreaker(s).trip('mf_help', 'c');
    const next = new SessionBreaker(s);
    expect([...next.failed('mf_help')]).toEqual(['c']);
    expect([...next.failed('mf_auth')]).toEqual([]);
    next.reset('mf_help', 'c');
    expect([...next.failed('mf_help')]).toEqual([]);
  });

  it('a corrupt stored value or no storage is an empty breaker', () => {
    const s = memory();
    s.m.set(BROKEN_VERSIONS_KEY, 'not json');
    expect([...new SessionBreaker(s).failed('mf_help')]).toEqual([]);
    s.m.set(BROKEN_VERSIONS_KEY, '{"mf_help": [1, "b"]}');
    expect([...new SessionBreaker(s).failed('mf_help')]).toEqual(['b']);
    const none = new SessionBreaker(null);
    none.trip('mf_help', 'b');
    expect([...none.failed('mf_help')]).toEqual([]);
  });
});
