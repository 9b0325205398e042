import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResponseCode, SiteError, UPLOAD_FIELD, UPLOAD_FILES_PREFIX, UPLOAD_MAX_BYTES, UPLOAD_MSG, uploadImage, type Contract } from '@site/shared';
import { runContract, servedThroughOwnRoute, type Handler, type MemberContext } from '../../../../http/contract-route';
import { servicesOf } from '../../../../services';
import { keepUpload, sniffImage, uploadNamed } from '../../../upload/upload-files';

export interface UploadOptions {
  /** Where the files are kept: <DATA_DIR>/uploads. */
  dir: string;
}

/** The served file's headers: its own type only, never sniffed, never run (a CSP sandbox), private. */
export const SERVED_UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'content-disposition': 'inline',
  'cache-control': 'private, max-age=31536000, immutable',
  'cross-origin-resource-policy': 'same-origin',
} as const;

type Read = { bytes: Uint8Array } | { refused: string };

/** The one file of the form, read up to the size limit (one byte more is a refusal, not a 500). */
async function readFile(req: FastifyRequest): Promise<Read> {
  if (!req.isMultipart()) return { refused: UPLOAD_MSG.missing };
  try {
    const part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });
    if (!part || part.fieldname !== UPLOAD_FIELD) {
      part?.file.resume();
      return { refused: UPLOAD_MSG.missing };
    }
    return { bytes: await part.toBuffer() };
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { refused: UPLOAD_MSG.size };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return { refused: UPLOAD_MSG.one };
    req.log.info({ err: e }, 'unreadable upload');
    return { refused: UPLOAD_MSG.missing };
  }
}

/**
 * upload/uploadImage and the files it serves back. The call passes the contract pipeline like any
 * other (XSRF, request id, session: contract-route's runContract) once its file is read; the type
 * comes from the bytes (file-type), the name is random. GET /uploads/<name> serves a stored file
 * with the type recorded at upload, nosniff and a CSP sandbox.
 */
export function uploadModule(app: FastifyInstance, opts: UploadOptions): void {
  servedThroughOwnRoute(app, uploadImage);
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    scope.post(uploadImage.path, async (req, reply) => {
      const read = await readFile(req);
      const handler: Handler<typeof uploadImage, MemberContext> = async (_body, ctx) => {
        if ('refused' in read) throw new SiteError(ResponseCode.FILE_UPLOAD_FAILURE, read.refused);
        const sniffed = await sniffImage(read.bytes);
        if ('refused' in sniffed) throw new SiteError(ResponseCode.FILE_UPLOAD_FAILURE, sniffed.refused);
        const name = await keepUpload(ctx.db, opts.dir, ctx.memberId, sniffed.type, read.bytes, ctx.now);
        ctx.message = UPLOAD_MSG.uploaded;
        return { url: `${UPLOAD_FILES_PREFIX}${name}`, name };
      };
      const raw = { [UPLOAD_FIELD]: 'bytes' in read ? read.bytes : new Uint8Array() };
      return runContract(app, { contract: uploadImage as Contract, handler: handler as unknown as Handler<Contract> }, raw, req, reply);
    });
  });

  app.get(`${UPLOAD_FILES_PREFIX}:name`, async (req, reply) => {
    const { name } = req.params as { name: string };
    const { store } = servicesOf(app);
    const found = await uploadNamed(store.db, name);
    const bytes = found ? await fs.readFile(path.join(opts.dir, name)).catch(() => null) : null;
    if (!found || !bytes) return reply.code(404).type('text/plain; charset=utf-8').send('图片不存在');
    return reply.headers(SERVED_UPLOAD_HEADERS).type(found.mime).send(bytes);
  });
}
