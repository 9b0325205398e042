import { useState } from 'react';
import {
  BUILDER_KINDS,
  BUILDER_MAX_PICKS,
  BUILDER_MENU,
  betBuilderPlace,
  builderPickOf,
  builderQuoteSchema,
  formatMoney,
  isSiteError,
  newIdempotencyKey,
  parlayPriceText,
  stakeFenOf,
  stakeText,
  type BetView,
  type BuilderPick,
} from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { selectionLabel } from '../../rules/selection-label';
import { useMatch } from '../live-store';
import { useOddsType } from '../odds';
import { BetCard } from '../bet-slip';
import { useBuilderQuote } from './use-builder-quote';
import styles from './bet-builder.module.css';

type Teams = { home: string; away: string };

/** A menu selection's label, as the board names the same side of the same play type. */
const labelOf = (pick: BuilderPick, teams: Teams, t: (key: string) => string): string =>
  selectionLabel({ kind: pick.wtype, line: pick.line, strong: pick.strong }, { key: pick.rtype, name: '' }, teams, t);

/**
 * 同场串关 (bet builder) of one football match: two to six selections of its play types, priced together by the api
 * from the match's joint model (re-quoted as the match moves), placed as one bet. Loaded only when the player
 * opens it (MatchDetail's 同场串关 mode).
 */
export default function BetBuilder({ uid, gameId }: { uid: string; gameId: string }) {
  const t = useSportsT();
  const { http } = usePlatform();
  const oddsType = useOddsType();
  const match = useMatch(gameId);
  const [picks, setPicks] = useState<string[]>([]);
  const [stake, setStake] = useState('');
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState('');
  const [receipt, setReceipt] = useState<BetView | null>(null);
  const load = useBuilderQuote(uid, gameId, picks);
  if (!match) return null;
  const teams = { home: match.team_h, away: match.team_c };
  const { quote } = load;
  const open = quote?.state === 'open';

  const toggle = (id: string) => {
    setProblem('');
    setPicks((list) => (list.includes(id) ? list.filter((x) => x !== id) : list.length >= BUILDER_MAX_PICKS ? list : [...list, id]));
  };

  const place = async () => {
    if (!quote || !open || placing) return;
    const fen = stakeFenOf(stake);
    if (fen === null || fen <= 0) {
      setProblem(t('slip.placeRefusal.STAKE_EMPTY'));
      return;
    }
    setPlacing(true);
    setProblem('');
    try {
      const answer = await http.call(
        betBuilderPlace,
        { uid, gameId, picks, hkMilli: quote.hkMilli, stake: stakeText(fen), autoAccept: false, oddsType },
        { idempotencyKey: newIdempotencyKey(), silent: true },
      );
      setReceipt(answer.bet);
      setPicks([]);
      setStake('');
    } catch (e) {
      if (isSiteError(e)) {
        const now = builderQuoteSchema.safeParse((e.data as { quote?: unknown } | undefined)?.quote);
        if (now.success) load.put(now.data);
        setProblem(e.message);
      } else setProblem(t('slip.placeFailed'));
    } finally {
      setPlacing(false);
    }
  };

  return (
    <div className={styles.builder} data-testid="bet-builder">
      <p className={styles.hint}>{t('builder.hint', { max: BUILDER_MAX_PICKS })}</p>
      {BUILDER_KINDS.map((kind) => (
        <section key={kind} className={styles.group} data-testid={`builder-group-${kind}`}>
          <h3 className={styles.groupTitle}>{t(`market.${kind}`)}</h3>
          <div className={styles.options}>
            {BUILDER_MENU[kind].map((pick) => {
              const on = picks.includes(pick.id);
              return (
                <button
                  key={pick.id}
                  type="button"
                  className={`${styles.option} ${on ? styles.on : ''}`}
                  aria-pressed={on}
                  disabled={!on && picks.length >= BUILDER_MAX_PICKS}
                  onClick={() => toggle(pick.id)}
                  data-testid={`builder-pick-${pick.id}`}
                >
                  {labelOf(pick, teams, t)}
                </button>
              );
            })}
          </div>
        </section>
      ))}
      <footer className={styles.ticket} data-testid="builder-ticket">
        <div className={styles.ticketHead}>
          <b>{t('builder.title')}</b>
          <span data-testid="builder-count">{t('builder.picked', { count: picks.length, max: BUILDER_MAX_PICKS })}</span>
          {picks.length > 0 && (
            <button type="button" className={styles.clear} onClick={() => setPicks([])}>
              {t('builder.clear')}
            </button>
          )}
        </div>
        {picks.length > 0 && (
          <ul className={styles.picked}>
            {picks.map((id) => {
              const pick = builderPickOf(id)!;
              return (
                <li key={id} data-testid="builder-picked">
                  <span className={styles.pickedKind}>{t(`market.${pick.wtype}`)}</span> {labelOf(pick, teams, t)}
                </li>
              );
            })}
          </ul>
        )}
        <div className={styles.price} role="status" data-testid="builder-quote" data-state={quote?.state ?? load.status}>
          {picks.length < 2 ? (
            t('builder.needTwo')
          ) : load.status === 'loading' ? (
            t('builder.quoting')
          ) : load.status === 'error' ? (
            load.message || t('builder.quoteFailed')
          ) : quote && open ? (
            <>
              {t('builder.price')} <b data-testid="builder-price">{parlayPriceText(quote.hkMilli + 1000)}</b>
              <span className={styles.product} data-testid="builder-product">
                {t('builder.product', { price: parlayPriceText(quote.productEuroMilli) })}
              </span>
            </>
          ) : (
            <span className={styles.refusal} data-testid="builder-refusal">
              {quote?.message}
            </span>
          )}
        </div>
        <div className={styles.stakeRow}>
          <input
            className={styles.stake}
            inputMode="decimal"
            value={stake}
            placeholder={
              quote && open ? t('builder.stakeRange', { min: formatMoney(quote.minStake), max: formatMoney(quote.maxStake) }) : t('slip.stakePlaceholder')
            }
            aria-label={t('slip.stake')}
            onChange={(e) => setStake(e.target.value)}
            data-testid="builder-stake"
          />
          <button type="button" className={styles.place} disabled={!open || placing} onClick={() => void place()} data-testid="builder-place">
            {t('slip.place')}
          </button>
        </div>
        {problem && (
          <p className={styles.refusal} role="alert" data-testid="builder-problem">
            {problem}
          </p>
        )}
        {receipt && (
          <div className={styles.receipt} data-testid="builder-receipt">
            <BetCard uid={uid} bet={receipt} onChange={setReceipt} />
          </div>
        )}
      </footer>
    </div>
  );
}
