import { useState } from 'react';
import { isRemoteName, PREVIEW_EXIT_PATH, remoteFolder, SiteNotice, STAFF_OVERRIDE_EXIT_PATH, type SiteBoot } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import styles from './layout.module.css';

/** What this browser holds beyond a player's page (the api decided it: boot data), and the notice of a link it ignored. */
export interface SiteOverrides {
  preview?: SiteBoot['preview'];
  staffOverride?: SiteBoot['staffOverride'];
  notice?: SiteNotice | null;
}

const NOTICE_KEY: Record<SiteNotice, string> = {
  [SiteNotice.PREVIEW_INVALID]: 'siteOverride.previewInvalid',
  [SiteNotice.STAFF_INVALID]: 'siteOverride.staffInvalid',
};

/** A remote as ops name it (its folder: mf-help). */
const remoteText = (name: string): string => (isRemoteName(name) ? remoteFolder(name) : name);

/**
 * The small banner of a browser that previews versions (预览: remote and version, 退出预览) or mounts a remote
 * from a developer's origin (员工覆盖: remote ← origin, 退出覆盖), and the notice of a link that was ignored. The
 * exits are the api's (the cookies are HttpOnly): a navigation there drops the pin and comes back to the home
 * page. A player's page shows none of it.
 */
export function SiteOverrideBanner({ overrides }: { overrides: SiteOverrides }) {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
  const [notice, setNotice] = useState(overrides.notice ?? null);
  const preview = overrides.preview ?? [];
  const staff = overrides.staffOverride;
  if (preview.length === 0 && !staff && !notice) return null;
  return (
    <div className={styles.overrideBanner} role="status">
      {preview.length > 0 && (
        <div className={styles.overrideRow} data-testid="preview-banner">
          <span className={styles.overrideTag}>{t('siteOverride.preview')}</span>
          <span>{preview.map((v) => `${remoteText(v.remote)} ${v.version}`).join('、')}</span>
          <button type="button" className={styles.overrideExit} onClick={() => window.location.assign(PREVIEW_EXIT_PATH)}>
            {t('siteOverride.exitPreview')}
          </button>
        </div>
      )}
      {staff && (
        <div className={styles.overrideRow} data-testid="staff-override-banner">
          <span className={styles.overrideTag}>{t('siteOverride.staff')}</span>
          <span>{t('siteOverride.staffFrom', { remote: remoteText(staff.remote), origin: staff.origin })}</span>
          <button type="button" className={styles.overrideExit} onClick={() => window.location.assign(STAFF_OVERRIDE_EXIT_PATH)}>
            {t('siteOverride.exitStaff')}
          </button>
        </div>
      )}
      {notice && (
        <div className={styles.overrideRow} data-testid="site-notice">
          <span>{t(NOTICE_KEY[notice])}</span>
          <button type="button" className={styles.overrideExit} onClick={() => setNotice(null)}>
            {t('siteOverride.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
