import { useEffect, useState } from 'react';
import { formatMoney, getBonusPools, type ResponseOf } from '@site/shared';
import { useLanguage, usePlatform } from '@site/shared/react';
import { useCasinoT } from '../../hooks/use-casino-t';
import styles from './venue-list.module.css';

type Pools = ResponseOf<typeof getBonusPools>;
/** The pools grow between calls: the ticker asks again this often while it is shown. */
const POOLS_REFRESH_MS = 8000;

/**
 * The jackpot ticker (getBonusPools) of a category; nothing when the category has no pool or the call fails. Asked
 * again at once when the player switches language (the pools' names come in the language asked for).
 */
export function JackpotTicker({ category }: { category: number }) {
  const { http, i18n } = usePlatform();
  const language = useLanguage(i18n);
  const t = useCasinoT();
  const [pools, setPools] = useState<Pools>([]);
  useEffect(() => {
    let current = true;
    const load = () =>
      http.call(getBonusPools, { category }, { silent: true }).then(
        (list) => current && setPools(list),
        () => undefined,
      );
    void load();
    const timer = setInterval(load, POOLS_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
    // language: a switch asks again at once (the call itself reads it from the platform).
  }, [http, category, language]);
  if (pools.length === 0) return null;
  return (
    <section className={styles.jackpot} aria-label={t('jackpot.title')} data-testid="jackpot-ticker">
      <span className={styles.jackpotLabel}>{t('jackpot.title')}</span>
      <ul className={styles.jackpotList}>
        {pools.map((p) => (
          <li key={p.enName} className={styles.jackpotItem}>
            <span>{p.name}</span>
            <strong>¥{formatMoney(p.amount)}</strong>
            {p.lastWin ? <small>{t('jackpot.lastWin', { member: p.lastWin.member, amount: formatMoney(p.lastWin.amount) })}</small> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
