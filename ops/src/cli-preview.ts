import fs from 'node:fs';
import path from 'node:path';
import { expiryOf, readRegistry, signSiteToken, siteTokenSecretOf, SiteTokenKind, SITE_TOKEN_SECRET_ENV, SITE_TOKEN_SECRET_MIN_LENGTH } from '@site/registry';
import { isMarkedBad } from '@site/shared/registry';
import { PREVIEW_PATH, STAFF_OVERRIDE_PATH } from '@site/shared/site-preview';
import { remoteNameOf, type RemoteFolder } from '@site/shared/remotes';
import { cdnDir, dataDir } from './paths';

/**
 * Preview links and staff tokens as site-ops prints them: signed with the site token secret (SITE_TOKEN_SECRET,
 * the api's own; dev mode's with SITE_DEV=1), for the site at SITE_URL (http://localhost:$PORT by default).
 */

/** The site the printed links open: SITE_URL, else http://localhost:$PORT (8080). */
export const siteUrl = (): string => (process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');

/** The secret preview links and staff tokens are signed with; throws (nothing signed) when there is none. */
export function signingSecret(): string {
  const found = siteTokenSecretOf(process.env);
  if (found === null)
    throw new Error(
      `no site token secret: set ${SITE_TOKEN_SECRET_ENV} (${SITE_TOKEN_SECRET_MIN_LENGTH}+ characters, the same as the api's) to sign preview links and staff tokens; nothing was signed`,
    );
  return found;
}

const hoursOf = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

/**
 * Why a version may not be previewed, or null: it must be published in this data dir's CDN and not marked bad
 * (a player must never be handed a version ops found bad, even on purpose).
 */
export function previewRefusal(folder: RemoteFolder, version: string): string | null {
  if (!fs.existsSync(path.join(cdnDir(), folder, version, 'mf-manifest.json')))
    return `${folder} ${version} is not published in ${path.join(cdnDir(), folder)} (deploy --preview publishes one); no link was made`;
  const entry = readRegistry(dataDir()).remotes[remoteNameOf(folder)];
  if (entry && isMarkedBad(entry, version)) return `${folder} ${version} is marked bad: it is never previewed; no link was made`;
  return null;
}

/** A preview link of a published version (checked by previewRefusal first), valid `hours` (24). */
export function previewLink(folder: RemoteFolder, version: string, hoursFlag: string | undefined): { url: string; expiresAt: string } {
  const refusal = previewRefusal(folder, version);
  if (refusal) throw new Error(refusal);
  const expiresAt = expiryOf(new Date(), hoursOf(hoursFlag));
  const token = signSiteToken({ kind: SiteTokenKind.PREVIEW, remote: folder, version, expiresAt }, signingSecret());
  return { url: `${siteUrl()}${PREVIEW_PATH}?token=${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** The lines `preview` and `deploy --preview` end with: what the link does, then the link itself (the last line). */
export function previewLines(folder: RemoteFolder, version: string, hoursFlag: string | undefined): string[] {
  const { url, expiresAt } = previewLink(folder, version, hoursFlag);
  return [`preview link of ${folder} ${version} (players keep the active version), valid until ${expiresAt}:`, url];
}

/** The lines of `staff-token issue`: the token, and the link that turns the override on (the last line). */
export function staffTokenLines(originsFlag: string, hoursFlag: string | undefined): string[] {
  const origins = [...new Set(originsFlag.split(',').map((o) => o.trim()))];
  const expiresAt = expiryOf(new Date(), hoursOf(hoursFlag));
  const token = signSiteToken({ kind: SiteTokenKind.STAFF, origins, expiresAt }, signingSecret());
  return [
    `staff token for ${origins.join(', ')}, valid until ${new Date(expiresAt).toISOString()}:`,
    `token ${token}`,
    'Open this with the remote and the origin to mount it from (the browser that opens it only):',
    `${siteUrl()}${STAFF_OVERRIDE_PATH}?remote=<remote>&origin=${encodeURIComponent(origins[0]!)}&token=${token}`,
  ];
}
