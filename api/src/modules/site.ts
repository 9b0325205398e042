import type { FastifyInstance } from 'fastify';
import { health, navigationList, onlinecustomservice, preInfo, queryCountryArea, sponsorContent } from '@site/shared';
import type { Db } from '../db';
import { ensureXsrfCookie } from '../http/cookies';
import { route } from '../http/contract-route';
import { readSiteConfig } from './site-config';

/** Site configuration and advertising calls (spec §7 Site and advertising). */
export function siteModule(app: FastifyInstance, db: Db): void {
  route(app, preInfo, (_body, { req, reply }) => {
    ensureXsrfCookie(req, reply);
    const cfg = readSiteConfig(db);
    return {
      ip: req.ip,
      siteId: cfg.siteId,
      siteBaseConfig: { h5DomainUrl: cfg.h5DomainUrl, title: cfg.title, icon: cfg.icon, seoText: cfg.seoText },
      flags: cfg.flags,
    };
  });

  route(app, navigationList, () =>
    (db.prepare('SELECT id, section, name, route_name AS routeName, icon, sort FROM navigation ORDER BY sort').all() as never[]),
  );

  route(app, sponsorContent, () => db.prepare('SELECT id, title, content, image FROM sponsor ORDER BY id').all() as never[]);

  route(app, onlinecustomservice, () => ({ url: readSiteConfig(db).customerServiceUrl }));

  route(app, queryCountryArea, () =>
    db.prepare('SELECT area_name AS areaName, area_code AS areaCode, regex FROM country_area ORDER BY sort').all() as never[],
  );

  const started = Date.now();
  route(app, health, () => {
    let ok = true;
    try {
      db.prepare('SELECT 1').get();
    } catch {
      ok = false;
    }
    return { status: 'ok' as const, uptime: Math.round((Date.now() - started) / 1000), db: ok };
  });
}
