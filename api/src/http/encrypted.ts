import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  decryptText,
  ENCRYPTED_FIELD,
  encryptText,
  fail,
  OBFUSCATED_PREFIX,
  readObfuscatedPath,
  REPLAY_WINDOW_MS,
  ResponseCode,
  type Envelope,
} from '@site/shared';
import { readSiteConfig } from '../modules/site/site-config';
import { servicesOf } from '../services';
import { contractAt, runContract } from './contract-route';
import { localizeEnvelope } from './language';
import { rateLimitConfig } from './rate-limits';
import { ILLEGAL_REQUEST, signatureProblem } from './signer';

const illegal = () => fail(ResponseCode.ILLEGAL_PARAMETER, ILLEGAL_REQUEST);

/**
 * Encryption mode of spec §7: POST `${OBFUSCATED_PREFIX}/<segment>` with { p: encryptText(JSON) }.
 * The segment names the real path and the time it was made (inside the replay window, else
 * 6008); the contract registered there runs exactly as on its plain path (same signer, XSRF,
 * auth and schema checks) and the envelope goes back as { p: encryptText(JSON) }. When the
 * segment is not ours the answer is a plain 6008 envelope; any later failure is encrypted.
 * While the site's `encrypt` flag is off the route does not exist: 404 (the not-found answer).
 */
export function installEncryptedRoute(app: FastifyInstance): void {
  // The answer is in the client's language before it is sealed, as its contract's plain path would answer it.
  const seal = (envelope: Envelope, req: FastifyRequest, path?: string) => ({
    [ENCRYPTED_FIELD]: encryptText(JSON.stringify(localizeEnvelope(req, envelope, path))),
  });
  const readable = (segment: unknown) => typeof segment === 'string' && readObfuscatedPath(segment) !== null;

  const url = `${OBFUSCATED_PREFIX}/:segment`;
  app.route({
    method: 'POST',
    url,
    bodyLimit: servicesOf(app).limits.encryptedBodyBytes,
    config: rateLimitConfig(url),
    // Before the body is read: with encryption off there is nothing here.
    onRequest: async (_req, reply) => {
      const { store } = servicesOf(app);
      if (!(await readSiteConfig(store.db)).flags.encrypt) return reply.callNotFound();
    },
    // A body that is not even JSON is an illegal request here, not a bad parameter.
    errorHandler: (error: { statusCode?: number; message: string }, req, reply) => {
      const segment = (req.params as { segment?: unknown }).segment;
      const status = error.statusCode ?? 500;
      if (status >= 500) req.log.error(error, 'unhandled error');
      else req.log.info({ err: error.message }, 'unreadable encrypted request');
      const envelope = status >= 500 ? fail(ResponseCode.SERVER_ERROR, '服务器开了点小差，请稍后重试') : illegal();
      return reply.status(200).send(readable(segment) ? seal(envelope, req) : envelope);
    },
    handler: async (req, reply) => {
      const { now } = servicesOf(app);
      const target = readObfuscatedPath((req.params as { segment: string }).segment);
      if (!target) return illegal();
      if (signatureProblem(req, now()) !== null || Math.abs(now() - target.time) > REPLAY_WINDOW_MS) return seal(illegal(), req);
      const entry = contractAt(app, target.path);
      if (!entry) return seal(fail(ResponseCode.NOT_FOUND, '数据未找到'), req);
      const body = req.body as Record<string, unknown> | null;
      const cipher = body && typeof body === 'object' ? body[ENCRYPTED_FIELD] : undefined;
      const plain = typeof cipher === 'string' ? decryptText(cipher) : null;
      if (plain === null) return seal(illegal(), req);
      let raw: unknown;
      try {
        raw = JSON.parse(plain);
      } catch {
        return seal(illegal(), req);
      }
      return seal(await runContract(app, entry, raw, req, reply), req, target.path);
    },
  });
}
