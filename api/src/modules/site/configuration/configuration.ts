import type { FastifyInstance } from 'fastify';
import { onlinecustomservice, preInfo } from '@site/shared';
import { route } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { siteValueOf } from '../sealed-values';
import { readSiteConfig } from '../site-config';
import { customerServicePage } from '../customer-service-page';
import { preInfoAnswer } from '../pre-info';

/** configuration/preInfo and onlinecustomservice (spec §7 Site), and the customer-service page its default url leads to. */
export function configurationModule(app: FastifyInstance): void {
  const { secrets, xsrf } = servicesOf(app);

  route(app, preInfo, async (_body, { req, reply, db }) => {
    xsrf.ensureCookie(req, reply);
    return preInfoAnswer(await readSiteConfig(db), req.ip, secrets.sealing);
  });

  route(app, onlinecustomservice, async (_body, { db }) => {
    const cfg = await readSiteConfig(db);
    return { url: siteValueOf(secrets.sealing, cfg.sealedValues, 'customerServiceUrl', cfg.customerServiceUrl) };
  });

  customerServicePage(app);
}
