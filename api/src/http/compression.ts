import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Below this size a response goes out as it is: compressing it saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli quality for on-the-fly responses (11 is for the build-time copies, too slow per request). */
const ON_THE_FLY_BROTLI_QUALITY = 4;

/**
 * On-the-fly brotli/gzip (negotiated by Accept-Encoding, Vary: Accept-Encoding) for every route
 * registered after it: api envelopes, the registry, index.html. Static files that were precompressed
 * at build/deploy time go out as their .br/.gz copy and are left alone (they already carry a
 * content-encoding). Register it before the routes.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
  });
}
