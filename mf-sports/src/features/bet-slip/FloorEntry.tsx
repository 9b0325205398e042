import { useState } from 'react';
import { formatHundredths, hkMilliOf, oddsTypeOf, type BetSlipItem, type OddsType } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { activeFloorHk, marketKindOf, orderDataOf } from './slip-state';
import styles from './bet-slip.module.css';

/** A price as typed: an optional minus, digits, at most two decimals ('0.85', '-0.90', '1.5'). */
const ODDS_TEXT = /^-?\d{1,4}(\.\d{0,2})?$/;

/** Signed thousandths of a typed price ('-0.9' → −900); null when it is not a price text. */
export function oddsMilliOf(text: string): number | null {
  if (!ODDS_TEXT.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '0', decimals = ''] = text.replace('-', '').split('.');
  const milli = Number(whole) * 1000 + Number(decimals.padEnd(2, '0')) * 10;
  return negative ? -milli : milli;
}

export const FLOOR_PROBLEM = { BAD: 'floorBad', ABOVE: 'floorAbove' } as const;
type FloorProblem = (typeof FLOOR_PROBLEM)[keyof typeof FLOOR_PROBLEM];

/**
 * Why a typed floor cannot stand for this pick (null = it can): not a price of the type the pick reads in, or above
 * the price the player sees (a floor only lets worse prices down to it through).
 */
export function floorProblem(milli: number | null, type: OddsType, seenHkMilli: number): FloorProblem | null {
  const hk = milli === null ? null : hkMilliOf(milli, type);
  if (hk === null) return FLOOR_PROBLEM.BAD;
  return hk > seenHkMilli ? FLOOR_PROBLEM.ABOVE : null;
}

/**
 * The odds floor of one pick (shown while auto-accept is off): typed in the odds type the pick reads in; without
 * one a moved price waits for the player's accept, with one a price at or above it is taken.
 */
export function FloorEntry({
  item,
  oddsType,
  onFloor,
}: {
  item: BetSlipItem;
  oddsType: OddsType;
  onFloor(floor: { milli: number; type: OddsType } | null): void;
}) {
  const t = useSportsT();
  const o = orderDataOf(item);
  const wtype = marketKindOf(item);
  const active = activeFloorHk(item, oddsType) !== null && o?.floor ? formatHundredths(Math.trunc(o.floor.milli / 10)) : '';
  const [text, setText] = useState(active);
  const [problem, setProblem] = useState<FloorProblem | null>(null);
  if (!o || !wtype) return null;
  const type = oddsTypeOf(wtype, oddsType);

  const apply = (typed: string) => {
    if (typed !== '' && typed !== '-' && !ODDS_TEXT.test(typed)) return;
    setText(typed);
    if (typed === '' || typed === '-') {
      setProblem(null);
      onFloor(null);
      return;
    }
    const milli = oddsMilliOf(typed);
    const why = floorProblem(milli, type, o.hkMilli);
    setProblem(why);
    onFloor(why === null && milli !== null ? { milli, type } : null);
  };

  return (
    <div className={styles.floor}>
      <label className={styles.floorRow}>
        <span>{t('slip.floor')}</span>
        <input
          className={styles.floorInput}
          inputMode="decimal"
          maxLength={8}
          placeholder={t('slip.floorPlaceholder')}
          value={text}
          onChange={(e) => apply(e.target.value.trim())}
          aria-invalid={problem !== null}
          data-testid="slip-floor"
        />
      </label>
      {problem && (
        <p className={styles.floorProblem} role="alert" data-testid="slip-floor-problem">
          {t(`slip.${problem}`)}
        </p>
      )}
    </div>
  );
}
