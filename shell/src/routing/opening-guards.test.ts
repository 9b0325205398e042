import type { RouteDef } from '@site/shared';
import { OpeningGuards } from './opening-guards';
import type { GuardResult, GuardTarget } from './guards';

const def = (name: string): RouteDef => ({ name, path: `/${name}`, owner: 'shell', meta: {} });
const target = (name: string, pathname = `/${name}`): GuardTarget => ({ def: def(name), pathname, params: {} });

function deferred() {
  let resolve!: (r: GuardResult) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<GuardResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('OpeningGuards (the first route, decided before the page tree renders)', () => {
  it('hands the run to the same route at the same path, the same object each time, with its result once decided', async () => {
    const opening = new OpeningGuards();
    const d = deferred();
    const asked: GuardTarget[] = [];
    opening.begin(target('userinfo', '/mine/userinfo'), (t) => {
      asked.push(t);
      return d.promise;
    });
    expect(asked).toHaveLength(1);
    const run = opening.of(def('userinfo'), '/mine/userinfo');
    expect(run).toBeDefined();
    expect(opening.of(def('userinfo'), '/mine/userinfo')).toBe(run);
    expect(run!.result()).toBeUndefined();
    d.resolve({ kind: 'next' });
    await expect(run!.decided).resolves.toEqual({ kind: 'next' });
    expect(run!.result()).toEqual({ kind: 'next' });
  });

  it('hands nothing to another route or another path: that view runs its own guards', () => {
    const opening = new OpeningGuards();
    expect(opening.of(def('home'), '/home')).toBeUndefined();
    opening.begin(target('venueList', '/game/egame'), () => Promise.resolve({ kind: 'next' }));
    expect(opening.of(def('notFound'), '/game/egame')).toBeUndefined();
    expect(opening.of(def('venueList'), '/game/realbet')).toBeUndefined();
  });

  it('a redirect is a result like any other (the view navigates); failed guards leave no result and reject for the view to report', async () => {
    const opening = new OpeningGuards();
    opening.begin(target('userinfo'), () => Promise.resolve({ kind: 'redirect', to: '/home' }));
    const run = opening.of(def('userinfo'), '/userinfo')!;
    await run.decided;
    expect(run.result()).toEqual({ kind: 'redirect', to: '/home' });

    const failing = new OpeningGuards();
    const d = deferred();
    failing.begin(target('wallet'), () => d.promise);
    d.reject(new Error('guard broke'));
    const failed = failing.of(def('wallet'), '/wallet')!;
    await expect(failed.decided).rejects.toThrow('guard broke');
    expect(failed.result()).toBeUndefined();
  });
});
