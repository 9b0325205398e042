import { ResponseCode } from '@site/shared';

/** The message of a failed call, for the form. */
export function messageOf(e: unknown, fallback: string): string {
  const m = (e as { message?: unknown })?.message;
  return typeof m === 'string' && m !== '' ? m : fallback;
}

/** 6066: a code went to that target less than 60 s ago; the seconds to wait, when the api says. */
export function resendAfterOf(e: unknown): number | null {
  const err = e as { code?: unknown; data?: unknown };
  if (err?.code !== ResponseCode.SIXTY_SECOND_LIMIT) return null;
  const after = (err.data as { resendAfter?: unknown } | null)?.resendAfter;
  return typeof after === 'number' && after > 0 ? after : 60;
}
