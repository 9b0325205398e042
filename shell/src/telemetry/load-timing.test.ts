import { LoadTry } from './load-timing';

describe('load timing', () => {
  it('a load that succeeds reports every phase, expose being the whole load; the mount follows', () => {
    const t = new LoadTry('mf_help', 'a', 'canary', 1000);
    t.pass('manifest', 1030);
    t.pass('entry', 1080);
    t.pass('init', 1090);
    expect(t.succeeded(1150).map((e) => `${e.phase}:${e.outcome}:${e.ms}`)).toEqual(['manifest:ok:30', 'entry:ok:80', 'init:ok:90', 'expose:ok:150']);
    expect(t.mounted('ok', 1200)).toEqual({ kind: 'load', remote: 'mf_help', version: 'a', cohort: 'canary', phase: 'mount', outcome: 'ok', ms: 200 });
  });

  it('a load that fails reports the phases passed and an error in the first one not passed', () => {
    const t = new LoadTry('mf_help', 'b', 'stable', 0);
    t.pass('manifest', 10);
    expect(t.failed(15000).map((e) => `${e.phase}:${e.outcome}:${e.ms}`)).toEqual(['manifest:ok:10', 'entry:error:15000']);
    expect(new LoadTry('mf_help', 'b', 'stable', 0).failed(5).map((e) => e.phase)).toEqual(['manifest']);
  });

  it("a try's mount is told once: a parcel that failed while mounting is not told as mounted when its mount resolves", () => {
    const t = new LoadTry('mf_help', 'c', 'canary', 0);
    expect(t.mounted('error', 40)).toMatchObject({ phase: 'mount', outcome: 'error', ms: 40 });
    expect(t.mounted('ok', 60)).toBeNull();
  });
});
