import { useState } from 'react';
import { deleteCard, realNumberShown, type WithdrawCard, messageOf } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import styles from '../../components/member-forms.module.css';

/** The member's accounts of one kind, each with delete (after a confirm); flags.hideRealNumbers hides their numbers and holder. */
export function CardList({ cards, t, onChanged }: { cards: WithdrawCard[]; t: (key: string, o?: Record<string, unknown>) => string; onChanged: () => void }) {
  const { http, dialogs, stores } = usePlatform();
  const hide = stores.site.flags?.hideRealNumbers;
  const [busy, setBusy] = useState<number | null>(null);
  const remove = async (card: WithdrawCard) => {
    const yes = await dialogs.confirm({
      title: t('cards.deleteTitle'),
      content: t('cards.deleteConfirm', { name: card.bankName, tail: realNumberShown(card.tail, hide) }),
      confirmText: t('cards.delete'),
      cancelText: t('cards.cancel'),
    });
    if (!yes) return;
    setBusy(card.id);
    try {
      await http.call(deleteCard, { id: card.id }, { silent: true });
      dialogs.toast(t('cards.deleted'), 'success');
      onChanged();
    } catch (e) {
      dialogs.toast(messageOf(e) || t('cards.failed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  if (cards.length === 0)
    return (
      <p className={styles.muted} data-testid="cards-empty">
        {t('cards.empty')}
      </p>
    );
  return (
    <ul className={styles.list} data-testid="cards-list">
      {cards.map((c) => (
        <li key={c.id} className={styles.card} data-testid="card-item">
          <div className={styles.cardHead}>
            <span>{c.bankName}</span>
            <span>{c.alias}</span>
          </div>
          <span className={styles.cardNumber}>{realNumberShown(c.maskedNumber, hide)}</span>
          <div className={styles.cardFoot}>
            <span>
              {t('cards.holder')}：{realNumberShown(c.holder, hide, 'name')} · {c.createdAt}
            </span>
            <button
              type="button"
              className={styles.delete}
              disabled={busy === c.id}
              onClick={() => void remove(c)}
              aria-label={t('cards.deleteOne', { tail: realNumberShown(c.tail, hide) })}
            >
              {t('cards.delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
