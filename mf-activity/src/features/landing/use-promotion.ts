import { useCallback, useEffect, useRef, useState } from 'react';
import {
  claimPromotion,
  confirmInfo,
  isSiteError,
  joinActivity,
  newIdempotencyKey,
  promotionConfig,
  type Promotion,
  type PromotionKind,
  type PromotionState,
  type ResponseOf,
} from '@site/shared';
import { useLanguage, usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';

export type ClaimResult = ResponseOf<typeof claimPromotion>;
export type Loaded = { phase: 'loading' } | { phase: 'missing' } | { phase: 'failed' } | { phase: 'ready'; promotion: Promotion };

/**
 * One activity and the member's state in it: loads the activity (guests too) and, when logged in,
 * confirmInfo; join and claim. A claim is a money intent: one key per click, kept for the retry only
 * when the outcome is unknown (a network failure), so a retried claim is answered, never paid twice.
 */
export function usePromotion(id: number | null, kind: PromotionKind, loggedIn: boolean) {
  const { http, dialogs, i18n } = usePlatform();
  // The promotion's texts come in the language asked for: a switch asks again (the shown one stays until then).
  const language = useLanguage(i18n);
  const t = useT(i18n, ACTIVITY_NS);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [state, setState] = useState<PromotionState | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useRef(new Map<string, string>());

  const refresh = useCallback(async () => {
    if (id === null || !loggedIn) return;
    try {
      setState(await http.call(confirmInfo, { id }, { silent: true }));
    } catch {
      setState(null);
    }
  }, [http, id, loggedIn]);

  useEffect(() => {
    let live = true;
    if (id === null) return;
    http.call(promotionConfig, { id }, { silent: true }).then(
      (c) => {
        const p = c.list.find((x) => x.id === id && x.kind === kind);
        if (live) setLoaded(p ? { phase: 'ready', promotion: p } : { phase: 'missing' });
      },
      () => {
        if (live) setLoaded({ phase: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [http, id, kind, language]);

  useEffect(() => {
    let live = true;
    if (id === null || !loggedIn) return;
    http.call(confirmInfo, { id }, { silent: true }).then(
      (s) => {
        if (live) setState(s);
      },
      () => {
        if (live) setState(null);
      },
    );
    return () => {
      live = false;
    };
  }, [http, id, loggedIn]);

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
  return { loaded: id === null ? ({ phase: 'missing' } as const) : loaded, state: loggedIn ? state : null, busy, join, claim, refresh };
}
