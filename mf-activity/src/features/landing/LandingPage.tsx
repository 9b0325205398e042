import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { beijingTime, formatMoney, PromotionKind, type PromotionKind as Kind } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';
import { windowStateOf, yuanOfFen } from '../discount';
import { TimeLeft } from '../discount';
import { ClaimList } from './ClaimList';
import { DepositBonusPanel } from './DepositBonusPanel';
import { LandContent } from './LandContent';
import type { PanelProps } from './panel-props';
import { actionOf, ruleLinesOf } from './landing-view';
import { RacePanel } from './RacePanel';
import { SignPanel } from './SignPanel';
import { usePromotion } from './use-promotion';
import { WheelPanel } from './WheelPanel';
import styles from './landing.module.css';

const idOf = (raw: unknown): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The kind's own panel: what the member does and sees once joined (and a guest sees beside the rules). */
function KindPanel({ promotion, state, busy, claim, refresh }: PanelProps<Kind>) {
  const rules = promotion.rules;
  const props = { state, busy, claim, refresh };
  switch (rules.kind) {
    case PromotionKind.RACE:
      return <RacePanel promotion={{ ...promotion, rules }} {...props} />;
    case PromotionKind.FIRST_DEPOSIT:
    case PromotionKind.AGAIN_DEPOSIT:
      return <DepositBonusPanel promotion={{ ...promotion, rules }} {...props} />;
    case PromotionKind.NEW_TASK:
    case PromotionKind.BETTING_GIFT:
      return <ClaimList promotion={{ ...promotion, rules }} {...props} />;
    case PromotionKind.DRAW_GIFT:
      return <WheelPanel promotion={{ ...promotion, rules }} {...props} />;
    case PromotionKind.SIGN_GIFT:
      return <SignPanel promotion={{ ...promotion, rules }} {...props} />;
    case PromotionKind.LAND:
      return <LandContent blocks={rules.blocks} />;
  }
}

/** /activity/<kind>/:id: one activity's rules, window and the member's state; a guest sees the rules and gets the login prompt on join. */
export const LandingPage = observer(function LandingPage({ kind }: { kind: Kind }) {
  const { i18n, route, stores, navigate } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  const loggedIn = stores.session.isLoggedIn;
  const id = idOf(route.params.id);
  const { loaded, state, busy, join, claim, refresh } = usePromotion(id, kind, loggedIn);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);

  if (loaded.phase !== 'ready') {
    return (
      <section className={styles.page} data-testid="landing-page" data-phase={loaded.phase}>
        <p className={styles.empty}>{t(`landing.${loaded.phase}`)}</p>
        {loaded.phase !== 'loading' && (
          <button type="button" className={styles.secondary} onClick={() => navigate.to({ name: 'discount' })}>
            {t('landing.backToList')}
          </button>
        )}
      </section>
    );
  }
  const p = loaded.promotion;
  const action = actionOf(p, state, loggedIn, now);
  return (
    <section className={styles.page} data-testid="landing-page" data-kind={p.kind}>
      <button type="button" className={styles.back} onClick={() => navigate.to({ name: 'discount' })}>
        ‹ {t('landing.backToList')}
      </button>
      <header className={styles.hero} data-kind={p.kind}>
        <span className={styles.heroKind}>{t(`discount.kind.${p.kind}`)}</span>
        <h1 className={styles.title}>{p.title}</h1>
        <p className={styles.summary}>{p.summary}</p>
        <p className={styles.window}>
          {t('landing.window', { start: beijingTime(p.startAt), end: beijingTime(p.endAt) })} · <TimeLeft state={windowStateOf(now, p.startAt, p.endAt)} />
        </p>
      </header>

      {p.kind !== PromotionKind.LAND && (
        <div className={styles.action} data-testid="landing-action" data-action={action.kind}>
          {action.kind === 'login' && (
            <button type="button" className={styles.primary} onClick={() => void join()} data-testid="landing-join">
              {t('landing.join')}
            </button>
          )}
          {action.kind === 'join' && (
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void join()} data-testid="landing-join">
              {t('landing.join')}
            </button>
          )}
          {action.kind === 'ineligible' && (
            <p className={styles.reason} data-testid="landing-reason">
              {action.reason}
            </p>
          )}
          {action.kind === 'joined' && (
            <p className={styles.joined} data-testid="landing-joined">
              ✓ {t('landing.joined')}
            </p>
          )}
          {action.kind === 'ended' && <p className={styles.reason}>{t('discount.ended')}</p>}
          {action.kind === 'upcoming' && <p className={styles.reason}>{t('landing.upcoming')}</p>}
          {action.kind === 'loading' && <p className={styles.reason}>{t('landing.loading')}</p>}
          {action.kind === 'login' && <p className={styles.hint}>{t('landing.loginHint')}</p>}
        </div>
      )}

      <div className={styles.columns}>
        <div className={styles.main}>
          <KindPanel promotion={p} state={action.kind === 'joined' ? state : null} busy={busy} claim={claim} refresh={refresh} />
        </div>
        {p.kind !== PromotionKind.LAND && (
          <aside className={styles.card} data-testid="landing-rules">
            <h2 className={styles.sectionTitle}>{t('landing.rulesTitle')}</h2>
            <ol className={styles.rules}>
              {ruleLinesOf(p.rules).map(([key, values]) => (
                <li key={key}>{t(`landing.rules.${key}`, values)}</li>
              ))}
              <li>{t('landing.rules.revocable')}</li>
            </ol>
            {state && state.history.length > 0 && (
              <>
                <h2 className={styles.sectionTitle}>{t('landing.historyTitle')}</h2>
                <ul className={styles.history} data-testid="landing-history">
                  {state.history.map((h) => (
                    <li key={`${h.item}-${h.at}`}>
                      <span>{h.label}</span>
                      <span className={h.rewardFen > 0 ? styles.win : styles.muted}>{h.rewardFen > 0 ? `+¥ ${formatMoney(yuanOfFen(h.rewardFen))}` : '—'}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </aside>
        )}
      </div>
    </section>
  );
});
