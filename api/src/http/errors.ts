import type { FastifyInstance } from 'fastify';
import { fail, ResponseCode } from '@site/shared';
import { RATE_LIMITED, RATE_LIMITED_CODE } from './rate-limits';

/** Nothing leaves as a bare 500 or an HTML page: every failure is an envelope with a Chinese message. */
export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, req, reply) => {
    const status = error.statusCode ?? 500;
    if (error.code === RATE_LIMITED_CODE) return reply.status(200).send(fail(ResponseCode.FREQUENT_SUBMISSION, RATE_LIMITED));
    if (status < 500) {
      req.log.info({ err: error.message, code: error.code }, 'bad request');
      const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? '请求体过大' : '请求参数错误';
      return reply.status(200).send(fail(ResponseCode.INVALID_PARAMETER, message));
    }
    req.log.error(error, 'unhandled error');
    return reply.status(200).send(fail(ResponseCode.SERVER_ERROR, '服务器开了点小差，请稍后重试'));
  });
}
