import styles from './member-forms.module.css';

type T = (key: string) => string;

/** A list page's loading and failure lines (role status / alert); nothing once loaded. */
export function LoadLines({
  load,
  loadingText,
  failedText,
}: {
  load: { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };
  loadingText: string;
  failedText: string;
}) {
  if (load.status === 'loading')
    return (
      <p className={styles.muted} role="status">
        {loadingText}
      </p>
    );
  if (load.status === 'failed')
    return (
      <p className={styles.error} role="alert">
        {load.message || failedText}
      </p>
    );
  return null;
}

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
