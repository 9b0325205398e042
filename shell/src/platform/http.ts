import axios, { type AxiosInstance } from 'axios';
import { readEnvelope, ResponseCode, SiteError, type CallOptions, type Contract, type HttpClient, type PassedCode, type RequestOf, type ResponseOf } from '@site/shared';

export const REQUEST_TIMEOUT_MS = 30000;
const PASS_ALWAYS = [ResponseCode.GRAPHIC_VERIFICATION, ResponseCode.RAPID_VERIFICATION];

export interface HttpDeps {
  token(): string;
  onError(error: SiteError, options: CallOptions): void;
}

/** The shell's http client: one axios instance, the spec envelope read, codes mapped. */
export function createHttp(deps: HttpDeps): HttpClient & { axios: AxiosInstance } {
  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'content-type': 'application/json' },
    validateStatus: (s) => s >= 200 && s < 300,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    withXSRFToken: true,
  });
  instance.interceptors.request.use((config) => {
    config.headers.set('clientType', 'web');
    const token = deps.token();
    if (token) config.headers.set('token', token);
    return config;
  });

  async function send<C extends Contract>(contract: C, body: RequestOf<C>, options: CallOptions): Promise<ResponseOf<C> | PassedCode> {
    let raw: unknown;
    try {
      const res = await instance.request({ method: contract.method, url: contract.path, data: contract.method === 'POST' ? body ?? {} : undefined, params: contract.method === 'GET' ? body : undefined });
      raw = res.data;
    } catch (e) {
      const status = axios.isAxiosError(e) ? e.response?.status : undefined;
      console.error('[http]', contract.path, e);
      const err = status === 401 ? new SiteError(ResponseCode.LOGIN_EXPIRED, '请重新登录') : new SiteError(ResponseCode.SERVER_ERROR, '服务器开了点小差，请稍后重试', { status });
      deps.onError(err, options);
      throw err;
    }
    const env = readEnvelope(raw);
    if (!env) {
      const err = new SiteError(ResponseCode.SERVER_ERROR, '服务器开了点小差，请稍后重试');
      deps.onError(err, options);
      throw err;
    }
    if (env.code === ResponseCode.SUCCESS) return env.data as ResponseOf<C>;
    if ([...PASS_ALWAYS, ...(options.passCodes ?? [])].includes(env.code as never)) return { passed: true, code: env.code, message: env.message, data: env.data };
    const err = new SiteError(env.code, env.message, env.data);
    deps.onError(err, options);
    throw err;
  }

  return {
    axios: instance,
    async call(contract, body, options = {}) {
      const out = await send(contract, body, options);
      if (out && typeof out === 'object' && 'passed' in out && (out as PassedCode).passed === true) {
        throw new SiteError((out as PassedCode).code, (out as PassedCode).message, (out as PassedCode).data);
      }
      return out as never;
    },
    callWithCodes: (contract, body, options = {}) => send(contract, body, options),
  };
}
