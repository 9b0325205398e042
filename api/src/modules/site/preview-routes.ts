import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  PREVIEW_EXIT_PATH,
  PREVIEW_PATH,
  registrySchema,
  SITE_NOTICE_PARAM,
  SiteNotice,
  STAFF_OVERRIDE_EXIT_PATH,
  STAFF_OVERRIDE_PATH,
  type Registry,
  type RemoteFolder,
} from '@site/shared';
import {
  PREVIEW_COOKIE,
  previewCookieOf,
  SiteTokenKind,
  STAFF_OVERRIDE_COOKIE,
  staffOverrideCookieOf,
  staffOverrideOf,
  verifySiteToken,
  withPreviewPin,
} from '@site/registry';
import type { BrowserPins } from './browser-pins';
import fs from 'node:fs';

/** The registry file, or null when there is none or it is not a registry. */
function readRegistry(file: string): Registry | null {
  try {
    const parsed = registrySchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const COOKIE_FLAGS = 'Path=/; SameSite=Lax; HttpOnly';
const clear = (name: string): string => `${name}=; ${COOKIE_FLAGS}; Max-Age=0`;
/** Back to the site's home page, with a notice when the link was ignored. */
const home = (reply: FastifyReply, notice?: SiteNotice) =>
  reply.header('cache-control', 'no-store').redirect(notice ? `/?${SITE_NOTICE_PARAM}=${notice}` : '/', 302);

const previewQuery = z.object({ token: z.string().max(2048).optional() });
const staffQuery = z.object({ token: z.string().max(2048).optional(), remote: z.string().max(64).optional(), origin: z.string().max(256).optional() });

/**
 * The links ops hand out for one browser (site-ops preview / deploy --preview, staff-token issue):
 * - GET /preview?token=…: a valid preview token of a version published and not marked bad adds its pin to the
 *   browser's cookie (a second link adds its remote; one for the same remote replaces it) and leads to the home page;
 *   a forged, expired or unknown-version token changes nothing and leads home with the notice preview-invalid;
 * - GET /preview/exit: every pin dropped;
 * - GET /staff-override?remote=…&origin=…&token=…: a live staff token naming the origin keeps the override in the
 *   browser's cookie (one remote at a time); anything else changes nothing and leads home with staff-invalid;
 * - GET /staff-override/exit: the override dropped.
 * The cookies are HttpOnly: the api checks them again on every page (browser-pins.ts), nothing in the page decides.
 */
export function previewRoutes(app: FastifyInstance, pins: BrowserPins, registryFile: string, now: () => number): void {
  app.get(PREVIEW_PATH, async (req, reply) => {
    const { token } = previewQuery.safeParse(req.query).data ?? {};
    const secret = pins.secret;
    const checked = token && secret ? verifySiteToken(SiteTokenKind.PREVIEW, token, secret, new Date(now())) : null;
    const registry = readRegistry(registryFile);
    if (!checked?.ok || !registry || !pins.versionRefOf(registry, checked.payload.remote as RemoteFolder, checked.payload.version))
      return home(reply, SiteNotice.PREVIEW_INVALID);
    const { remote, version, expiresAt } = checked.payload;
    const merged = withPreviewPin(pins.previewPinsOf(req), { remote, version, expiresAt, token: token! });
    const cookie = previewCookieOf(merged, new Date(now()));
    reply.header('set-cookie', `${PREVIEW_COOKIE}=${cookie.value}; ${COOKIE_FLAGS}; Max-Age=${cookie.maxAgeS}`);
    return home(reply);
  });
  app.get(PREVIEW_EXIT_PATH, async (_req, reply) => home(reply.header('set-cookie', clear(PREVIEW_COOKIE))));

  app.get(STAFF_OVERRIDE_PATH, async (req, reply) => {
    const { token, remote, origin } = staffQuery.safeParse(req.query).data ?? {};
    const secret = pins.secret;
    const override = token && remote && origin && secret ? staffOverrideOf(remote, origin, token, secret, new Date(now())) : null;
    if (!override) return home(reply, SiteNotice.STAFF_INVALID);
    const maxAgeS = Math.ceil((override.expiresAt - now()) / 1000);
    reply.header('set-cookie', `${STAFF_OVERRIDE_COOKIE}=${encodeURIComponent(staffOverrideCookieOf(override))}; ${COOKIE_FLAGS}; Max-Age=${maxAgeS}`);
    return home(reply);
  });
  app.get(STAFF_OVERRIDE_EXIT_PATH, async (_req, reply) => home(reply.header('set-cookie', clear(STAFF_OVERRIDE_COOKIE))));
}
