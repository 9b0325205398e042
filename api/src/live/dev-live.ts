import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, liveTopicSchema, ok, ResponseCode, topicKeySchema } from '@site/shared';
import { liveOf } from './install-live';

const publishBody = z.object({ topic: liveTopicSchema, key: topicKeySchema, data: z.unknown() }).strict();

/**
 * Dev-only live switches (registered only in dev mode, like /dev/*):
 *   GET  /dev/live/sockets   this instance's sockets, their login and subscriptions
 *   POST /dev/live/drop      drop every socket of this instance (clients reconnect after 5 s)
 *   POST /dev/live/publish { topic, key, data }  publish through the hub (every instance)
 */
export function devLiveModule(app: FastifyInstance): void {
  app.get('/dev/live/sockets', async () => ok(liveOf(app).sockets()));
  app.post('/dev/live/drop', async () => ok({ dropped: liveOf(app).dropAll() }));
  app.post('/dev/live/publish', async (req) => {
    const parsed = publishBody.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, '请提供 topic、key 和 data');
    const sent = await liveOf(app).publish(parsed.data.topic, parsed.data.key, parsed.data.data as never);
    return sent ? ok(null) : fail(ResponseCode.INVALID_PARAMETER, `data 不符合主题 ${parsed.data.topic} 的格式`);
  });
}
