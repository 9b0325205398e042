import type { z } from '@site/shared/zod';
import { sportVenueSessionSchema } from '@site/shared';

export type SportVenueSession = z.infer<typeof sportVenueSessionSchema>;

/**
 * The venue token of a sport venue session (spec §3: the uid query parameter of its url, e.g.
 * '/provider/sport/?uid=…'); null when the url carries none (the page then says
 * '数据错误，请重新进入游戏').
 */
export function uidOf(session: SportVenueSession): string | null {
  try {
    const uid = new URL(session.url, 'http://venue.invalid').searchParams.get('uid');
    return uid && uid.length <= 200 ? uid : null;
  } catch {
    return null;
  }
}

/** A hand-over from venue entry, if it is a sport venue session. */
export function sessionOf(handover: unknown): SportVenueSession | null {
  const parsed = sportVenueSessionSchema.safeParse(handover);
  return parsed.success ? parsed.data : null;
}
