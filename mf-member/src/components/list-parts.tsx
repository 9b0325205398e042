import styles from './member-forms.module.css';

type T = (key: string) => string;

/** 上一页 · n / m · 下一页 under a list (hidden with one page); onPage gets the page to show. */
export function Pager({ page, pages, onPage, t }: { page: number; pages: number; onPage: (page: number) => void; t: T }) {
  if (pages <= 1) return null;
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.ghost} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('message.prev')}
      </button>
      <span className={styles.muted}>
        {page} / {pages}
      </span>
      <button type="button" className={styles.ghost} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('message.next')}
      </button>
    </div>
  );
}
