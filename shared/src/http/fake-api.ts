import type { AxiosAdapter } from 'axios';
import { fail, ok, readEnvelope, ResponseCode } from '../envelope';

/** A handler of the fake api: the data of a 6000 answer, or an envelope (fail(code, message, data)), or a Promise of either. */
export type FakeApiHandler = (body: Record<string, unknown>) => unknown;
export interface FakeApiCall {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * For tests of the shell and the remotes: an axios adapter standing in for the api under the
 * real client (createHttp), so codes, passCodes and errors behave exactly as on the site. The
 * request's path picks a handler; its result is answered as the api answers (an envelope as it
 * is, anything else as ok(data)); a path without a handler answers 6004 like the api's
 * not-found route. Every request is recorded in `calls`.
 */
export function fakeApi(routes: Record<string, FakeApiHandler>): { adapter: AxiosAdapter; calls: FakeApiCall[] } {
  const calls: FakeApiCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? {})) as Record<string, unknown>;
    const headers = Object.fromEntries(Object.entries(config.headers?.toJSON?.() ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    calls.push({ path, body, headers });
    const handler = routes[path];
    // A handler may answer later (a Promise), as the api does.
    const out: unknown = handler ? await handler(body) : fail(ResponseCode.NOT_FOUND, `没有这个接口：${path}`);
    return { data: readEnvelope(out) ?? ok(out), status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  return { adapter, calls };
}
