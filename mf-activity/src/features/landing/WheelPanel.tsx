import { useEffect, useState } from 'react';
import { formatMoney } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';
import { yuanOfFen } from '../discount';
import type { PanelProps } from './panel-props';
import { WHEEL_CENTRE, WHEEL_RADIUS, wheelOf, wheelSegments, wheelStopAngle } from './landing-view';
import type { ClaimResult } from './use-promotion';
import styles from './landing.module.css';

/** How long the wheel turns before it shows what the server drew (the CSS transition's length). */
const SPIN_MS = 3000;
const COLORS = ['#ff7a45', '#ffc53d', '#73d13d', '#40a9ff', '#9254de', '#f759ab', '#36cfc9', '#ffa940'];

/** drawGift: the wheel with each prize's chance shown; the server draws, the wheel turns to it; chances come from deposits. */
export function WheelPanel({ promotion, state, busy, claim }: PanelProps<'drawGift'>) {
  const { i18n } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  const prizes = wheelOf(promotion.rules);
  const [angle, setAngle] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<ClaimResult | null>(null);
  const segments = wheelSegments(prizes.map((p) => p.label));

  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), SPIN_MS);
    return () => clearTimeout(timer);
  }, [spinning]);

  const spin = async () => {
    setResult(null);
    const out = await claim('draw', true);
    if (!out) return;
    const index = Math.max(
      0,
      promotion.rules.prizes.findIndex((p) => p.label === out.label),
    );
    setAngle((a) => wheelStopAngle(prizes.length, index, Math.ceil(a / 360)));
    setSpinning(true);
    setResult(out);
  };

  return (
    <div className={styles.card} data-testid="wheel-panel">
      <div className={styles.wheelBox}>
        <span className={styles.pointer} aria-hidden="true" />
        <div className={styles.wheel} style={{ transform: `rotate(${angle}deg)` }} data-testid="wheel">
          <svg viewBox={`0 0 ${2 * WHEEL_CENTRE} ${2 * WHEEL_CENTRE}`} aria-hidden="true">
            <circle cx={WHEEL_CENTRE} cy={WHEEL_CENTRE} r={WHEEL_RADIUS + 3} className={styles.wheelRim} />
            {segments.map((s, i) => (
              <path key={s.label} d={s.path} fill={COLORS[i % COLORS.length]} stroke="#fff" strokeWidth={1} />
            ))}
            {segments.map((s) => (
              <text
                key={s.label}
                x={s.x}
                y={s.y}
                fontSize={s.fontSize}
                transform={`rotate(${s.rotate} ${WHEEL_CENTRE} ${WHEEL_CENTRE})${s.flip ? ` rotate(180 ${s.x} ${s.y})` : ''}`}
                className={styles.wheelLabel}
                data-testid="wheel-label"
              >
                {s.label}
              </text>
            ))}
            <circle cx={WHEEL_CENTRE} cy={WHEEL_CENTRE} r={12} className={styles.wheelHub} />
          </svg>
        </div>
      </div>
      {state && (
        <p className={styles.center} data-testid="wheel-chances">
          {t('landing.wheel.chances', { count: state.chances })}
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        disabled={!state || state.chances <= 0 || busy || spinning}
        onClick={() => void spin()}
        data-testid="wheel-spin"
      >
        {t('landing.wheel.spin')}
      </button>
      {result && !spinning && (
        <p className={styles.result} data-testid="wheel-result">
          {result.rewardFen > 0 ? t('landing.wheel.won', { label: result.label }) : t('landing.noWin')}
        </p>
      )}
      <h2 className={styles.sectionTitle}>{t('landing.wheel.odds')}</h2>
      <table className={styles.board} data-testid="wheel-odds">
        <thead>
          <tr>
            <th>{t('landing.wheel.prize')}</th>
            <th>{t('landing.wheel.reward')}</th>
            <th>{t('landing.wheel.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((p) => (
            <tr key={p.label}>
              <td>{p.label}</td>
              <td>{p.win ? `¥ ${formatMoney(yuanOfFen(p.rewardFen))}` : '—'}</td>
              <td>{p.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
