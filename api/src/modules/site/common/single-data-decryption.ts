import type { FastifyInstance } from 'fastify';
import { ResponseCode, SiteError, singleDataDecryption } from '@site/shared';
import { route } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { openSealed } from '../sealed-values';

export const SITE_MSG = { badCipher: '数据解密失败，请刷新页面后重试' } as const;

/** site/common/singleDataDecryption: one sealed value opened (the client keeps it under DD_<name> while v matches). */
export function singleDataDecryptionModule(app: FastifyInstance): void {
  const { secrets } = servicesOf(app);
  route(app, singleDataDecryption, (body) => {
    const opened = openSealed(secrets.sealing, body.name, body.cipher);
    if (opened === null) throw new SiteError(ResponseCode.INVALID_PARAMETER, SITE_MSG.badCipher);
    return opened;
  });
}
