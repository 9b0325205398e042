import crypto from 'node:crypto';
import { z } from 'zod';
import { isRemoteFolder } from '@site/shared/remotes';

/**
 * The signed tokens ops hand out for one browser: a preview link (this browser gets one published version of a
 * remote, not yet active for players) and a staff token (this browser may mount a remote from a developer's origin
 * named in the token). A token is `<payload>.<signature>`: the payload base64url JSON, the signature
 * HMAC-SHA256 of the kind and the payload under the site token secret, so a token of one kind is never read as the
 * other. Nothing is stored: a token proves itself until it expires. The api verifies; site-ops signs.
 */

/** The variable of the site token secret (the same value for site-ops and every api instance). */
export const SITE_TOKEN_SECRET_ENV = 'SITE_TOKEN_SECRET';
/** A shorter secret is not used (tokens stay off): it could be guessed. */
export const SITE_TOKEN_SECRET_MIN_LENGTH = 32;
/** Dev mode's secret (SITE_DEV=1 with none set: the e2e server, a developer's site); never used otherwise. */
export const DEV_SITE_TOKEN_SECRET = 'site-dev-token-secret-not-for-production-0123';

/** The secret from the environment: SITE_TOKEN_SECRET (32+ characters), else dev mode's, else none (tokens off). */
export function siteTokenSecretOf(env: Readonly<Record<string, string | undefined>>): string | null {
  const set = env[SITE_TOKEN_SECRET_ENV]?.trim() ?? '';
  if (set.length >= SITE_TOKEN_SECRET_MIN_LENGTH) return set;
  return env.SITE_DEV === '1' ? DEV_SITE_TOKEN_SECRET : null;
}

export const SiteTokenKind = { PREVIEW: 'preview', STAFF: 'staff' } as const;
export type SiteTokenKind = (typeof SiteTokenKind)[keyof typeof SiteTokenKind];

/** How long a token lives when ops give no --hours, and the most they may give (a week). */
export const DEFAULT_TOKEN_HOURS = 24;
export const MAX_TOKEN_HOURS = 168;
const HOUR_MS = 3_600_000;

const expires = z.number().int().positive();
/** A preview of one published version: the remote by its folder (mf-help). */
export const previewPayloadSchema = z.object({ kind: z.literal(SiteTokenKind.PREVIEW), remote: z.string(), version: z.string(), expiresAt: expires });
/** A staff token: the origins (scheme://host:port) a browser holding it may mount a remote from. */
export const staffPayloadSchema = z.object({ kind: z.literal(SiteTokenKind.STAFF), origins: z.array(z.string()).min(1).max(8), expiresAt: expires });
export type PreviewPayload = z.infer<typeof previewPayloadSchema>;
export type StaffPayload = z.infer<typeof staffPayloadSchema>;
type PayloadOf<K extends SiteTokenKind> = K extends typeof SiteTokenKind.PREVIEW ? PreviewPayload : StaffPayload;
const schemaOf = { [SiteTokenKind.PREVIEW]: previewPayloadSchema, [SiteTokenKind.STAFF]: staffPayloadSchema } as const;

/** Why a token is not honoured. */
export const SiteTokenRefusal = { MALFORMED: 'malformed', FORGED: 'forged', EXPIRED: 'expired' } as const;
export type SiteTokenRefusal = (typeof SiteTokenRefusal)[keyof typeof SiteTokenRefusal];
export type Verified<P> = { ok: true; payload: P } | { ok: false; refusal: SiteTokenRefusal };

const signatureOf = (kind: SiteTokenKind, body: string, secret: string): Buffer => crypto.createHmac('sha256', secret).update(`${kind}.${body}`).digest();

/** The expiry of a token issued at `now` for `hours` (DEFAULT_TOKEN_HOURS when none). */
export const expiryOf = (now: Date, hours = DEFAULT_TOKEN_HOURS): number => now.getTime() + Math.round(hours * HOUR_MS);

/** Signs a payload. */
export function signSiteToken<K extends SiteTokenKind>(payload: PayloadOf<K> & { kind: K }, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signatureOf(payload.kind, body, secret).toString('base64url')}`;
}

/** A token of `kind` checked: its form, its signature (constant time) and its expiry at `now`. */
export function verifySiteToken<K extends SiteTokenKind>(kind: K, token: string, secret: string, now: Date): Verified<PayloadOf<K>> {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[\w-]+$/.test(parts[0]!) || !/^[\w-]+$/.test(parts[1]!)) return { ok: false, refusal: SiteTokenRefusal.MALFORMED };
  const [body, sent] = parts as [string, string];
  // Compared as text, not as decoded bytes: base64url's last character carries bits decoding drops, so another
  // character there would decode to the same signature (one token in sixteen could be altered and still pass).
  const expected = Buffer.from(signatureOf(kind, body, secret).toString('base64url'));
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, refusal: SiteTokenRefusal.FORGED };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, refusal: SiteTokenRefusal.MALFORMED };
  }
  const parsed = schemaOf[kind].safeParse(json);
  if (!parsed.success) return { ok: false, refusal: SiteTokenRefusal.MALFORMED };
  if (parsed.data.expiresAt <= now.getTime()) return { ok: false, refusal: SiteTokenRefusal.EXPIRED };
  return { ok: true, payload: parsed.data as PayloadOf<K> };
}

/** `--hours` of a token: a positive number up to MAX_TOKEN_HOURS, or why not. */
export function tokenHoursRefusal(value: string): string | null {
  const hours = Number(value);
  return value.trim() !== '' && hours > 0 && hours <= MAX_TOKEN_HOURS
    ? null
    : `--hours must be a number of hours above 0 and at most ${MAX_TOKEN_HOURS} (got ${value})`;
}

/**
 * An origin as a staff token names it: scheme, host and port exactly as a browser writes an origin
 * (http://127.0.0.1:5173), http or https, no path. Null when the text is not one.
 */
export function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === text ? url.origin : null;
  } catch {
    return null;
  }
}

/** `--origins a,b`: every one an origin, at most 8, or why not. */
export function parseOrigins(value: string): { ok: true; origins: string[] } | { ok: false; message: string } {
  const words = value.split(',').map((w) => w.trim());
  const bad = words.find((w) => originOf(w) === null);
  if (bad !== undefined) return { ok: false, message: `--origins: "${bad}" is not an origin (scheme://host:port, no path, e.g. http://127.0.0.1:5173)` };
  const origins = [...new Set(words)];
  if (origins.length > 8) return { ok: false, message: '--origins: at most 8 origins' };
  return { ok: true, origins };
}

// ——— The preview pin: which versions this browser is pinned to ———

/** The cookie (set by the api, HttpOnly) that holds a browser's preview tokens, one per remote. */
export const PREVIEW_COOKIE = 'site-preview';
/** Between two tokens in the cookie (not a character of a token). */
const PIN_SEPARATOR = '~';

/** One remote this browser previews: its folder, the version, until when, and the token that proves it. */
export interface PreviewPin {
  remote: string;
  version: string;
  expiresAt: number;
  token: string;
}

/** The live pins of a cookie's value: forged, expired and malformed tokens dropped, one per remote (the later one). */
export function previewPinsOf(cookie: string | undefined, secret: string, now: Date): PreviewPin[] {
  const byRemote = new Map<string, PreviewPin>();
  for (const token of (cookie ?? '').split(PIN_SEPARATOR).slice(0, 16)) {
    const checked = verifySiteToken(SiteTokenKind.PREVIEW, token, secret, now);
    if (!checked.ok || !isRemoteFolder(checked.payload.remote)) continue;
    const { remote, version, expiresAt } = checked.payload;
    byRemote.set(remote, { remote, version, expiresAt, token });
  }
  return [...byRemote.values()];
}

/**
 * The pins after a browser opened one more preview link (already verified): it replaces the pin of its remote, the
 * others stay (several remotes previewed together).
 */
export function withPreviewPin(pins: readonly PreviewPin[], added: PreviewPin): PreviewPin[] {
  return [...pins.filter((p) => p.remote !== added.remote), added];
}

/** The cookie's value for some pins, and how long it should live (the latest expiry), in seconds from `now`. */
export function previewCookieOf(pins: readonly PreviewPin[], now: Date): { value: string; maxAgeS: number } {
  const latest = Math.max(now.getTime(), ...pins.map((p) => p.expiresAt));
  return { value: pins.map((p) => p.token).join(PIN_SEPARATOR), maxAgeS: Math.ceil((latest - now.getTime()) / 1000) };
}

// ——— The staff override: one remote of this browser mounted from a developer's origin ———

/** The cookie (set by the api, HttpOnly) that holds a browser's staff override: `<remote>~<origin>~<token>`. */
export const STAFF_OVERRIDE_COOKIE = 'site-staff-override';

/** A staff override as the api honours it: the remote (folder) mounted from the origin, until the token expires. */
export interface StaffOverride {
  remote: string;
  origin: string;
  expiresAt: number;
  token: string;
}

/**
 * A staff override asked for (a remote, an origin, a staff token), or null: the token must be a live staff token,
 * the remote one of the site's, the origin one the token names. Players hold no such token: for them nothing changes.
 */
export function staffOverrideOf(remote: string, origin: string, token: string, secret: string, now: Date): StaffOverride | null {
  if (!isRemoteFolder(remote) || originOf(origin) === null) return null;
  const checked = verifySiteToken(SiteTokenKind.STAFF, token, secret, now);
  if (!checked.ok || !checked.payload.origins.includes(origin)) return null;
  return { remote, origin, expiresAt: checked.payload.expiresAt, token };
}

/** The cookie's value of an override. */
export const staffOverrideCookieOf = (o: StaffOverride): string => [o.remote, encodeURIComponent(o.origin), o.token].join(PIN_SEPARATOR);

/** The override a cookie's value holds, checked again (a forged, expired or edited cookie gives none). */
export function staffOverrideOfCookie(cookie: string | undefined, secret: string, now: Date): StaffOverride | null {
  const [remote, origin, token, ...rest] = (cookie ?? '').split(PIN_SEPARATOR);
  if (remote === undefined || origin === undefined || token === undefined || rest.length > 0) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(origin);
  } catch {
    return null;
  }
  return staffOverrideOf(remote, decoded, token, secret, now);
}
