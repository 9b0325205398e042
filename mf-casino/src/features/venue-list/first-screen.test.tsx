/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { REST_OF_ICONS_WAIT_MS, useFirstScreenIcons } from './first-screen';

describe("a list's icons: the first screen's first, the rest once those are in", () => {
  afterEach(() => jest.useRealTimers());

  it('holds the rest until every first-screen icon has loaded or failed', () => {
    const { result } = renderHook(() => useFirstScreenIcons('list-1', 3));
    expect(result.current.restShown).toBe(false);
    act(() => result.current.settled());
    act(() => result.current.settled());
    expect(result.current.restShown).toBe(false);
    act(() => result.current.settled());
    expect(result.current.restShown).toBe(true);
  });

  it('counts each list anew', () => {
    const { result, rerender } = renderHook(({ key }) => useFirstScreenIcons(key, 2), { initialProps: { key: 'page-1' } });
    act(() => result.current.settled());
    act(() => result.current.settled());
    expect(result.current.restShown).toBe(true);
    rerender({ key: 'page-2' });
    expect(result.current.restShown).toBe(false);
    act(() => result.current.settled());
    act(() => result.current.settled());
    expect(result.current.restShown).toBe(true);
  });

  it('a list with no first screen (loading, empty) holds nothing back', () => {
    const { result } = renderHook(() => useFirstScreenIcons('empty', 0));
    expect(result.current.restShown).toBe(true);
  });

  it('an icon whose load never comes holds the rest back no longer than REST_OF_ICONS_WAIT_MS', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useFirstScreenIcons('list-1', 8));
    act(() => jest.advanceTimersByTime(REST_OF_ICONS_WAIT_MS - 1));
    expect(result.current.restShown).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.restShown).toBe(true);
  });
});
