import { login, register, type MountProps, type PassedCode, type RequestOf, type ResponseOf } from '@site/shared';
import { APP_VERSION } from './app-version';
import { deviceIdOf } from './device-id';
import { inviteCodes } from './invite-codes';
import { hashPassword } from './password';
import { AUTH_PASS_CODES, withCaptcha, type AskCaptcha, type CaptchaAnswer, type Outcome } from './with-captcha';

/** A username with the md5 of its password: all the dialog ever keeps of a password. */
export interface Credentials {
  name: string;
  /** md5 hex of the password. */
  password: string;
}

export type LoginBody = RequestOf<typeof login>;
type LoginExtra = Pick<LoginBody, 'sendCodeNum' | 'phoneMiddle' | 'kaptchcate'>;

function answerFields(answer: CaptchaAnswer | null) {
  return answer ? { kaptchcate: answer.kaptchcate, codeId: answer.codeId, ...(answer.code ? { code: answer.code } : {}) } : {};
}

/** Login (spec §3 Login payload): isAgent 0, name, md5 password, version, device id, captcha answer, new-device fields. */
export async function callLogin(
  props: Pick<MountProps, 'http' | 'device'>,
  ask: AskCaptcha,
  creds: Credentials,
  extra: LoginExtra = {},
): Promise<Outcome<ResponseOf<typeof login>>> {
  const deviceId = deviceIdOf(props);
  const base: LoginBody = { isAgent: 0, name: creds.name, password: creds.password, version: APP_VERSION, ...(deviceId ? { deviceId } : {}), ...extra };
  return withCaptcha(
    (answer): Promise<ResponseOf<typeof login> | PassedCode> =>
      props.http.callWithCodes(login, { ...base, ...answerFields(answer) }, { silent: true, passCodes: AUTH_PASS_CODES }),
    ask,
  );
}

/** Register (spec §3 Register payload): md5 password twice, domain, referral and invite codes. */
export async function callRegister(
  props: Pick<MountProps, 'http' | 'device'>,
  ask: AskCaptcha,
  name: string,
  plainPassword: string,
  plainRepeat: string,
): Promise<Outcome<ResponseOf<typeof register>>> {
  const deviceId = deviceIdOf(props);
  const base: RequestOf<typeof register> = {
    name,
    password: hashPassword(plainPassword),
    secondPassword: hashPassword(plainRepeat),
    domain: window.location.host,
    ...inviteCodes(props),
    ...(deviceId ? { deviceId } : {}),
  };
  return withCaptcha(
    (answer): Promise<ResponseOf<typeof register> | PassedCode> =>
      props.http.callWithCodes(register, { ...base, ...answerFields(answer) }, { silent: true, passCodes: AUTH_PASS_CODES }),
    ask,
  );
}
