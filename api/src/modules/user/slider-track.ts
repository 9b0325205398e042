import { sliderOutputSchema, type SliderOutput } from '@site/shared';

/**
 * Whether a slider answer looks like a person's drag (pure rules, one table). The answer is the
 * piece's final x and the track of the drag ([x, ms since the drag began] per move or key press).
 */
export const TRACK_RULES = {
  /** ± px between the final x and the gap. */
  tolerance: 6,
  /** A person needs this long from seeing the puzzle to letting go (server clock, since issue). */
  minSolveMs: 400,
  /** At least this many track points (pointer moves or key presses). */
  minPoints: 3,
  /** The drag starts near the left rest position (px). */
  startWithin: 12,
  /** The last point is the final x (px). */
  endWithin: 2,
  /** No single step jumps further than this share of the way. */
  maxStepShare: 0.9,
} as const;

export type TrackProblem = 'unreadable' | 'position' | 'too-fast' | 'too-few-points' | 'time-order' | 'start' | 'end' | 'jump';

/** The answer's JSON, or null when it is not a slider output. */
export function readSliderOutput(text: string): SliderOutput | null {
  try {
    const parsed = sliderOutputSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The first rule the answer breaks, or null when it passes. gapX is the real gap; solveMs the time since issue. */
export function trackProblem(answer: SliderOutput | null, gapX: number, solveMs: number): TrackProblem | null {
  if (answer === null) return 'unreadable';
  if (Math.abs(answer.x - gapX) > TRACK_RULES.tolerance) return 'position';
  if (solveMs < TRACK_RULES.minSolveMs) return 'too-fast';
  const { track } = answer;
  if (track.length < TRACK_RULES.minPoints) return 'too-few-points';
  for (let i = 1; i < track.length; i++) if (track[i]![1] < track[i - 1]![1]) return 'time-order';
  const [first, last] = [track[0]!, track[track.length - 1]!];
  if (Math.abs(first[0]) > TRACK_RULES.startWithin) return 'start';
  if (Math.abs(last[0] - answer.x) > TRACK_RULES.endWithin) return 'end';
  const way = Math.max(1, Math.abs(answer.x));
  for (let i = 1; i < track.length; i++) if (Math.abs(track[i]![0] - track[i - 1]![0]) > way * TRACK_RULES.maxStepShare) return 'jump';
  return null;
}
