import { ODDS_TYPES, type OddsType } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './odds-type-selector.module.css';

/** E/H/I/M (spec §4 odds types). */
export function OddsTypeSelector({ value, onChange }: { value: OddsType; onChange(type: OddsType): void }) {
  const t = useSportsT();
  return (
    <label className={styles.selector}>
      <span className={styles.selectorLabel}>{t('odds.label')}</span>
      <select data-testid="odds-type" value={value} onChange={(e) => onChange(e.target.value as OddsType)}>
        {ODDS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`odds.${type}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
