import type { FastifyInstance } from 'fastify';
import type { TopicData } from '@site/shared';
import type { Db } from '../../db';
import { liveOf } from '../../live/install-live';
import { servicesOf } from '../../services';
import { latestStage } from './withdraw-stages';

/**
 * The live push of the withdrawal tracker (topic 'withdrawal', key the member id): the member's latest stage, once its
 * transaction committed; the page reads its orders again on it. A push after an unrelated money movement repeats the
 * latest stage, which changes nothing on the page.
 */
export async function withdrawalEvent(db: Db, memberId: number): Promise<TopicData['withdrawal'] | null> {
  return latestStage(db, memberId);
}

export async function announceWithdrawal(app: FastifyInstance, memberId: number): Promise<void> {
  const event = await withdrawalEvent(servicesOf(app).store.db, memberId);
  if (event) await liveOf(app).publish('withdrawal', String(memberId), event);
}
