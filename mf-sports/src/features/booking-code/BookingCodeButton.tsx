import { lazy, Suspense, useState } from 'react';
import { messageOf, sportBookingSave, type BetPick, type ResponseOf } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './booking-code.module.css';

// The dialog (and its QR encoder) is only fetched once a code is made.
const BookingCodeDialog = lazy(() => import(/* webpackChunkName: "sports-booking-code" */ './BookingCodeDialog'));

/**
 * 生成投注码 under the slip's picks: saves them as a code (a member's, pre-match picks only) and shows it. The slip
 * hands over its picks as they are at the click (`picks`), so this feature needs nothing of the slip's own.
 */
export function BookingCodeButton({ picks }: { picks: () => BetPick[] }) {
  const t = useSportsT();
  const { http, dialogs } = usePlatform();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<ResponseOf<typeof sportBookingSave> | null>(null);

  const save = async () => {
    setSaving(true);
    try {
      setSaved(await http.call(sportBookingSave, { picks: picks() }, { silent: true }));
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
