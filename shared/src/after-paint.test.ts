/** @jest-environment jsdom */
import { afterPaint, afterShown } from './after-paint';

describe('afterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the next frame, in a task of its own, once', () => {
    const ran = jest.fn();
    afterPaint(ran);
    expect(ran).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    expect(ran).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(ran).toHaveBeenCalledTimes(1);
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('a cancel before the frame or before the task runs nothing', () => {
    const early = jest.fn();
    afterPaint(early)();
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(early).not.toHaveBeenCalled();

    const late = jest.fn();
    const cancel = afterPaint(late);
    jest.advanceTimersToNextFrame();
    cancel();
    jest.runOnlyPendingTimers();
    expect(late).not.toHaveBeenCalled();
  });
});

/** Chromium's PerformanceObserver as far as Element Timing goes: entries of the observed type, buffered ones on observe. */
class ElementObserver {
  static readonly supportedEntryTypes = ['element', 'largest-contentful-paint'];
  static readonly live = new Set<ElementObserver>();
  static readonly buffer: { entryType: string; identifier: string }[] = [];
  static present(identifier: string) {
    const entry = { entryType: 'element', identifier };
    ElementObserver.buffer.push(entry);
    for (const o of ElementObserver.live) o.callback({ getEntries: () => [entry] });
  }
  constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {}
  observe({ type, buffered }: { type: string; buffered?: boolean }) {
    if (type !== 'element') return;
    ElementObserver.live.add(this);
    const earlier = ElementObserver.buffer.filter((e) => e.entryType === type);
    if (buffered && earlier.length) queueMicrotask(() => this.callback({ getEntries: () => earlier }));
  }
  disconnect() {
    ElementObserver.live.delete(this);
  }
}

describe('afterShown', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    ElementObserver.buffer.length = 0;
    ElementObserver.live.clear();
    globalThis.PerformanceObserver = ElementObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.useRealTimers();
  });

  it('runs once the named element is on screen, in a task of its own, not for another element', () => {
    const ran = jest.fn();
    afterShown('head', ran);
    ElementObserver.present('banner');
    jest.advanceTimersByTime(10);
    expect(ran).not.toHaveBeenCalled();
    ElementObserver.present('head');
    expect(ran).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(ElementObserver.live.size).toBe(0);
    jest.advanceTimersByTime(5000);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('an element shown before it was asked (the buffered entry) counts', async () => {
    ElementObserver.present('head');
    const ran = jest.fn();
    afterShown('head', ran);
    await Promise.resolve();
    jest.advanceTimersByTime(0);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('runs after waitMs when the browser reports nothing (an element outside the viewport), and a cancel runs nothing', () => {
    const late = jest.fn();
    afterShown('head', late, 800);
    jest.advanceTimersByTime(799);
    expect(late).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(late).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    afterShown('head', cancelled)();
    ElementObserver.present('head');
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('without Element Timing, after the next frame has painted', () => {
    globalThis.PerformanceObserver = original;
    const ran = jest.fn();
    afterShown('head', ran);
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
