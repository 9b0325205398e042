import { useEffect, useReducer, useRef } from 'react';
import { addFeedBack, FEEDBACK_LIMITS, FEEDBACK_TYPES, UPLOAD_MIME, uploadImage, messageOf } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from '../../i18n/catalog';
import forms from '../../components/member-forms.module.css';
import styles from './feedback.module.css';
import { FeedbackTabs } from './FeedbackTabs';
import { canPick, feedbackReducer, initialFeedback, pickRefusal, type FeedbackNotice } from './feedback-form';
import { useFeedbackUnread } from './use-feedback-unread';

/** /mine/feedback: a type, the text (5–500), up to 3 pictures uploaded as they are picked (upload/uploadImage), then send. */
export function FeedbackPage() {
  const { i18n, http, navigate } = usePlatform();
  const unread = useFeedbackUnread();
  const t = useT(i18n, NS);
  const [s, dispatch] = useReducer(feedbackReducer, initialFeedback);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (s.outcome.kind !== 'sending') return;
    http.call(addFeedBack, s.outcome.body, { silent: true }).then(
      (out) => dispatch({ type: 'sent', id: out.id }),
      (e: unknown) => dispatch({ type: 'refused', message: messageOf(e) || t('feedback.failed') }),
    );
    // One request per send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.outcome]);

  const pick = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    dispatch({ type: 'pick', size: file.size, mime: file.type });
    // The reducer shows the refusal; a refused file is never sent (the api checks the bytes again).
    if (pickRefusal(s, file.size, file.type) !== null) return;
    http.call(uploadImage, { file }, { silent: true }).then(
      (out) => dispatch({ type: 'uploaded', url: out.url }),
      (e: unknown) => dispatch({ type: 'uploadFailed', message: messageOf(e) || t('feedback.uploadFailed') }),
    );
  };

  const noticeText = (n: FeedbackNotice) => ('rule' in n ? t(`feedback.rules.${n.rule}`) : n.message);
  const sending = s.outcome.kind === 'sending';
  const left = FEEDBACK_LIMITS.contentMax - s.content.trim().length;
  return (
    <section className={forms.page} data-testid="feedback-page">
      <FeedbackTabs current="feedback" unread={unread} navigate={navigate} t={t} />
      <h1 className={forms.title}>{t('feedback.title')}</h1>
      {s.outcome.kind === 'sent' ? (
        <div className={forms.success} role="status" data-testid="feedback-sent">
          <p className={styles.sentText}>{t('feedback.sent')}</p>
          <div className={forms.actions}>
            <button type="button" className={forms.primary} onClick={() => navigate.to({ name: 'feedbackList' })} data-testid="feedback-to-list">
              {t('feedback.toList')}
            </button>
            <button type="button" className={forms.ghost} onClick={() => dispatch({ type: 'again' })}>
              {t('feedback.again')}
            </button>
          </div>
        </div>
      ) : (
        <form
          className={`${forms.panel} ${styles.form}`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            dispatch({ type: 'submit' });
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('feedback.type')}</legend>
            <div className={styles.types} role="radiogroup" aria-label={t('feedback.type')}>
              {FEEDBACK_TYPES.map((f) => (
                <button
                  key={f.type}
                  type="button"
                  role="radio"
                  aria-checked={s.type === f.type}
                  className={styles.type}
                  onClick={() => dispatch({ type: 'type', value: f.type })}
                  data-testid={`feedback-type-${f.type}`}
                >
                  {t(`feedback.types.${f.type}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <label className={forms.field}>
            <span>{t('feedback.content')}</span>
            <textarea
              className={styles.textarea}
              rows={6}
              maxLength={FEEDBACK_LIMITS.contentMax + 20}
              placeholder={t('feedback.placeholder')}
              value={s.content}
              readOnly={sending}
              onChange={(e) => dispatch({ type: 'content', text: e.target.value })}
              data-testid="feedback-content"
            />
            <span className={forms.hint} aria-live="polite">
              {t('feedback.left', { count: Math.max(0, left) })}
            </span>
          </label>
          <div className={forms.field}>
            <span id="feedback-images-label">{t('feedback.images', { max: FEEDBACK_LIMITS.images })}</span>
            <ul className={styles.thumbs} aria-labelledby="feedback-images-label" data-testid="feedback-images">
              {s.images.map((url, i) => (
                <li key={url} className={styles.thumb}>
                  <img src={url} alt={t('feedback.imageAlt', { n: i + 1 })} data-testid="feedback-image" />
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('feedback.removeImage', { n: i + 1 })}
                    onClick={() => dispatch({ type: 'removeImage', url })}
                  >
                    ×
                  </button>
                </li>
              ))}
              {Array.from({ length: s.uploading }, (_, i) => (
                <li key={`u${i}`} className={`${styles.thumb} ${styles.pending}`}>
                  <span role="status">{t('feedback.uploading')}</span>
                </li>
              ))}
              {canPick(s) ? (
                <li className={styles.thumb}>
                  <label className={styles.add}>
                    <span aria-hidden="true">＋</span>
                    <span className={styles.addText}>{t('feedback.addImage')}</span>
                    <input
                      ref={fileInput}
                      className={styles.file}
                      type="file"
                      accept={UPLOAD_MIME.join(',')}
                      onChange={(e) => pick(e.target.files?.[0])}
                      data-testid="feedback-file"
                    />
                  </label>
                </li>
              ) : null}
            </ul>
            <span className={forms.hint}>{t('feedback.imageRule')}</span>
            {s.uploadError ? (
              <p className={forms.error} role="alert" data-testid="feedback-upload-error">
                {noticeText(s.uploadError)}
              </p>
            ) : null}
          </div>
          {s.outcome.kind === 'invalid' || s.outcome.kind === 'refused' ? (
            <p className={forms.error} role="alert" data-testid="feedback-error">
              {s.outcome.kind === 'invalid' ? noticeText({ rule: s.outcome.rule }) : s.outcome.message}
            </p>
          ) : null}
          <div className={forms.actions}>
            <button type="submit" className={forms.primary} disabled={sending} aria-busy={sending} data-testid="feedback-submit">
              {sending ? t('feedback.sending') : t('feedback.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
