import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as OpenCC from 'opencc-js';
import { languageOfAccept, readEnvelope, withTaiwanTerms, type Language } from '@site/shared';

/**
 * The api answers in the client's language: its messages are written in zh-CN (the source) and
 * converted for a zh-TW client (opencc cn → twp plus the reviewed Taiwan terms of @site/shared,
 * the same derivation as the catalogs). The signer sends the chosen language as Accept-Language.
 */
/** How many converted texts are kept: the api's messages are a small fixed set; anything past this is converted anew. */
const MEMO_LIMIT = 5000;

/**
 * zh-CN texts as zh-TW. The converter is built on the first zh-TW text: building its dictionaries takes about half a
 * second, which a process that only ever answers zh-CN (most test files, an api before its first zh-TW player) never
 * pays. Its answers are memoised.
 */
class TaiwanText {
  private convert: ((text: string) => string) | undefined;
  private readonly memo = new Map<string, string>();

  of(text: string): string {
    const hit = this.memo.get(text);
    if (hit !== undefined) return hit;
    this.convert ??= OpenCC.Converter({ from: 'cn', to: 'twp' });
    const out = withTaiwanTerms(this.convert(text));
    if (this.memo.size < MEMO_LIMIT) this.memo.set(text, out);
    return out;
  }
}
const taiwan = new TaiwanText();

/** A zh-CN text as zh-TW (opencc cn → twp, then the reviewed Taiwan terms). */
export const toTaiwan = (text: string): string => taiwan.of(text);

/** The language the request asks for (Accept-Language; zh-CN when absent or another). */
export function languageOf(req: FastifyRequest): Language {
  const v = req.headers['accept-language'];
  return languageOfAccept(typeof v === 'string' ? v : undefined);
}

/** A zh-CN text in the request's language. */
export function inLanguage(req: FastifyRequest, text: string): string {
  return languageOf(req) === 'zh-TW' ? toTaiwan(text) : text;
}

/** An envelope (either form) with its message in the request's language; anything else unchanged. */
export function localizeEnvelope<T>(req: FastifyRequest, payload: T): T {
  if (languageOf(req) !== 'zh-TW' || !payload || typeof payload !== 'object' || readEnvelope(payload) === null) return payload;
  const message = (payload as { message?: unknown }).message;
  return typeof message === 'string' ? { ...payload, message: toTaiwan(message) } : payload;
}

/** Every envelope the api sends (contracts, errors, dev switches) leaves in the client's language. */
export function installLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', (req, _reply, payload, done) => done(null, localizeEnvelope(req, payload)));
}
