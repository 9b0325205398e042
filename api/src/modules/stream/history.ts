import type { FastifyInstance } from 'fastify';
import { CHAT_TEXT, chatHistory, ResponseCode, SiteError } from '@site/shared';
import { route } from '../../http/contract-route';
import { historyOf, roomOf } from '../chat/chat-store';

/** /stream/api/v1/history: a chat room's first screen over HTTP, before the live socket's frames. */
export function chatHistoryModule(app: FastifyInstance): void {
  route(app, chatHistory, async (body, { db, now }) => {
    if (!(await roomOf(db, body.rid, now))) throw new SiteError(ResponseCode.NOT_FOUND, CHAT_TEXT.noRoom);
    return historyOf(db, body.rid, body.pageNum, body.pageSize);
  });
}
