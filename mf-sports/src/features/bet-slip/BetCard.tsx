import { BET_KIND, BET_STATE, CASH_OUT_STATE, eventTitle, formatMoney, priceText, type BetView } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { CashOutButton } from './CashOutButton';
import styles from './bet-slip.module.css';

const STATE_CLASS: Record<BetView['state'], string> = {
  PENDING: styles.statePending ?? '',
  ACCEPTED: styles.stateAccepted ?? '',
  REJECTED: styles.stateRejected ?? '',
  SETTLED: styles.stateSettled ?? '',
  CASHED_OUT: styles.stateSettled ?? '',
};

/**
 * One bet as the player sees it: kind, result, state (确认中/已受理/未受理 with the reason/已结算/已兑现), legs, stake and
 * return. Kind, price and result are pieces of their own (separated in the text, not only by the layout); each leg
 * reads the price it was accepted at in the odds type the bet was placed in, as the board and the records read it.
 */
export function BetCard({ uid, bet, onChange }: { uid: string; bet: BetView; onChange(bet: BetView): void }) {
  const t = useSportsT();
  const cashOutState = bet.cashOut?.state;
  const cashable = bet.state === BET_STATE.ACCEPTED && bet.kind !== BET_KIND.SERIES && bet.payout === null && cashOutState !== CASH_OUT_STATE.PROCESSING;
  const cashOutNote = bet.state === BET_STATE.ACCEPTED && (cashOutState === CASH_OUT_STATE.PROCESSING || cashOutState === CASH_OUT_STATE.REJECTED);
  return (
    <article className={styles.bet} data-testid={`bet-${bet.betId}`} data-state={bet.state} data-payout={bet.payout ?? undefined}>
      <header className={styles.betHead}>
        <span className={styles.betTitle}>
          <b data-testid="bet-kind">{bet.kindName}</b>
          {bet.resultName && (
            <>
              {' '}
              <span className={styles.betResult} data-testid="bet-result">
                {bet.resultName}
              </span>
            </>
          )}
        </span>
        <span className={`${styles.state} ${STATE_CLASS[bet.state]}`} data-testid="bet-state">
          {bet.stateName}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.legs.map((leg, i) => (
          <li key={`${leg.selectionId}-${i}`} className={styles.leg} data-game-id={leg.gameId} data-result={leg.result ?? ''} data-testid="bet-leg">
            <span className={styles.legTeams}>{eventTitle(leg)}</span>{' '}
            <span className={styles.legPick}>
              <span className={styles.legMarket}>{t(`market.${leg.wtype}`)}</span> <span data-testid="leg-pick">{leg.pickName}</span>{' '}
              <span className={styles.legOdds}>
                @ <b data-testid="leg-price">{priceText(leg.hkMilli, leg.wtype, bet.oddsType)}</b>
              </span>
              {leg.resultName && (
                <>
                  {' '}
                  <em className={styles.legResult} data-testid="leg-result">
                    {leg.resultName}
                  </em>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      {bet.state === BET_STATE.REJECTED && bet.rejectMessage && (
        <p className={styles.reject} data-testid="bet-reject">
          {t('slip.rejectReason', { reason: bet.rejectMessage })}
        </p>
      )}
      <footer className={styles.betFoot}>
        <span>{t('slip.stakeLabel', { amount: formatMoney(bet.totalStake) })}</span>
        <span>
          {bet.payout === null ? t('slip.maxReturnLabel', { amount: formatMoney(bet.maxReturn) }) : t('slip.returnLabel', { amount: formatMoney(bet.payout) })}
        </span>
        {cashOutNote && (
          <span className={styles.cashOutNote} data-testid="cash-out-state">
            {t(`slip.cashOutStates.${cashOutState}`)}
          </span>
        )}
        {cashable && <CashOutButton uid={uid} bet={bet} onDone={onChange} />}
      </footer>
    </article>
  );
}
