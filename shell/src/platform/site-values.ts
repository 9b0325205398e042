import { singleDataDecryption, type HttpClient, type SiteValue } from '@site/shared';
import { readDecryptedCache, writeDecryptedCache } from './storage';

/**
 * Site values the api may hand out sealed (spec §3, §7): a plain string is used as it is; a
 * sealed { name, cipher, v } is decrypted through singleDataDecryption, one value per call, and
 * kept under DD_<name> as { d, v }; the cached text is reused while its version matches. The
 * relogin flow drops every DD_ entry (login expired). A value that cannot be read is ''.
 */
export class SiteValueReader {
  /** One call per sealed value at a time: parallel readers share it. */
  private readonly pending = new Map<string, Promise<string>>();

  constructor(private readonly http: () => HttpClient) {}

  read(value: SiteValue | undefined): Promise<string> {
    if (typeof value === 'string') return Promise.resolve(value);
    if (!value) return Promise.resolve('');
    const cached = readDecryptedCache<unknown>(value.name);
    if (cached && cached.v === value.v && typeof cached.d === 'string') return Promise.resolve(cached.d);
    const key = `${value.name}|${value.v}`;
    const running = this.pending.get(key);
    if (running) return running;
    const call = this.http()
      .call(singleDataDecryption, { name: value.name, cipher: value.cipher }, { silent: true })
      .then((answer) => {
        writeDecryptedCache(value.name, answer.data, answer.v);
        return answer.data;
      })
      .catch((e: unknown) => {
        console.error('[site] a sealed value could not be decrypted', value.name, e);
        return '';
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, call);
    return call;
  }
}
