import { SERIES_KIND, type SeriesFamily } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './bet-slip.module.css';

/**
 * The series families of the slip's legs (series.ts: the standard M串N table), each by its title (the sizes added
 * when two labels coincide: 5串10（二串）, 5串10（三串）) and what it holds.
 */
export function FamilyPicker({ families, chosen, onChoose }: { families: readonly SeriesFamily[]; chosen: SeriesFamily | null; onChoose(id: string): void }) {
  const t = useSportsT();
  const holds = (f: SeriesFamily): string => {
    const from = f.sizes[0] ?? 0;
    const to = f.sizes[f.sizes.length - 1] ?? 0;
    if (f.kind === SERIES_KIND.FULL) return t('slip.familyFull');
    if (f.kind === SERIES_KIND.RANGE) return t('slip.familyRange', { from, to, count: f.combinations });
    return t('slip.familyExact', { size: from, count: f.combinations });
  };
  return (
    <fieldset className={styles.families} data-testid="slip-families">
      <legend>{t('slip.family')}</legend>
      {families.map((f) => (
        <label key={f.id} className={`${styles.family} ${chosen?.id === f.id ? styles.familyOn : ''}`} data-testid={`slip-family-${f.id}`}>
          <input type="radio" name="slip-family" checked={chosen?.id === f.id} onChange={() => onChoose(f.id)} />
          <b>{f.title}</b>
          <span>{holds(f)}</span>
        </label>
      ))}
    </fieldset>
  );
}
