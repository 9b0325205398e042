import { Kaptchcate, NEW_DEVICE_CODES, ResponseCode, isPassedCode, isSiteError, type PassedCode } from '@site/shared';

/** A captcha the server asked for: picture (6021) or slider (6022). */
export type CaptchaKind = 'picture' | 'slider';
/** What a solved captcha adds to the retried call. */
export interface CaptchaAnswer {
  kaptchcate: typeof Kaptchcate.PICTURE | typeof Kaptchcate.SLIDER;
  codeId: string;
  code?: string;
}
/** Opens the captcha modal; resolves null when the player closes it. `message` is the server's last word. */
export type AskCaptcha = (kind: CaptchaKind, message?: string) => Promise<CaptchaAnswer | null>;

export type Outcome<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'cancelled' }
  | { kind: 'new-device'; code: number; message: string; maskedPhone: string }
  | { kind: 'suspended'; popup: boolean; message: string }
  | { kind: 'failed'; code: number; message: string };

/** Codes the login and register callers want back as data rather than a rejection. */
export const AUTH_PASS_CODES: readonly number[] = [...NEW_DEVICE_CODES, ResponseCode.SUSPENDED_WITH_POPUP, ResponseCode.SUSPENDED_WITHOUT_POPUP];

const MAX_ROUNDS = 8;

function maskedPhoneOf(data: unknown): string {
  const v = typeof data === 'object' && data !== null ? (data as { maskedPhone?: unknown }).maskedPhone : undefined;
  return typeof v === 'string' ? v : '';
}

function fromCode(code: number, message: string, data: unknown): Outcome<never> {
  if (NEW_DEVICE_CODES.includes(code)) return { kind: 'new-device', code, message, maskedPhone: maskedPhoneOf(data) };
  if (code === ResponseCode.SUSPENDED_WITH_POPUP) return { kind: 'suspended', popup: true, message };
  if (code === ResponseCode.SUSPENDED_WITHOUT_POPUP) return { kind: 'suspended', popup: false, message };
  return { kind: 'failed', code, message };
}

/**
 * Runs a login/register call; when the server answers 6021/6022 the captcha is asked for and the
 * call is retried with its answer (spec §8 Handling). Every other answer becomes an Outcome.
 */
export async function withCaptcha<T>(call: (answer: CaptchaAnswer | null) => Promise<T | PassedCode>, ask: AskCaptcha): Promise<Outcome<T>> {
  let answer: CaptchaAnswer | null = null;
  let lastMessage: string | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let res: T | PassedCode;
    try {
      res = await call(answer);
    } catch (e) {
      // A brand check, not instanceof: the error may come from the shell's copy of @site/shared.
      if (isSiteError(e)) return fromCode(e.code, e.message, e.data);
      return { kind: 'failed', code: ResponseCode.SERVER_ERROR, message: '' };
    }
    if (!isPassedCode(res)) return { kind: 'ok', data: res };
    if (res.code === ResponseCode.GRAPHIC_VERIFICATION || res.code === ResponseCode.RAPID_VERIFICATION) {
      // A first demand carries no complaint; a repeated one means the last answer was wrong.
      lastMessage = answer ? res.message : undefined;
      answer = await ask(res.code === ResponseCode.GRAPHIC_VERIFICATION ? 'picture' : 'slider', lastMessage);
      if (!answer) return { kind: 'cancelled' };
      continue;
    }
    return fromCode(res.code, res.message, res.data);
  }
  return { kind: 'failed', code: ResponseCode.FREQUENT_SUBMISSION, message: lastMessage ?? '' };
}
