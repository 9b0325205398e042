import { useState } from 'react';
import { delFeedback, FEEDBACK_LIMITS, getFeedBackList, getFeedbackInfo, type FeedbackItem, type ResponseOf, messageOf, beijingDateTime } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ReadStates, useApi, useInvalidate } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import forms from '../../components/member-forms.module.css';
import styles from './feedback.module.css';
import { Pager } from '../../components/list-parts';
import { FeedbackTabs } from './FeedbackTabs';
import { useFeedbackUnread } from './use-feedback-unread';

type Detail = ResponseOf<typeof getFeedbackInfo>;

/** /mine/feedbackList: the member's feedback (?page=), open one to read it with the reply (the unread count drops), delete with confirm. */
export function FeedbackListPage() {
  const { i18n, route, navigate, http, dialogs, stores } = usePlatform();
  const t = useT(i18n, NS);
  const unread = useFeedbackUnread();
  const page = Math.max(1, Number(route.query.page) || 1);
  const read = useApi(getFeedBackList, { pageNum: page, pageSize: FEEDBACK_LIMITS.pageSize }, { call: { silent: true } });
  const load = read.data;
  const invalidate = useInvalidate();
  const reload = () => invalidate(getFeedBackList);
  const [open, setOpen] = useState<Detail | null>(null);

  const toggle = async (item: FeedbackItem) => {
    if (open?.id === item.id) return setOpen(null);
    try {
      const detail = await http.call(getFeedbackInfo, { id: item.id }, { silent: true });
      setOpen(detail);
      if (item.unreadReply) await Promise.all([reload(), stores.unread.refresh().catch(() => undefined)]);
    } catch (e) {
      dialogs.toast(messageOf(e) || t('feedback.failed'), 'error');
    }
  };
  const remove = async (item: FeedbackItem) => {
    const yes = await dialogs.confirm({
      title: t('feedback.deleteTitle'),
      content: t('feedback.deleteConfirm'),
      confirmText: t('feedback.delete'),
      cancelText: t('cards.cancel'),
    });
    if (!yes) return;
    try {
      await http.call(delFeedback, { id: item.id }, { silent: true });
      dialogs.toast(t('feedback.deleted'), 'success');
      setOpen(null);
      await Promise.all([reload(), stores.unread.refresh().catch(() => undefined)]);
    } catch (e) {
      dialogs.toast(messageOf(e), 'error');
    }
  };
  const when = beijingDateTime;
  const pages = load ? Math.max(1, Math.ceil(load.total / FEEDBACK_LIMITS.pageSize)) : 1;
  return (
    <section className={forms.page} data-testid="feedback-list-page">
      <FeedbackTabs current="feedbackList" unread={unread} navigate={navigate} t={t} />
      <h1 className={forms.title}>{t('feedback.listTitle')}</h1>
      <ReadStates read={read} texts={{ loading: t('feedback.loading'), failed: t('feedback.failed'), retry: t('state.retry') }} />
      {load && load.list.length === 0 ? (
        <div className={forms.panel} data-testid="feedback-empty">
          <p className={forms.muted}>{t('feedback.empty')}</p>
          <div className={forms.actions}>
            <button type="button" className={forms.primary} onClick={() => navigate.to({ name: 'feedback' })}>
              {t('feedback.tabs.send')}
            </button>
          </div>
        </div>
      ) : null}
      {load && load.list.length > 0 ? (
        <ul className={forms.letters} data-testid="feedback-list">
          {load.list.map((f) => (
            <li key={f.id} className={forms.letter} data-read={!f.unreadReply} data-testid="feedback-item">
              <button type="button" className={forms.letterHead} aria-expanded={open?.id === f.id} onClick={() => void toggle(f)}>
                {f.unreadReply ? <span className={forms.dot} role="img" aria-label={t('feedback.newReply')} data-testid="feedback-unread-dot" /> : null}
                <span className={styles.kind}>{t(`feedback.types.${f.type}`)}</span>
                <span className={`${forms.letterTitle} ${styles.preview}`}>{f.content}</span>
                <span className={f.replied ? styles.replied : styles.waiting} data-testid="feedback-state">
                  {f.replied ? t('feedback.replied') : t('feedback.waiting')}
                </span>
                <span className={forms.muted}>{when(f.createdAt)}</span>
              </button>
              {open?.id === f.id ? (
                <div className={forms.letterBody} data-testid="feedback-detail">
                  <p className={styles.content}>{open.content}</p>
                  {open.images.length > 0 ? (
                    <ul className={styles.thumbs}>
                      {open.images.map((url, i) => (
                        <li key={url} className={styles.thumb}>
                          <a href={url} target="_blank" rel="noopener noreferrer">
                            <img src={url} alt={t('feedback.imageAlt', { n: i + 1 })} data-testid="feedback-detail-image" />
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <div className={styles.reply} data-testid="feedback-reply">
                    <strong>{t('feedback.replyFrom')}</strong>
                    {open.repliedAt !== null ? (
                      <>
                        <p className={styles.content}>{open.reply}</p>
                        <span className={forms.muted}>{when(open.repliedAt)}</span>
                      </>
                    ) : (
                      <p className={forms.muted}>{t('feedback.noReply')}</p>
                    )}
                  </div>
                  <button type="button" className={forms.link} onClick={() => void remove(f)} data-testid="feedback-delete">
                    {t('feedback.delete')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={page} pages={pages} onPage={(p) => navigate.query({ page: String(p) })} t={t} />
    </section>
  );
}
