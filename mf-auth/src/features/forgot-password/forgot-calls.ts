import { forgetByEmailOne, forgetByEmailThree, forgetByEmailTwo, forgetByPhoneOne, forgetByPhoneThree, forgetByPhoneTwo, type HttpClient } from '@site/shared';
import { hashPassword } from '../../calls/password';

/** Who is resetting: a username with its phone (and area code) or its e-mail. */
export type Identity = { by: 'phone'; name: string; phone: string; areaCode: string } | { by: 'email'; name: string; email: string };

const QUIET = { silent: true } as const;

/** Step one: the account and its phone / e-mail are checked and a code is sent there. */
export async function sendResetCode(http: HttpClient, id: Identity): Promise<void> {
  if (id.by === 'phone') await http.call(forgetByPhoneOne, { name: id.name, phone: id.phone, areaCode: id.areaCode }, QUIET);
  else await http.call(forgetByEmailOne, { name: id.name, email: id.email }, QUIET);
}

/** Step two: the code is verified. */
export async function verifyResetCode(http: HttpClient, id: Identity, code: string): Promise<void> {
  if (id.by === 'phone') await http.call(forgetByPhoneTwo, { name: id.name, phone: id.phone, areaCode: id.areaCode, code }, QUIET);
  else await http.call(forgetByEmailTwo, { name: id.name, email: id.email, code }, QUIET);
}

/** Step three: the new password, as md5 twice. */
export async function resetPassword(http: HttpClient, id: Identity, password: string, repeat: string): Promise<void> {
  const body = { name: id.name, password: hashPassword(password), secondPassword: hashPassword(repeat) };
  if (id.by === 'phone') await http.call(forgetByPhoneThree, { ...body, phone: id.phone, areaCode: id.areaCode }, QUIET);
  else await http.call(forgetByEmailThree, { ...body, email: id.email }, QUIET);
}
