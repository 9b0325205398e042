import { useCallback, useRef, useState } from 'react';
import {
  claimPromotion,
  confirmInfo,
  isSiteError,
  joinActivity,
  newIdempotencyKey,
  promotionConfig,
  type Promotion,
  type PromotionKind,
  type ResponseOf,
} from '@site/shared';
import { useApi } from '@site/shared/query';
import { usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';

export type ClaimResult = ResponseOf<typeof claimPromotion>;
export type Loaded = { phase: 'loading' } | { phase: 'missing' } | { phase: 'failed' } | { phase: 'ready'; promotion: Promotion };

/** The landing page's view of the activity read: a bad id or an activity of another kind is missing. */
function loadedOf(id: number | null, kind: PromotionKind, config: { data?: ResponseOf<typeof promotionConfig>; isError: boolean }): Loaded {
  if (id === null) return { phase: 'missing' };
  if (config.data) {
    const promotion = config.data.list.find((x) => x.id === id && x.kind === kind);
    return promotion ? { phase: 'ready', promotion } : { phase: 'missing' };
  }
  return config.isError ? { phase: 'failed' } : { phase: 'loading' };
}

/**
 * One activity and the member's state in it: reads the activity (guests too) and, when logged in,
 * confirmInfo; join and claim. A claim is a money intent: one key per click, kept for the retry only
 * when the outcome is unknown (a network failure), so a retried claim is answered, never paid twice.
 */
export function usePromotion(id: number | null, kind: PromotionKind, loggedIn: boolean) {
  const { http, dialogs, i18n, stores } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  const silent = { silent: true };
  // The promotion's texts come in the language asked for: a switch asks again (the shown one stays until then).
  const config = useApi(promotionConfig, { id: id ?? 0 }, { call: silent, enabled: id !== null, refetchOn: ['language'] });
  const confirm = useApi(confirmInfo, { id: id ?? 0 }, { call: silent, enabled: id !== null && loggedIn, key: [stores.session.userId] });
  const [busy, setBusy] = useState(false);
  const keys = useRef(new Map<string, string>());

  const { refetch } = confirm;
  const refresh = useCallback(async () => {
    if (id === null || !loggedIn) return;
    await refetch();
  }, [refetch, id, loggedIn]);

  const join = useCallback(async () => {
    if (id === null) return;
    if (!loggedIn) {
      await dialogs.loginRequired();
      return;
    }
    setBusy(true);
    try {
      await http.call(joinActivity, { id }, { silent: true });
      dialogs.toast(t('landing.joinedToast'), 'success');
    } catch (e) {
      dialogs.toast(isSiteError(e) ? e.message : t('landing.network'), 'error');
    } finally {
      setBusy(false);
      await refresh();
    }
  }, [dialogs, http, id, loggedIn, refresh, t]);

  const claim = useCallback(
    async (item: string, quiet = false): Promise<ClaimResult | null> => {
      if (id === null || busy) return null;
      const key = keys.current.get(item) ?? newIdempotencyKey();
      keys.current.set(item, key);
      setBusy(true);
      try {
        const out = await http.call(claimPromotion, { id, item }, { idempotencyKey: key, silent: true });
        keys.current.delete(item);
        if (!quiet) dialogs.toast(out.rewardFen > 0 ? t('landing.claimedToast', { label: out.label }) : t('landing.noWin'), 'success');
        return out;
      } catch (e) {
        if (isSiteError(e)) keys.current.delete(item);
        dialogs.toast(isSiteError(e) ? e.message : t('landing.network'), 'error');
        return null;
      } finally {
        setBusy(false);
        await refresh();
      }
    },
    [busy, dialogs, http, id, refresh, t],
  );

  // A bad id is missing without asking; a guest (or a member who logged out) has no state.
  // The member's state: none for a guest (or a member who logged out), nor when it could not be read.
  const state = loggedIn && !confirm.isError ? (confirm.data ?? null) : null;
  return { loaded: loadedOf(id, kind, config), state, busy, join, claim, refresh };
}
