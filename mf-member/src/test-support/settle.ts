import { act } from '@testing-library/react';

/** Event-loop turns a page needs for a chain of answers to land (an answer, the read it invalidates, its answer). */
const TURNS = 4;

/**
 * Lets what a page asked land on screen. The fake api answers in microtasks; TanStack Query tells a read's
 * components a macrotask later (its notify scheduler is a zero timeout), so one await is not enough: a few
 * turns of the event loop, each inside act. No clock is waited on.
 */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < TURNS; turn++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
