import { cohortOf } from './cohort';
import { inCanary, pinnedEntryOf, publicEntryOf, publicRegistryOf } from './public-registry';
import { registrySchema, type Registry } from './registry';

const ref = (v: string) => ({
  version: v,
  manifest: `/cdn/mf-help/${v}/mf-manifest.json`,
  integrity: `sha384-e${v}`,
  manifestIntegrity: `sha384-m${v}`,
  kitRange: '^1.0.0',
});
const previous = ['1.0.7', '1.0.6', '1.0.5', '1.0.4', '1.0.3'].map(ref);
const full: Registry = {
  revision: 12,
  updatedAt: '2026-11-28T00:00:00.000Z',
  shell: { version: 's2', kit: '1.1.0', builtAt: 'x' },
  shellPrevious: [{ version: 's1', kit: '1.0.0', builtAt: 'y' }],
  remotes: {
    mf_help: {
      name: 'mf_help',
      active: '1.0.8',
      ...ref('1.0.8'),
      previous,
      available: ['1.0.3', '1.0.4', '1.0.5', '1.0.6', '1.0.7', '1.0.8', '1.0.9'],
      activatedAt: '2026-11-27T00:00:00.000Z',
      candidate: { ...ref('1.0.9'), percent: 50, salt: 'secret-salt', since: '2026-11-27T01:00:00.000Z' },
      bad: [{ version: '1.0.7', reason: 'white screen on iOS 15', at: 'z' }],
    },
  },
};
/** A cohort key on each side of the 50% canary. */
const keyOn = (side: 'canary' | 'stable'): string => {
  for (let i = 0; ; i += 1) if (cohortOf('secret-salt', `device-${i}`, 50) === side) return `device-${i}`;
};

describe('the registry a player gets', () => {
  it('carries no salt, no reason, no history beyond the page fallbacks, and is a registry the shell reads', () => {
    for (const key of [keyOn('canary'), keyOn('stable')]) {
      const text = JSON.stringify(publicRegistryOf(full, key));
      expect(text).not.toContain('secret-salt');
      expect(text).not.toContain('white screen');
      expect(text).not.toContain('"s1"');
      expect(text).not.toContain('revision');
      expect(text).not.toContain('1.0.4');
      const parsed = registrySchema.parse(JSON.parse(text));
      expect(parsed.remotes.mf_help!.previous.map((p) => p.version)).toEqual(['1.0.6', '1.0.5']);
      expect(parsed.remotes.mf_help!.available).toEqual([]);
      expect(parsed.remotes.mf_help).toMatchObject({ active: '1.0.8', integrity: 'sha384-e1.0.8', manifestIntegrity: 'sha384-m1.0.8', kitRange: '^1.0.0' });
      expect(parsed.shell).toEqual(full.shell);
    }
  });

  it('hands a player in the canary the candidate as decided (100%, nothing to decide with) and a player outside none', () => {
    const inside = publicRegistryOf(full, keyOn('canary')).remotes.mf_help!;
    expect(inside.candidate).toEqual({ ...ref('1.0.9'), percent: 100, salt: '', since: '' });
    expect(publicRegistryOf(full, keyOn('stable')).remotes.mf_help!.candidate).toBeUndefined();
    const demoted = { ...full, remotes: { mf_help: { ...full.remotes.mf_help!, candidate: { ...full.remotes.mf_help!.candidate!, percent: 0 } } } };
    expect(publicRegistryOf(demoted, keyOn('canary')).remotes.mf_help!.candidate).toBeUndefined();
    expect(inCanary(undefined, 'x')).toBe(false);
  });

  it('tells the page its active version is marked bad, without why', () => {
    const entry = { ...full.remotes.mf_help!, bad: [{ version: '1.0.8', reason: 'crashes', at: 'z' }] };
    expect(publicRegistryOf({ ...full, remotes: { mf_help: entry } }, 'k').remotes.mf_help!.bad).toEqual([{ version: '1.0.8', reason: '', at: '' }]);
  });
});

describe('a browser pinned to a version (a preview link)', () => {
  const help = full.remotes.mf_help!;
  const stableKey = (() => {
    for (let i = 0; ; i += 1) if (cohortOf('secret-salt', String(i), 50) === 'stable') return String(i);
  })();

  it('gets the pinned version as its decided candidate, even outside the canary, before the active version and the fallbacks', () => {
    const entry = pinnedEntryOf(publicEntryOf(help, stableKey), ref('1.0.9'));
    expect(entry.candidate).toEqual({ ...ref('1.0.9'), percent: 100, salt: '', since: '' });
    expect(entry.active).toBe('1.0.8');
    expect(entry.previous).toEqual(publicEntryOf(help, stableKey).previous);
    expect(registrySchema.safeParse({ updatedAt: 'x', remotes: { mf_help: entry } }).success).toBe(true);
  });

  it('a pin to the active version leaves no candidate (the browser is on the active one, out of the canary)', () => {
    const entry = pinnedEntryOf(publicEntryOf(help, stableKey), ref('1.0.8'));
    expect(entry.candidate).toBeUndefined();
    expect(entry.active).toBe('1.0.8');
  });
});
