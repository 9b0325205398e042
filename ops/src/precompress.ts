import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Files the browser fetches as text: scripts, styles, JSON (manifests), HTML, SVG. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.txt', '.map']);
/** Smaller files go out raw (the same threshold as the api's on-the-fly compression). */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** The precompressed copies, written beside the original (what @fastify/static's preCompressed looks for). */
export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

/** Whether a file of this name and size gets .br/.gz copies. */
export function shouldPrecompress(fileName: string, size: number): boolean {
  if (PRECOMPRESSED_SUFFIXES.some((s) => fileName.endsWith(s))) return false;
  return COMPRESSIBLE.has(path.extname(fileName).toLowerCase()) && size >= PRECOMPRESS_MIN_BYTES;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : e.isFile() ? [full] : [];
  });
}

/** Writes the .br (brotli, quality 11) and .gz (gzip -9) copies of one file. */
function compress(file: string, body: Buffer): void {
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
}

function precompress(dir: string, onlyMissing: boolean): string[] {
  const done: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!shouldPrecompress(path.basename(file), fs.statSync(file).size)) continue;
    if (onlyMissing && PRECOMPRESSED_SUFFIXES.every((s) => fs.existsSync(`${file}${s}`))) continue;
    compress(file, fs.readFileSync(file));
    done.push(file);
  }
  return done;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible file of
 * `dir` above the threshold. Run on a folder before it goes live (a remote's build before it enters the
 * build cache, the shell's dist after its build). Returns the files compressed.
 */
export function precompressDir(dir: string): string[] {
  return precompress(dir, false);
}

/**
 * The same for the files of `dir` that have no copies yet: a CDN version copied from the build cache
 * already carries them (compressing a remote at quality 11 costs seconds of CPU, once per build, not once
 * per data folder it is published into); a build from before the cache held them gets them here.
 */
export function precompressMissing(dir: string): string[] {
  return precompress(dir, true);
}
