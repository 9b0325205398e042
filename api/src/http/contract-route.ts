import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok, ResponseCode, SiteError, type Contract, type ResponseOf } from '@site/shared';
import type { z } from 'zod';

export interface HandlerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}
export type Handler<C extends Contract> = (body: z.output<C['request']>, ctx: HandlerContext) => ResponseOf<C> | Promise<ResponseOf<C>>;

/** The first issue's message: contracts carry the spec's Chinese messages; zod's own become a generic one. */
export function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数错误';
  return /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : `请求参数错误：${issue.path.join('.') || '请求体'}`;
}

/**
 * Registers a handler from its contract: the body is parsed by the contract's request schema
 * (failure → 6007 with a Chinese message), the result is checked against the response schema,
 * and everything leaves in the spec envelope. Thrown SiteErrors become their own code.
 */
export function route<C extends Contract>(app: FastifyInstance, contract: C, handler: Handler<C>): void {
  app.route({
    method: contract.method,
    url: contract.path,
    config: { contract },
    handler: async (req, reply) => {
      const raw = contract.method === 'GET' ? (req.query ?? {}) : (req.body ?? {});
      const parsed = contract.request.safeParse(raw);
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      try {
        const data = await handler(parsed.data as z.output<C["request"]>, { req, reply });
        const checked = contract.response.safeParse(data);
        if (!checked.success) {
          req.log.error({ path: contract.path, issues: checked.error.issues }, 'response breaks its contract');
          return fail(ResponseCode.SERVER_ERROR, '服务器开了点小差，请稍后重试');
        }
        return ok(checked.data);
      } catch (e) {
        if (e instanceof SiteError) return fail(e.code, e.message, e.data);
        throw e;
      }
    },
  });
}
