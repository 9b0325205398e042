import { Cohort, type VersionRef } from '@site/shared';
import { SessionBreaker } from './circuit-breaker';
import { fallbackPlugin, type LoadTryHooks } from './fallback-plugin';
import type { LoadPlan } from './load-plan';

const ref = (version: string): VersionRef => ({
  version,
  manifest: `/cdn/mf-help/${version}/mf-manifest.json`,
  integrity: 'sha384-e',
  manifestIntegrity: 'sha384-m',
});
const plan = (...versions: string[]): LoadPlan => ({
  cohort: Cohort.STABLE,
  tries: versions.map((v) => ({ ref: ref(v), cohort: Cohort.STABLE })),
  skipped: [],
});

function memoryBreaker() {
  const store = new Map<string, string>();
  return new SessionBreaker({ getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) });
}

function setup(answers: Record<string, () => Promise<string | undefined>>) {
  const breaker = memoryBreaker();
  const fallback = fallbackPlugin({ breaker, timeoutMs: 1000 });
  const log: string[] = [];
  const told: LoadTryHooks = {
    name: 'told',
    beforeTry: ({ ref: r }) => {
      log.push(`try ${r.version}`);
      return (outcome) => void log.push(`${r.version} ${outcome.ok ? 'ok' : 'failed'}`);
    },
  };
  const left: string[] = [];
  const load = (p: LoadPlan) =>
    fallback.load<string>({
      remote: 'mf_help',
      id: 'mf_help/app',
      plan: p,
      loadAt: (r, again) => {
        log.push(`load ${r.version}${again ? ' again' : ''}`);
        return answers[r.version]!();
      },
      leaveAt: (r) => void left.push(r.version),
      told: [told],
    });
  return { breaker, fallback, log, left, load };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('fallbackPlugin (the plan of versions in order, and the session breaker)', () => {
  it('falls back to the next version when one fails; the failed one is tripped, the one that loads trusted again', async () => {
    const t = setup({ c: () => Promise.reject(new Error('entry failed')), b: () => Promise.resolve('module b') });
    t.breaker.trip('mf_help', 'b');
    await expect(t.load(plan('c', 'b'))).resolves.toEqual({ module: 'module b', version: 'b', cohort: Cohort.STABLE });
    expect(t.log).toEqual(['try c', 'load c', 'c failed', 'try b', 'load b again', 'b ok']);
    expect([...t.breaker.failed('mf_help')]).toEqual(['c']);
    expect(console.warn).toHaveBeenCalledWith('[shell] mf_help c failed; running fallback b');
  });

  it('plans the versions failed this session last', () => {
    const t = setup({});
    t.breaker.trip('mf_help', 'b');
    const entry = {
      name: 'mf_help',
      active: 'b',
      manifest: ref('b').manifest,
      integrity: 'sha384-e',
      manifestIntegrity: 'sha384-m',
      previous: [ref('a')],
      available: ['a', 'b'],
      activatedAt: '',
    };
    expect(t.fallback.planOf(entry, 'member-1').tries.map((x) => x.ref.version)).toEqual(['a', 'b']);
  });

  it('when every version fails, leaves the first one registered and throws the last error', async () => {
    const t = setup({ c: () => Promise.reject(new Error('c failed')), b: () => Promise.resolve(undefined) });
    await expect(t.load(plan('c', 'b'))).rejects.toThrow('mf_help/app loaded empty');
    expect(t.left).toEqual(['c']);
    expect([...t.breaker.failed('mf_help')]).toEqual(['c', 'b']);
  });

  it('a version that does not answer within the timeout is a failed try', async () => {
    jest.useFakeTimers();
    try {
      const t = setup({ c: () => new Promise(() => undefined), b: () => Promise.resolve('module b') });
      const loading = t.load(plan('c', 'b'));
      await jest.advanceTimersByTimeAsync(1000);
      await expect(loading).resolves.toMatchObject({ version: 'b' });
      expect(console.error).toHaveBeenCalledWith('[shell] loading mf_help/app@c failed', new Error('mf_help/app timed out after 1000 ms'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a plan with nothing to try loads nothing', async () => {
    const t = setup({});
    await expect(t.load(plan())).rejects.toThrow('mf_help: no version with a recorded integrity to load');
    expect(t.log).toEqual([]);
  });

  it('a parcel that failed to mount trips its version', () => {
    const t = setup({});
    t.fallback.mountFailed('mf_help', 'b');
    expect([...t.breaker.failed('mf_help')]).toEqual(['b']);
  });
});
