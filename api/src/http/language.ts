import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as OpenCC from 'opencc-js';
import { getFeedBackList, getFeedbackInfo, languageOfAccept, readEnvelope, withTaiwanTerms, type Language } from '@site/shared';

/**
 * The api answers in the client's language at one place: its texts (messages, names, rules, prizes, periods…)
 * are written in zh-CN (the source) and every answer for a zh-TW client is converted on its way out (opencc
 * cn → twp plus the reviewed Taiwan terms of @site/shared, the same derivation as the catalogs). The signer
 * sends the chosen language as Accept-Language; the live socket names it in its handshake.
 */
/** How many converted texts are kept: the api's texts are a bounded set (messages, catalogue names, board names); anything past this is converted anew. */
const MEMO_LIMIT = 20_000;
/** Longer texts (a provider page, its script, a letter) are converted each time rather than kept: they may carry a token and never repeat. */
const MEMO_TEXT_MAX = 500;

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
    if (this.memo.size < MEMO_LIMIT && text.length <= MEMO_TEXT_MAX) this.memo.set(text, out);
    return out;
  }
}
const taiwan = new TaiwanText();

/** A zh-CN text as zh-TW (opencc cn → twp, then the reviewed Taiwan terms). */
export const toTaiwan = (text: string): string => taiwan.of(text);

/** Only a text with a Han character can change: codes, ids, tokens, hashes, signatures, urls and numbers never do. */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Fields that hold what a member typed, shown back as typed (never converted): a real name or card holder (a
 * person's legal name is written one way), a chat line (`msg`) and who sent it (`from`), the alias a member gave
 * an address, a member's name.
 */
const MEMBER_TEXT_KEYS: ReadonlySet<string> = new Set(['realName', 'holder', 'msg', 'from', 'alias', 'memberName']);

/** Answers where a field of a common name is the member's own text: a feedback's `content` is what the member wrote (the site's `reply` is converted). */
const MEMBER_TEXT_BY_PATH: Readonly<Record<string, ReadonlySet<string>>> = {
  [getFeedBackList.path]: new Set(['content']),
  [getFeedbackInfo.path]: new Set(['content']),
};

const isPlainObject = (v: object): v is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** `value` with every api text in it as zh-TW (deeply; member-typed fields kept); the value itself is never changed. */
function taiwanDeep(value: unknown, keep: ReadonlySet<string> | undefined): unknown {
  if (typeof value === 'string') return HAN.test(value) ? toTaiwan(value) : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = taiwanDeep(item, keep);
      if (next !== item) (out ??= value.slice())[i] = next;
    });
    return out ?? value;
  }
  if (!isPlainObject(value)) return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    if (MEMBER_TEXT_KEYS.has(key) || keep?.has(key)) continue;
    const next = taiwanDeep(item, keep);
    if (next !== item) (out ??= { ...value })[key] = next;
  }
  return out ?? value;
}

/**
 * `value` (an answer's data, a live frame) in `language`: unchanged for zh-CN; for zh-TW every text holding a
 * Han character is converted, except what a member typed (MEMBER_TEXT_KEYS, and MEMBER_TEXT_BY_PATH for `path`).
 */
export function inLanguageOf<T>(language: Language, value: T, path?: string): T {
  if (language !== 'zh-TW') return value;
  return taiwanDeep(value, path === undefined ? undefined : MEMBER_TEXT_BY_PATH[path]) as T;
}

/** The language the request asks for (Accept-Language; zh-CN when absent or another). */
export function languageOf(req: FastifyRequest): Language {
  const v = req.headers['accept-language'];
  return languageOfAccept(typeof v === 'string' ? v : undefined);
}

/** The contract path a request answers (an encrypted call names its own; see encrypted.ts). */
const pathOf = (req: FastifyRequest): string => req.routeOptions.url ?? req.url.split('?')[0] ?? '';

/**
 * An envelope (either form) in the request's language: its message and its data, deeply; anything else unchanged.
 * `path` is the contract answered (by default the request's route).
 */
export function localizeEnvelope<T>(req: FastifyRequest, payload: T, path: string = pathOf(req)): T {
  if (languageOf(req) !== 'zh-TW' || !payload || typeof payload !== 'object' || readEnvelope(payload) === null) return payload;
  return inLanguageOf('zh-TW', payload, path);
}

/** Every envelope the api sends (contracts, errors, dev switches) leaves in the client's language. */
export function installLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', (req, _reply, payload, done) => done(null, localizeEnvelope(req, payload)));
}
