import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMarkedBad, pinnedEntryOf, publicRegistryOf, remoteNameOf, type Registry, type RemoteFolder, type SiteBoot, type VersionRef } from '@site/shared';
import {
  integrityOfBytes,
  kitRangeOfManifest,
  previewPinsOf,
  PREVIEW_COOKIE,
  STAFF_OVERRIDE_COOKIE,
  staffOverrideOfCookie,
  type PreviewPin,
  type StaffOverride,
} from '@site/registry';
import { readCookie } from '../../http/cookies';
import { cohortKeyOf } from '../../http/cohort-cookie';
import { cspAllowingOrigin } from '../../http/security-headers';

/** A preview pin the api honours: checked token, and the version published in the CDN and not marked bad. */
export interface HonouredPin {
  remote: RemoteFolder;
  ref: VersionRef;
}

/**
 * What one browser holds beyond its cohort, read from its cookies and checked on every request: the preview links it
 * opened (signed tokens: each pins a remote to a published version) and a staff override (a staff token naming the
 * origin a remote is mounted from). The api decides, as for canaries: the registry it hands this browser carries the
 * pinned versions, the boot data tells the shell what to banner and which remote to take from the override's origin,
 * and the index page's CSP allows that origin for this browser only. Without the secret (SITE_TOKEN_SECRET, or dev
 * mode's) nothing is honoured.
 */
export class BrowserPins {
  constructor(
    /** The site token secret (SITE_TOKEN_SECRET, or dev mode's); null = no link or override is honoured. */
    readonly secret: string | null,
    private readonly readCdnFile: (urlPath: string) => Buffer | null,
    private readonly now: () => number,
  ) {}

  /** The preview pins of the request's cookie (forged and expired ones dropped). */
  previewPinsOf(req: FastifyRequest): PreviewPin[] {
    return this.secret === null ? [] : previewPinsOf(readCookie(req, PREVIEW_COOKIE), this.secret, new Date(this.now()));
  }

  /** The staff override of the request's cookie, or null (none, forged, expired, an origin the token does not name). */
  overrideOf(req: FastifyRequest): StaffOverride | null {
    return this.secret === null ? null : staffOverrideOfCookie(readCookie(req, STAFF_OVERRIDE_COOKIE), this.secret, new Date(this.now()));
  }

  /**
   * The registry's record of a published version of a remote, read from the CDN (its manifest and entry hashed as
   * the registry would record them), or null: not published, marked bad, or the remote not in the registry.
   */
  versionRefOf(registry: Registry, folder: RemoteFolder, version: string): VersionRef | null {
    const entry = registry.remotes[remoteNameOf(folder)];
    if (!entry || isMarkedBad(entry, version)) return null;
    const manifest = `/cdn/${folder}/${version}/mf-manifest.json`;
    const manifestBytes = this.readCdnFile(manifest);
    const entryBytes = this.readCdnFile(`/cdn/${folder}/${version}/remoteEntry.js`);
    if (!manifestBytes || !entryBytes) return null;
    let kitRange: string | undefined;
    try {
      kitRange = kitRangeOfManifest(JSON.parse(manifestBytes.toString('utf8')), `${folder} ${version}`);
    } catch {
      kitRange = undefined;
    }
    return {
      version,
      manifest,
      integrity: integrityOfBytes(entryBytes),
      manifestIntegrity: integrityOfBytes(manifestBytes),
      ...(kitRange ? { kitRange } : {}),
    };
  }

  /** The request's preview pins that resolve against the registry. */
  honouredPins(req: FastifyRequest, registry: Registry): HonouredPin[] {
    return this.previewPinsOf(req).flatMap((pin) => {
      const folder = pin.remote as RemoteFolder;
      const ref = this.versionRefOf(registry, folder, pin.version);
      return ref ? [{ remote: folder, ref }] : [];
    });
  }

  /** The registry as this browser's page uses it: its side of each canary (publicRegistryOf), then its preview pins. */
  registryFor(req: FastifyRequest, reply: FastifyReply, registry: Registry): Registry {
    const open = publicRegistryOf(registry, cohortKeyOf(req, reply));
    for (const pin of this.honouredPins(req, registry)) {
      const name = remoteNameOf(pin.remote);
      open.remotes[name] = pinnedEntryOf(open.remotes[name]!, pin.ref);
    }
    return open;
  }

  /**
   * The index page's boot data of this browser's pins and override (nothing for a player), and the page's CSP
   * widened for the override's origin alone (scripts and the manifest's fetch).
   */
  bootOf(req: FastifyRequest, reply: FastifyReply, registry: Registry | undefined): Pick<SiteBoot, 'preview' | 'staffOverride'> {
    const pins = registry ? this.honouredPins(req, registry) : [];
    const override = this.overrideOf(req);
    if (override) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', cspAllowingOrigin(csp, override.origin));
    }
    return {
      ...(pins.length > 0 ? { preview: pins.map((p) => ({ remote: remoteNameOf(p.remote), version: p.ref.version })) } : {}),
      ...(override ? { staffOverride: { remote: remoteNameOf(override.remote as RemoteFolder), origin: override.origin } } : {}),
    };
  }
}
