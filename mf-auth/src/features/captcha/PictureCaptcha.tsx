import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Kaptchcate, LIMITS, defaultKaptcha } from '@site/shared';
import { Modal } from '@site/shared/modal';
import { TextField } from '../../components/TextField';
import { useAuthT, useRuleText } from '../../hooks/use-auth-t';
import { usePlatform } from '@site/shared/react';
import type { CaptchaAnswer } from '../../calls/with-captcha';
import { validatePictureCaptcha } from '../../rules/validation';
import form from '../../components/form.module.css';
import styles from './captcha.module.css';

interface Props {
  /** The server's complaint about the last answer, if any. */
  message?: string;
  onAnswer(answer: CaptchaAnswer): void;
  onClose(): void;
}

/** The picture-captcha modal '图形验证' (Graphic Verification): an SVG picture, a code input, refresh on click. */
export function PictureCaptcha({ message, onAnswer, onClose }: Props) {
  const props = usePlatform();
  const t = useAuthT();
  const ruleText = useRuleText();
  const [picture, setPicture] = useState<{ image: string; codeId: string } | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(message ?? null);

  const load = useCallback(() => {
    props.http.call(defaultKaptcha, {}, { silent: true }).then(
      (p) => setPicture(p),
      () => {
        setPicture(null);
        setLoadError(true);
      },
    );
  }, [props.http]);
  useEffect(load, [load]);
  function refresh() {
    setLoadError(false);
    load();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const errs = validatePictureCaptcha({ code });
    setError(ruleText(errs.code));
    if (errs.code || !picture) return;
    onAnswer({ kaptchcate: Kaptchcate.PICTURE, codeId: picture.codeId, code: code.trim() });
  }

  return (
    <Modal title={t('captcha.title')} subtitle={t('captcha.subtitle')} closeLabel={t('dialog.close')} onClose={onClose} size="small" testId="picture-captcha">
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={styles.pictureRow}>
          <button
            type="button"
            className={styles.picture}
            onClick={refresh}
            aria-label={t('captcha.picture')}
            data-testid="captcha-picture"
            data-code-id={picture?.codeId}
          >
            {picture ? <img src={picture.image} alt="" /> : <span className={form.muted}>{loadError ? t('captcha.loadFailed') : t('captcha.loading')}</span>}
          </button>
          <button type="button" className={form.link} onClick={refresh}>
            {t('captcha.refresh')}
          </button>
        </div>
        <TextField
          label={t('captcha.code')}
          placeholder={t('captcha.codePlaceholder')}
          value={code}
          onChange={(v) => {
            setCode(v);
            if (error) setError(ruleText(validatePictureCaptcha({ code: v }).code));
          }}
          error={error}
          maxLength={LIMITS.pictureCaptcha}
          autoComplete="off"
          autoFocus
          name="captcha"
        />
        <button type="submit" className={form.primary} disabled={!picture}>
          {t('captcha.confirm')}
        </button>
      </form>
    </Modal>
  );
}
