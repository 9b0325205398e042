import { lazy, Suspense, useState } from 'react';
import { AUTO_CASH_OUT_STATE, BET_KIND, BET_STATE, CASH_OUT_STATE, eventTitle, formatMoney, parlayPriceText, priceText, type BetView } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { CASH_OUT_PANEL } from './cash-out/panel-modes';
import { CashOutButton } from './CashOutButton';
import styles from './bet-slip.module.css';

// The panels load on their first opening: the board's first paint and tap never evaluate them.
const CashOutPanel = lazy(() => import(/* webpackChunkName: "cash-out-panel" */ './cash-out/CashOutPanel'));
const EditBetPanel = lazy(() => import(/* webpackChunkName: "edit-bet-panel" */ './edit-bet/EditBetPanel'));

/** The panel a card has open under it. */
const PANEL = { ...CASH_OUT_PANEL, EDIT: 'edit' } as const;
type Panel = (typeof PANEL)[keyof typeof PANEL];

const STATE_CLASS: Record<BetView['state'], string> = {
  PENDING: styles.statePending ?? '',
  ACCEPTED: styles.stateAccepted ?? '',
  REJECTED: styles.stateRejected ?? '',
  SETTLED: styles.stateSettled ?? '',
  CASHED_OUT: styles.stateSettled ?? '',
};

/**
 * What a bet says beside its legs and figures: why a cash-out cannot be had now, the parts cashed out, its automatic
 * cash-out rule, an early payout, an edit.
 */
function BetNotes({ bet, unavailable }: { bet: BetView; unavailable: string }) {
  const t = useSportsT();
  const auto = bet.cashOut?.auto;
  const notes: { id: string; text: string }[] = [];
  if (unavailable) notes.push({ id: 'unavailable', text: t('slip.cashOutUnavailable', { reason: unavailable }) });
  if (bet.cashOut?.partAmount)
    notes.push({ id: 'part', text: t('slip.partCashedOut', { amount: formatMoney(bet.cashOut.partAmount), stake: formatMoney(bet.cashOut.partStake ?? 0) }) });
  if (auto?.state === AUTO_CASH_OUT_STATE.ARMED) {
    const what = auto.amount === null ? t('slip.autoFull') : t('slip.autoPart', { amount: formatMoney(auto.amount) });
    notes.push({ id: 'auto', text: t('slip.autoArmed', { target: formatMoney(auto.target), what }) });
  }
  if (auto?.state === AUTO_CASH_OUT_STATE.FIRED) notes.push({ id: 'auto', text: t('slip.autoFired', { amount: formatMoney(auto.paid ?? 0) }) });
  if (auto?.state === AUTO_CASH_OUT_STATE.FAILED) notes.push({ id: 'auto', text: t('slip.autoFailed', { reason: auto.reason }) });
  if (bet.earlyPayout) notes.push({ id: 'early', text: t('slip.earlyPayout') });
  if (bet.editedFrom) notes.push({ id: 'edited-from', text: t('slip.editedFrom') });
  if (bet.editedTo) notes.push({ id: 'edited-to', text: t('slip.editedTo') });
  if (notes.length === 0) return null;
  return (
    <ul className={styles.betNotes}>
      {notes.map((n) => (
        <li key={n.id} data-testid={`bet-note-${n.id}`}>
          {n.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * One bet as the player sees it: kind, result, state (确认中/已受理/未受理 with the reason/已结算/已兑现), legs, stake and
 * return. Kind, price and result are pieces of their own (separated in the text, not only by the layout); each leg
 * reads the price it was accepted at in the odds type the bet was placed in, as the board and the records read it.
 */
export function BetCard({ uid, bet, onChange }: { uid: string; bet: BetView; onChange(bet: BetView): void }) {
  const t = useSportsT();
  const cashOutState = bet.cashOut?.state;
  const offers = bet.offers ?? { cashOut: bet.kind !== BET_KIND.SERIES, edit: bet.kind !== BET_KIND.SERIES };
  const open = bet.state === BET_STATE.ACCEPTED && bet.payout === null && cashOutState !== CASH_OUT_STATE.PROCESSING;
  const unavailable = bet.cashOut?.unavailable ?? '';
  const cashable = open && offers.cashOut;
  const cashOutNote = bet.state === BET_STATE.ACCEPTED && (cashOutState === CASH_OUT_STATE.PROCESSING || cashOutState === CASH_OUT_STATE.REJECTED);
  const [panel, setPanel] = useState<Panel | null>(null);
  const toggle = (next: Panel) => setPanel((now) => (now === next ? null : next));
  const done = (next: BetView) => {
    setPanel(null);
    onChange(next);
  };
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
        {bet.builder && bet.legs[0] ? (
          // 同场串关: one line, its match and its selections together at their joint price.
          <li className={styles.leg} data-game-id={bet.legs[0].gameId} data-result={bet.result ?? ''} data-testid="bet-leg">
            <span className={styles.legTeams}>{eventTitle(bet.legs[0])}</span>{' '}
            <span className={styles.legPick}>
              <span data-testid="leg-pick">{bet.legs.map((leg) => leg.pickName).join(' + ')}</span>{' '}
              <span className={styles.legOdds}>
                @ <b data-testid="leg-price">{parlayPriceText(bet.builder.hkMilli + 1000)}</b>
              </span>
            </span>
          </li>
        ) : (
          bet.legs.map((leg, i) => (
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
          ))
        )}
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
      <BetNotes bet={bet} unavailable={cashable ? unavailable : ''} />
      {cashable && (
        <div className={styles.betActions} data-testid="bet-actions">
          {[PANEL.PART, PANEL.AUTO, ...(offers.edit ? [PANEL.EDIT] : [])].map((p) => (
            <button
              key={p}
              type="button"
              className={`${styles.betAction} ${panel === p ? styles.betActionOn : ''}`}
              aria-expanded={panel === p}
              onClick={() => toggle(p)}
              data-testid={`bet-action-${p}`}
            >
              {t(p === PANEL.PART ? 'slip.partAction' : p === PANEL.AUTO ? 'slip.autoAction' : 'slip.editAction')}
            </button>
          ))}
        </div>
      )}
      {cashable && panel && (
        <Suspense fallback={<p className={styles.note}>{t('slip.panelLoading')}</p>}>
          {panel === PANEL.EDIT ? <EditBetPanel uid={uid} bet={bet} onDone={done} /> : <CashOutPanel uid={uid} bet={bet} mode={panel} onDone={done} />}
        </Suspense>
      )}
    </article>
  );
}
