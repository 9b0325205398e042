import { FIRST_TAP_EVENTS, FirstTapGate, type FirstTapEnv } from './first-tap-gate';

/** A page to tap on (a real EventTarget) whose frames paint when the test says. */
function page(deferring = true) {
  const target = new EventTarget();
  const frames: Array<() => void> = [];
  const env: FirstTapEnv = {
    target,
    deferring,
    afterPaint: (run) => {
      frames.push(run);
      return () => frames.splice(frames.indexOf(run), 1);
    },
  };
  return { env, target, paint: () => frames.splice(0).forEach((run) => run()) };
}

describe('the first-tap gate', () => {
  it('runs what waits on it only after the paint that follows the first tap', () => {
    const { env, target, paint } = page();
    const gate = new FirstTapGate(env);
    gate.start();
    const ran: string[] = [];
    gate.whenOpen(() => ran.push('chat'));
    expect(ran).toEqual([]);
    target.dispatchEvent(new Event('pointerdown'));
    expect(gate.isOpen).toBe(false);
    paint();
    expect(gate.isOpen).toBe(true);
    expect(ran).toEqual(['chat']);
    gate.whenOpen(() => ran.push('tracker'));
    expect(ran).toEqual(['chat', 'tracker']);
  });

  it('opens on a key too, once: a second tap runs nothing again', () => {
    expect(FIRST_TAP_EVENTS).toEqual(['pointerdown', 'keydown']);
    const { env, target, paint } = page();
    const gate = new FirstTapGate(env);
    gate.start();
    let runs = 0;
    gate.whenOpen(() => (runs += 1));
    target.dispatchEvent(new Event('keydown'));
    paint();
    target.dispatchEvent(new Event('pointerdown'));
    paint();
    expect(runs).toBe(1);
  });

  it('runs nothing for a page left before its first tap, nor what was cancelled', () => {
    const { env, target, paint } = page();
    const gate = new FirstTapGate(env);
    const stop = gate.start();
    let runs = 0;
    const cancel = gate.whenOpen(() => (runs += 1));
    cancel();
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    paint();
    expect(gate.isOpen).toBe(false);
    expect(runs).toBe(0);
  });

  it('defers nothing in a build made without the plan’s sports-after-first-tap', () => {
    const gate = new FirstTapGate(page(false).env);
    let runs = 0;
    gate.whenOpen(() => (runs += 1));
    expect(gate.isOpen).toBe(true);
    expect(runs).toBe(1);
  });
});
