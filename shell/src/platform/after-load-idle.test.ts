import { afterLoadIdle, type IdleEnv } from './after-load-idle';

function env(loaded: boolean) {
  const log: string[] = [];
  let onLoad: (() => void) | null = null;
  let onIdle: (() => void) | null = null;
  const e: IdleEnv = {
    loaded: () => loaded,
    onLoad: (run) => {
      log.push('wait for load');
      onLoad = run;
    },
    onIdle: (run) => {
      log.push('wait for idle');
      onIdle = run;
    },
  };
  return { e, log, load: () => onLoad?.(), idle: () => onIdle?.() };
}

describe('afterLoadIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const { e, log, load, idle } = env(false);
    const run = jest.fn();
    afterLoadIdle(run, e);
    expect(log).toEqual(['wait for load']);
    load();
    expect(log).toEqual(['wait for load', 'wait for idle']);
    expect(run).not.toHaveBeenCalled();
    idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded already, waits for idle only', () => {
    const { e, log, idle } = env(true);
    const run = jest.fn();
    afterLoadIdle(run, e);
    expect(log).toEqual(['wait for idle']);
    idle();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
