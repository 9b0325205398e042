import { ENCRYPTED_FIELD, OBFUSCATED_PREFIX, decryptText, encryptText, obfuscatePath } from '../signer';

export { encryptionOn } from './encryption-mode';

/** The obfuscated url and the encrypted body of one call. */
export function encryptRequest(path: string, body: unknown, now: number = Date.now()): { url: string; data: Record<string, string> } {
  return {
    url: `${OBFUSCATED_PREFIX}/${obfuscatePath(path, now)}`,
    data: { [ENCRYPTED_FIELD]: encryptText(JSON.stringify(body ?? {})) },
  };
}

/**
 * The answer of an encrypted call: { p: cipher } decrypted and parsed. A plain answer (an error
 * envelope the api sends before it can encrypt) is returned as it is; unreadable → undefined.
 */
export function decryptResponse(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !(ENCRYPTED_FIELD in raw)) return raw;
  const cipher = (raw as Record<string, unknown>)[ENCRYPTED_FIELD];
  if (typeof cipher !== 'string') return undefined;
  const plain = decryptText(cipher);
  if (plain === null) return undefined;
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    return undefined;
  }
}
