import type { AxiosAdapter, AxiosInstance, AxiosStatic } from 'axios';
import { readEnvelope } from '../envelope';
import { SiteError } from '../site-error';
import type { Contract, RequestOf, ResponseOf } from '../contract';
import { isPassedCode, type CallOptions, type HttpClient, type PassedCode } from '../platform';
import { HEADER } from '../signer-headers';
import { checkIdempotencyKey } from '../idempotency';
import { applyPolicy, applyTransportFailure, type PolicyEffects, type TransportFailure } from './error-policy';
import type { OpeningAnswers } from './opening-answers';
import { SessionCache } from './session-cache';
import { axiosChunk } from './axios-chunk';
import type { SignerContext } from './signed-headers';
import { readInSlices, type SlicedRead } from './answer-slices';

export const REQUEST_TIMEOUT_MS = 30_000;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface HttpDeps extends SignerContext {
  /** Encryption mode on (site flag encrypt and local safeSwitch not '0'). */
  encrypt(): boolean;
  effects: PolicyEffects & { transportMessage(reason: TransportFailure): string };
  /** The cookie string the XSRF token is read from (document.cookie in the browser). */
  cookie?(): string;
  /**
   * Resolves once the signer's inputs are ready (the shell's device fingerprint, read after the first
   * page has painted or at the first call, whichever comes first): every request waits for it, then is signed.
   */
  ready?(): Promise<void>;
  /**
   * The api's answers to a guest's first page (boot data): a guest's call that has one is answered from it,
   * read exactly as the network's answer would be, without loading axios or signing anything.
   */
  openingAnswers?: OpeningAnswers;
  /**
   * What a network answer waits for before it is read (the shell: nextTask): its parse, and what the caller does
   * with it, then come in a task of their own, not in the one that received it; an answer whose contract has slices
   * waits for it again before each slice of its list (a board's snapshot of a few hundred matches is a long parse
   * on a phone).
   */
  beforeRead?(): Promise<void>;
  /** For tests: an axios adapter in place of the network. */
  adapter?: AxiosAdapter;
  now?(): number;
}

/** The client with its session cache (the shell empties it on logout). */
export interface SiteHttp extends HttpClient {
  cache: SessionCache;
}

/** The transport chunk's parts (transport-chunk.ts): axios, the signed headers, the ciphers. */
type TransportParts = typeof import('./transport-chunk');

interface AxiosClient {
  lib: AxiosStatic;
  parts: TransportParts;
  instance: AxiosInstance;
}

/** The body of a multipart contract as a form: a Blob becomes a file part, anything else its text. */
function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'upload');
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

/** The one axios instance of a client: JSON, 30 s, 2xx, the XSRF cookie echoed, every request signed when it leaves. */
function signedInstance(axios: AxiosStatic, parts: TransportParts, deps: HttpDeps, now: () => number): AxiosInstance {
  const { signedHeaders, readXsrfCookie } = parts;
  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'content-type': 'application/json' },
    validateStatus: (s) => s >= 200 && s < 300,
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    withXSRFToken: true,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });
  instance.interceptors.request.use(async (config) => {
    await deps.ready?.();
    for (const [name, value] of Object.entries(signedHeaders(deps, now()))) config.headers.set(name, value);
    const cookie = deps.cookie?.() ?? (typeof document !== 'undefined' ? document.cookie : '');
    const xsrf = readXsrfCookie(cookie, XSRF_COOKIE);
    if (xsrf) config.headers.set(XSRF_HEADER, xsrf);
    return config;
  });
  return instance;
}

/**
 * The site's http client core, importable without the shell (remotes' tests build on it with a
 * fake adapter). The request signer (spec §3, §7): one axios instance, JSON bodies, 30 s timeout, success =
 * HTTP 200-299, XSRF cookie echoed, the signed headers on every request, optional encryption
 * with an obfuscated path, both envelopes read, codes mapped by the policy table (spec §8).
 */
export function createHttp(deps: HttpDeps): SiteHttp {
  const now = deps.now ?? Date.now;
  // axios comes with the first request, a chunk of its own: no page waits for it before its first render.
  // A chunk that did not come is asked for again by the next request.
  let client: Promise<AxiosClient> | null = null;
  const axiosReady = (): Promise<AxiosClient> =>
    (client ??= axiosChunk().then(
      (parts) => ({ lib: parts.default, parts, instance: signedInstance(parts.default, parts, deps, now) }),
      (e: unknown) => {
        client = null;
        throw e;
      },
    ));
  const cache = new SessionCache();

  async function transport(contract: Contract, body: unknown, options: CallOptions): Promise<unknown> {
    const encrypted = deps.encrypt() && contract.method === 'POST' && !contract.multipart;
    // The request id is per attempt (the interceptor); the idempotency key is per intent.
    const headers = options.idempotencyKey ? { [HEADER.idempotencyKey]: options.idempotencyKey } : {};
    let axios: AxiosStatic | undefined;
    try {
      const { lib, parts, instance } = await axiosReady();
      axios = lib;
      if (contract.multipart) {
        // axios leaves a FormData as it is under this content type; the browser then sets the boundary.
        const res = await instance.request({
          method: 'POST',
          url: contract.path,
          data: formDataOf(body),
          headers: { ...headers, 'content-type': 'multipart/form-data' },
        });
        return res.data;
      }
      if (encrypted) {
        const { url, data } = parts.encryptRequest(contract.path, body, now());
        const res = await instance.request({ method: 'POST', url, data, headers });
        return parts.decryptResponse(res.data);
      }
      const res = await instance.request({
        method: contract.method,
        url: contract.path,
        data: contract.method === 'POST' ? (body ?? {}) : undefined,
        params: contract.method === 'GET' ? body : undefined,
        headers,
      });
      return res.data;
    } catch (e) {
      console.error('[http]', contract.path, e);
      // Not an axios error (axios itself did not load): the network.
      const fromAxios = axios?.isAxiosError(e) ? e : undefined;
      const status = fromAxios?.response?.status;
      const reason: TransportFailure =
        fromAxios && (fromAxios.code === 'ECONNABORTED' || fromAxios.code === 'ETIMEDOUT') ? 'timeout' : status ? 'http' : 'network';
      throw applyTransportFailure({ reason, status }, options, deps.effects);
    }
  }

  /** The boot data's answer to a guest's call that only reads (a member's answers and money are never in it). */
  function openingAnswer(contract: Contract, body: unknown): unknown {
    if (!deps.openingAnswers || contract.auth || contract.movesMoney || contract.multipart || deps.token() !== '') return undefined;
    return deps.openingAnswers.take(deps.language?.() ?? '', contract.path, body, now());
  }

  /** An answer's data by its contract: a long list a slice per task where the contract has slices and reads wait for a task. */
  function readAnswer(contract: Contract, data: unknown): Promise<SlicedRead> | SlicedRead {
    if (contract.slices && deps.beforeRead) return readInSlices(contract.slices, data, deps.beforeRead);
    const read = contract.response.safeParse(data);
    return read.success ? { success: true, data: read.data } : { success: false, issues: read.error.issues };
  }

  async function send(contract: Contract, body: unknown, options: CallOptions): Promise<unknown> {
    const refusal = checkIdempotencyKey(contract, options.idempotencyKey);
    if (refusal) {
      // A caller bug, not a player's: logged, never sent, no toast.
      console.error('[http] refused before sending', contract.path, refusal.message);
      throw refusal;
    }
    const opening = openingAnswer(contract, body);
    const raw = opening ?? (await transport(contract, body, options));
    if (opening === undefined) await deps.beforeRead?.();
    const env = readEnvelope(raw);
    if (!env) {
      console.error('[http] unreadable answer', contract.path, raw);
      throw applyTransportFailure({ reason: 'unreadable' }, options, deps.effects);
    }
    const outcome = applyPolicy(env, options, deps.effects);
    if (outcome.kind === 'passed') return outcome.passed;
    if (outcome.kind === 'reject') throw outcome.error;
    const parsed = await readAnswer(contract, outcome.data);
    if (!parsed.success) {
      console.error('[http] answer breaks its contract', contract.path, parsed.issues);
      throw applyTransportFailure({ reason: 'unreadable' }, options, deps.effects);
    }
    return parsed.data;
  }

  function sendMaybeCached(contract: Contract, body: unknown, options: CallOptions): Promise<unknown> {
    if (!contract.sessionCache || contract.movesMoney) return send(contract, body, options);
    // One entry per language: the api's texts (title, SEO text) come back in the language asked for.
    return cache.get(`${deps.language?.() ?? ''}|${contract.path}`, body ?? {}, () => send(contract, body, options));
  }

  return {
    cache,
    async call<C extends Contract>(contract: C, body: RequestOf<C>, options: CallOptions = {}): Promise<ResponseOf<C>> {
      const out = await sendMaybeCached(contract, body, options);
      if (isPassedCode(out)) throw new SiteError(out.code, out.message, out.data);
      return out as ResponseOf<C>;
    },
    callWithCodes<C extends Contract>(contract: C, body: RequestOf<C>, options: CallOptions = {}): Promise<ResponseOf<C> | PassedCode> {
      return sendMaybeCached(contract, body, options) as Promise<ResponseOf<C> | PassedCode>;
    },
  };
}
