import { useReducer } from 'react';
import { newIdempotencyKey, vipWeekInfo, welfareInfo, welfareReceive, WelfareState, type RequestOf, beijingDay } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { readsTogether, ReadStates, useApi, useInvalidate } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { readTexts } from '../../components/read-texts';
import { VipTabs } from '../vip';
import { Money } from '../wallet';
import { useMoneyCall } from '../wallet';
import { claimInFlight, claimReducer, initialClaim } from './claim-flow';
import { vipStyles as styles } from '../vip';

type Claim = RequestOf<typeof welfareReceive>;

/**
 * /mine/welfare: the VIP welfare centre. Upgrade bonuses per grade reached, the weekly gift of the
 * grade and the rebate of valid bets, each claimed once through the api (the ledger pays it with its
 * turnover); the header balance refreshes after a claim.
 */
export function WelfarePage() {
  const { i18n, http, navigate, dialogs, stores } = usePlatform();
  const t = useT(i18n, NS);
  const silent = { call: { silent: true } };
  const reads = [useApi(welfareInfo, {}, silent), useApi(vipWeekInfo, {}, silent)] as const;
  const data = reads[0].data && reads[1].data ? ([reads[0].data, reads[1].data] as const) : null;
  const invalidate = useInvalidate();
  const reload = () => void invalidate(welfareInfo, vipWeekInfo);
  const [claim, dispatch] = useReducer(claimReducer<Claim>, undefined, initialClaim<Claim>);
  const inFlight = claimInFlight(claim);

  useMoneyCall(
    claim.intent,
    (body, key) => http.call(welfareReceive, body, { idempotencyKey: key, silent: true }),
    (key, out) => {
      if (out.result === 'ok') {
        dispatch({ type: 'answered', key });
        dialogs.toast(t('welfare.received', { amount: out.data.amount }), 'success');
        reload();
        void stores.balance.refresh().catch(() => undefined);
      } else {
        dispatch({ type: 'failed', key, result: out.result, message: out.message });
        if (out.result === 'refused') reload();
      }
    },
  );

  const button = (body: Claim, state: WelfareState, testId: string) => (
    <button
      type="button"
      className={styles.primary}
      data-testid={testId}
      disabled={state !== WelfareState.CLAIMABLE || inFlight !== null}
      aria-busy={inFlight !== null && JSON.stringify(inFlight) === JSON.stringify(body)}
      onClick={() => dispatch({ type: 'claim', body, freshKey: newIdempotencyKey() })}
    >
      {t(`welfare.states.${state}`)}
    </button>
  );

  return (
    <section className={styles.page} data-testid="welfare-page">
      <VipTabs current="welfare" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('welfare.title')}</h1>
      <ReadStates read={readsTogether(...reads)} texts={readTexts(t)} />
      {claim.outcome.kind === 'refused' || claim.outcome.kind === 'unsure' ? (
        <p className={styles.error} role="alert" data-testid="welfare-error">
          {claim.outcome.message || t('vip.loadFailed')}
        </p>
      ) : null}
      {data
        ? (() => {
            const [info, week] = data;
            return (
              <>
                <p className={styles.muted}>{t('welfare.note', { n: info.turnoverMultiple, grade: `VIP${info.grade}` })}</p>
                <div className={styles.card}>
                  <h2 className={styles.sectionTitle}>{t('welfare.week')}</h2>
                  <div className={styles.tile} data-testid="welfare-week">
                    <span className={styles.tileName}>{t('welfare.weekOf', { grade: `VIP${week.grade}` })}</span>
                    <Money className={styles.amount} value={week.amount} />
                    <span className={styles.state}>
                      {t('welfare.weekRange', {
                        from: beijingDay(week.weekStart),
                        to: beijingDay(week.weekEnd - 1),
                      })}
                    </span>
                    {week.state === WelfareState.LOCKED ? <span className={styles.state}>{t('welfare.weekLocked')}</span> : null}
                    {button({ kind: 'week' }, week.state, 'welfare-week-claim')}
                  </div>
                </div>
                <div className={styles.card}>
                  <h2 className={styles.sectionTitle}>{t('welfare.rebate')}</h2>
                  <div className={styles.figures} data-testid="welfare-rebate">
                    <div className={styles.figure}>
                      <span className={styles.label}>{t('welfare.rebateBet')}</span>
                      <Money className={styles.big} value={info.rebate.validBet} />
                    </div>
                    <div className={styles.figure}>
                      <span className={styles.label}>{t('welfare.rebateRatio')}</span>
                      <span className={styles.big}>{info.rebate.percent}%</span>
                    </div>
                    <div className={styles.figure}>
                      <span className={styles.label}>{t('welfare.rebateAmount')}</span>
                      <Money className={`${styles.big} ${styles.in}`} value={info.rebate.amount} testId="welfare-rebate-amount" />
                    </div>
                  </div>
                  <div>{button({ kind: 'rebate' }, info.rebate.state, 'welfare-rebate-claim')}</div>
                </div>
                <div className={styles.card}>
                  <h2 className={styles.sectionTitle}>{t('welfare.upgrade')}</h2>
                  <div className={styles.grid}>
                    {info.upgrades.map((u) => (
                      <div key={u.grade} className={styles.tile} data-testid={`welfare-upgrade-${u.grade}`}>
                        <span className={styles.tileName}>{t('welfare.upgradeOf', { grade: u.name })}</span>
                        <Money className={styles.amount} value={u.amount} />
                        {button({ kind: 'upgrade', grade: u.grade }, u.state, `welfare-upgrade-claim-${u.grade}`)}
                      </div>
                    ))}
                  </div>
                </div>
              </>
            );
          })()
        : null}
    </section>
  );
}
