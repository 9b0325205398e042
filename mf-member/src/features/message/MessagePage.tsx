import { useState } from 'react';
import {
  LETTER_PAGE_SIZE,
  letterDelete,
  letterList,
  letterOnekeyRead,
  letterRead,
  letterTypeSchema,
  type Letter,
  type LetterType,
  messageOf,
  beijingDateTime,
} from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ReadStates, useApi, useInvalidate } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import styles from '../../components/member-forms.module.css';
import { Pager } from '../../components/list-parts';

const TYPES = letterTypeSchema.options;
const typeOf = (q: string | undefined): LetterType => ((TYPES as readonly string[]).includes(q ?? '') ? (q as LetterType) : 'all');

/** /mine/message: letters by type (query ?type=&page=), open = read, delete with confirm, one-key read; the header badge refreshes at once. */
export function MessagePage() {
  const { i18n, route, navigate, http, dialogs, stores } = usePlatform();
  const t = useT(i18n, NS);
  const type = typeOf(route.query.type);
  const page = Math.max(1, Number(route.query.page) || 1);
  const read = useApi(letterList, { type, pageNum: page, pageSize: LETTER_PAGE_SIZE }, { call: { silent: true } });
  const load = read.data;
  const invalidate = useInvalidate();
  const [open, setOpen] = useState<number | null>(null);
  const after = async () => {
    await Promise.all([invalidate(letterList), stores.unread.refresh().catch(() => undefined)]);
  };
  const toggle = async (l: Letter) => {
    setOpen((id) => (id === l.id ? null : l.id));
    if (!l.read) {
      await http.call(letterRead, { ids: [l.id] }, { silent: true }).catch(() => undefined);
      await after();
    }
  };
  const remove = async (l: Letter) => {
    const yes = await dialogs.confirm({
      title: t('message.deleteTitle'),
      content: t('message.deleteConfirm', { title: l.title }),
      confirmText: t('message.delete'),
      cancelText: t('cards.cancel'),
    });
    if (!yes) return;
    try {
      await http.call(letterDelete, { ids: [l.id] }, { silent: true });
      dialogs.toast(t('message.deleted'), 'success');
      await after();
    } catch (e) {
      dialogs.toast(messageOf(e), 'error');
    }
  };
  const readAll = async () => {
    await http.call(letterOnekeyRead, { type }, { silent: true }).catch(() => undefined);
    dialogs.toast(t('message.allRead'), 'success');
    await after();
  };
  const pages = load ? Math.max(1, Math.ceil(load.total / LETTER_PAGE_SIZE)) : 1;
  return (
    <section className={styles.page} data-testid="message-page">
      <nav className={styles.tabs} aria-label={t('message.types')}>
        {TYPES.map((k) => (
          <a
            key={k}
            href={`?type=${k}`}
            className={styles.tab}
            aria-current={type === k ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              navigate.query({ type: k });
            }}
          >
            {t(`message.type.${k}`)}
          </a>
        ))}
      </nav>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('message.title')}</h1>
        {load && load.unread > 0 ? (
          <button type="button" className={styles.ghost} onClick={() => void readAll()} data-testid="message-read-all">
            {t('message.readAll', { count: load.unread })}
          </button>
        ) : null}
      </div>
      <ReadStates read={read} texts={{ loading: t('message.loading'), failed: t('message.failed'), retry: t('state.retry') }} />
      {load && load.list.length === 0 ? (
        <p className={styles.muted} data-testid="message-empty">
          {t('message.empty')}
        </p>
      ) : null}
      {load && load.list.length > 0 ? (
        <ul className={styles.letters} data-testid="message-list">
          {load.list.map((l) => (
            <li key={l.id} className={styles.letter} data-read={l.read} data-testid="message-item">
              <button type="button" className={styles.letterHead} aria-expanded={open === l.id} onClick={() => void toggle(l)}>
                {!l.read ? <span className={styles.dot} aria-label={t('message.unread')} /> : null}
                <span className={styles.letterTitle}>{l.title}</span>
                <span className={styles.muted}>{beijingDateTime(l.createdAt)}</span>
              </button>
              {open === l.id ? (
                <div className={styles.letterBody}>
                  <p>{l.content}</p>
                  <button type="button" className={styles.link} onClick={() => void remove(l)} data-testid="message-delete">
                    {t('message.delete')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={page} pages={pages} onPage={(p) => navigate.query({ type, page: String(p) })} t={t} />
    </section>
  );
}
