/** @jest-environment jsdom */
import { afterPaint } from './after-paint';

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
