import { lazy, Suspense, useState } from 'react';
import { messageOf, sportBookingSave, type ResponseOf } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { betPicksOf } from '../bet-slip/slip-state';
import type { SlipStore } from '../bet-slip/slip-store';
import styles from './booking-code.module.css';

// The dialog (and its QR encoder) is only fetched once a code is made.
const BookingCodeDialog = lazy(() => import(/* webpackChunkName: "sports-booking-code" */ './BookingCodeDialog'));

/** 生成投注码 under the slip's picks: saves them as a code (a member's, pre-match picks only) and shows it. */
export function BookingCodeButton({ store }: { store: SlipStore }) {
  const t = useSportsT();
  const { http, dialogs } = usePlatform();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<ResponseOf<typeof sportBookingSave> | null>(null);

  const save = async () => {
    setSaving(true);
    try {
      setSaved(await http.call(sportBookingSave, { picks: betPicksOf(store.getState()) }, { silent: true }));
    } catch (e) {
      dialogs.toast(messageOf(e) || t('centre.loadFailed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.saveButton} onClick={() => void save()} disabled={saving} data-testid="booking-save">
        {saving ? t('booking.saving') : t('booking.save')}
      </button>
      {saved && (
        <Suspense fallback={null}>
          <BookingCodeDialog code={saved.code} expiresAt={saved.expiresAt} onClose={() => setSaved(null)} />
        </Suspense>
      )}
    </>
  );
}
