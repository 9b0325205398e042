import { z } from '@site/shared/zod';
import { defineStoredValue } from '@site/shared';

/** crty's session is defined once in shared (both remotes keep it). */
export { sportVenueSession } from '@site/shared';

/**
 * What a venue entry keeps for the page it opens (spec §4: "store the data"), in this remote's own
 * storage namespace, so a reload of the frame page still finds it.
 */

/** An http venue url opened in the in-site frame /game/{info} (info = enName), with the name its header shows (the launch's title). */
export const gameFrameEntry = defineStoredValue({
  key: 'gameFrame',
  schema: z.object({ enName: z.string().max(20), title: z.string().max(100), url: z.string().max(4000) }).nullable(),
  fallback: null,
});

/** The provider's launch document rendered by the slot frame pages /pg/game and /dz/game, with the name the header shows. */
export const slotLaunchDocument = defineStoredValue({
  key: 'slotDocument',
  schema: z.object({ enName: z.string().max(20), title: z.string().max(100), document: z.string().max(200_000) }).nullable(),
  fallback: null,
});
