import { useEffect, useState } from 'react';
import { BET_KIND, formatMoney, stakeFenOf, yuanText, type BetView, type OddsType } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { BookingCodeButton } from '../booking-code';
import { BetCard } from './BetCard';
import { MyBets } from './MyBets';
import { SlipPick } from './SlipPick';
import { StakeEntry } from './StakeEntry';
import { FamilyPicker } from './FamilyPicker';
import { QUICK_BET_DEFAULT_FEN, QuickBetPanel } from './QuickBetPanel';
import { canPlace, chosenFamily, familiesOf, placeAttempt, placeCheck, slipBanner } from './slip-place';
import { betKindOf, betPicksOf, needsAccept as pickNeedsAccept } from './slip-state';
import type { SlipStore } from './slip-store';
import { usePlacement } from './use-placement';
import { usePriceCheck } from './use-price-check';
import { useSlipState } from './use-slip';
import { useSportWallet } from './use-sport-wallet';
import styles from './bet-slip.module.css';

export const SLIP_TAB = { SLIP: 'slip', BETS: 'bets' } as const;
type SlipTab = (typeof SLIP_TAB)[keyof typeof SLIP_TAB];

function Toggle({ label, on, onChange, testId }: { label: string; on: boolean; onChange(on: boolean): void; testId: string }) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" role="switch" checked={on} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span className={styles.track} aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

/**
 * The bet slip (spec §4): picks from the prices, single / multiple (串关) / series (复式串关) with every
 * N串M family, the stake with quick stakes and the real-amount rule, the price re-check while it is open (up/down
 * flags; with auto-accept off an accept step, or each pick's odds floor), placement with its states, quick bet
 * (a tap on a price places a single at the preset stake through the same placement), and the page's own bets (注单).
 */
export function BetSlip({
  store,
  enName,
  uid,
  open,
  oddsType,
  onForceHongKong,
}: {
  store: SlipStore;
  /** The sport venue (its wallet is the slip's balance). */
  enName: string;
  uid: string | null;
  /** The slip is on screen: the price check runs. */
  open: boolean;
  oddsType: OddsType;
  onForceHongKong(): void;
}) {
  const t = useSportsT();
  const slip = useSlipState(store);
  const [tab, setTab] = useState<SlipTab>(SLIP_TAB.SLIP);
  const wallet = useSportWallet(enName, uid);
  const prices = usePriceCheck(store, uid, open && tab === SLIP_TAB.SLIP);
  const placement = usePlacement(store, uid, prices.check, prices.readBalance);
  const [stake, setStake] = useState('');
  const [notice, setNotice] = useState('');
  const [familyId, setFamilyId] = useState<string | null>(null);
  const [receipts, setReceipts] = useState<Record<string, BetView>>({});

  const families = familiesOf(slip);
  // The full system (3串4, 4串11 …) unless the player chose another family.
  const family = chosenFamily(families, familyId);
  const kind = betKindOf(slip);
  // Quick bet places at its preset stake.
  const unitFen = slip.quickStakeFen ?? stakeFenOf(stake);
  const verdict = placeCheck(slip, { unitFen, family, balanceFen: wallet.fen, oddsType });
  const quote = verdict.quote;
  // The accept step: a moved line always, a moved price when auto-accept is off and no odds floor takes it.
  const needsAccept = slip.picks.some((p) => pickNeedsAccept(p, slip.autoAcceptOdds, oddsType));
  // The real-amount rule caps a series unit so that every combination stays within the balance.
  const unitBalance = wallet.fen !== null && quote.combinations > 0 ? Math.floor(wallet.fen / quote.combinations) : wallet.fen;

  useEffect(() => {
    if (notice === '') return;
    const timer = setTimeout(() => setNotice(''), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  // A quick-bet tap: placed at once at the preset stake, with the same checks and receipt as 确认投注.
  const { place, placing } = placement;
  useEffect(() => {
    if (slip.quickPending === null || placing) return;
    store.dispatch({ type: 'quickDone' });
    if (uid) void place({ unitFen: slip.quickStakeFen, family: null, oddsType });
  }, [slip.quickPending, slip.quickStakeFen, placing, place, store, uid, oddsType]);

  const dispatch = (action: Parameters<SlipStore['dispatch']>[0]) => {
    const outcome = store.dispatch(action);
    if (!outcome.ok) setNotice(t(`slip.pickRefusal.${outcome.reason}`));
    else if (outcome.forceHongKong && oddsType !== 'H') {
      onForceHongKong();
      setNotice(t('slip.forcedHk'));
    }
  };

  const shownReceipts = placement.receipts.map((b) => receipts[b.betId] ?? b);
  // The banner and 确认投注 follow the slip as it is now: a refusal goes when its cause goes.
  const banner = slipBanner(verdict, placement.problem, placeAttempt(slip, unitFen, family));
  const problem = banner ? ('refusal' in banner ? t(`slip.placeRefusal.${banner.refusal}`) : banner.message || t('slip.placeFailed')) : '';

  return (
    <div className={styles.slip} data-testid="bet-slip" data-kind={kind}>
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === SLIP_TAB.SLIP}
          className={`${styles.tab} ${tab === SLIP_TAB.SLIP ? styles.tabOn : ''}`}
          onClick={() => setTab(SLIP_TAB.SLIP)}
        >
          {t('slip.tabSlip')}
          {slip.picks.length > 0 && (
            <span className={styles.badge} data-testid="slip-count">
              {slip.picks.length}
            </span>
          )}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === SLIP_TAB.BETS}
          className={`${styles.tab} ${tab === SLIP_TAB.BETS ? styles.tabOn : ''}`}
          onClick={() => setTab(SLIP_TAB.BETS)}
          data-testid="slip-tab-bets"
        >
          {t('slip.myBets')}
        </button>
      </div>
      {wallet.fen !== null && (
        <p className={styles.wallet} data-testid="slip-wallet" data-fen={wallet.fen}>
          <span>{t('slip.walletTitle')}</span>
          <b>¥ {formatMoney(wallet.fen / 100)}</b>
        </p>
      )}
      {tab === SLIP_TAB.BETS ? (
        uid ? (
          <MyBets uid={uid} />
        ) : null
      ) : (
        <div className={styles.body}>
          <div className={styles.modes}>
            <Toggle label={t('slip.multiple')} on={slip.multiple} onChange={(on) => dispatch({ type: 'multiple', on })} testId="slip-multiple" />
            <Toggle label={t('slip.series')} on={slip.series} onChange={(on) => dispatch({ type: 'series', on })} testId="slip-series" />
            <Toggle
              label={t('slip.autoAcceptShort')}
              on={slip.autoAcceptOdds}
              onChange={(on) => dispatch({ type: 'autoAccept', on })}
              testId="slip-auto-accept"
            />
            <Toggle
              label={t('slip.quickBet')}
              on={slip.quickStakeFen !== null}
              onChange={(on) => dispatch({ type: 'quickBet', stakeFen: on ? QUICK_BET_DEFAULT_FEN : null })}
              testId="slip-quick"
            />
          </div>
          {slip.quickStakeFen !== null && <QuickBetPanel stakeFen={slip.quickStakeFen} onStake={(stakeFen) => dispatch({ type: 'quickBet', stakeFen })} />}
          {slip.picks.length === 0 ? (
            <p className={styles.note} data-testid="slip-empty">
              {t(slip.quickStakeFen !== null ? 'slip.emptyQuick' : 'slip.empty')}
            </p>
          ) : (
            <>
              <ul className={styles.picks}>
                {slip.picks.map((item, i) => (
                  <SlipPick
                    key={`${i}-${String(item.oddInfo.r)}-${String(item.gameInfo.gameId)}`}
                    item={item}
                    oddsType={oddsType}
                    autoAccept={slip.autoAcceptOdds}
                    onRemove={(selectionId) => dispatch({ type: 'remove', selectionId })}
                    onFloor={(selectionId, floor) => dispatch({ type: 'floor', selectionId, floor })}
                  />
                ))}
              </ul>
              <button type="button" className={styles.clear} onClick={() => dispatch({ type: 'clear' })}>
                {t('slip.clear')}
              </button>
              <BookingCodeButton picks={() => betPicksOf(store.getState())} />
              {kind === BET_KIND.SERIES && <FamilyPicker families={families} chosen={family} onChoose={setFamilyId} />}
              {slip.quickStakeFen === null && (
                <StakeEntry
                  value={stake}
                  label={kind === BET_KIND.SERIES ? t('slip.stakeUnit') : t('slip.stake')}
                  minFen={quote.minFen}
                  maxFen={quote.maxFen}
                  balanceFen={wallet.fen}
                  capFen={unitBalance}
                  onChange={setStake}
                  onCapped={(text) => setNotice(t('slip.capped', { amount: text }))}
                />
              )}
              <dl className={styles.summary}>
                {kind === BET_KIND.SERIES && (
                  <div>
                    <dt data-testid="slip-family-title">{family?.title ?? ''}</dt>
                    <dd data-testid="slip-combinations">{t('slip.combinations', { count: quote.combinations })}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('slip.totalStake')}</dt>
                  <dd data-testid="slip-total">{yuanText(quote.totalStakeFen)}</dd>
                </div>
                <div>
                  <dt>{t('slip.win')}</dt>
                  <dd data-testid="slip-win" className={styles.win}>
                    {yuanText(quote.winFen)}
                  </dd>
                </div>
              </dl>
              {notice && (
                <p className={styles.notice} role="status" data-testid="slip-notice">
                  {notice}
                </p>
              )}
              {problem && (
                <p className={styles.problem} role="alert" data-testid="slip-problem">
                  {problem}
                </p>
              )}
              {needsAccept ? (
                <button type="button" className={styles.place} onClick={() => dispatch({ type: 'acceptPrices' })} data-testid="slip-accept">
                  {t('slip.acceptOnly')}
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.place}
                  disabled={placement.placing || !uid || !canPlace(verdict)}
                  onClick={() => void place({ unitFen, family, oddsType })}
                  data-testid="slip-place"
                >
                  {placement.placing ? t('slip.placing') : `${t('slip.place')} ${quote.totalStakeFen > 0 ? formatMoney(quote.totalStakeFen / 100) : ''}`}
                </button>
              )}
            </>
          )}
          {notice && slip.picks.length === 0 && (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          )}
          {uid && shownReceipts.length > 0 && (
            <div className={styles.receipts} data-testid="slip-receipts">
              {shownReceipts.map((bet) => (
                <BetCard key={bet.betId} uid={uid} bet={bet} onChange={(b) => setReceipts((r) => ({ ...r, [b.betId]: b }))} />
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
