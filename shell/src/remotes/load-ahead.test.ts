import { EXPOSED } from '@site/kit';
import { LoadAhead } from './load-ahead';

const id = EXPOSED.mf_help.app;

describe('LoadAhead (loads begun before their area asks)', () => {
  it('begins one load per module; the area takes it over once, and it is told as come until then', async () => {
    const ahead = new LoadAhead<string>();
    let loads = 0;
    const load = () => Promise.resolve(`load ${++loads}`);
    ahead.begin(id, load);
    ahead.begin(id, load);
    expect(loads).toBe(1);
    expect(ahead.cameOf(id)).toBeUndefined();
    await Promise.resolve();
    expect(ahead.cameOf(id)).toBe('load 1');
    await expect(ahead.take(id)).resolves.toBe('load 1');
    expect(ahead.cameOf(id)).toBeUndefined();
    expect(ahead.take(id)).toBeUndefined();
  });

  it('a load taken over before it came is never told as come', async () => {
    const ahead = new LoadAhead<string>();
    ahead.begin(id, () => Promise.resolve('in'));
    await ahead.take(id);
    expect(ahead.cameOf(id)).toBeUndefined();
  });

  it('a load that failed before the area asked is forgotten: the area loads afresh, and a new one can begin', async () => {
    const ahead = new LoadAhead<string>();
    const failing = Promise.reject(new Error('entry failed'));
    ahead.begin(id, () => failing);
    // LoadAhead's own handler was attached first, so it has run once this one has.
    await failing.catch(() => undefined);
    expect(ahead.take(id)).toBeUndefined();
    ahead.begin(id, () => Promise.resolve('again'));
    await expect(ahead.take(id)).resolves.toBe('again');
  });
});
