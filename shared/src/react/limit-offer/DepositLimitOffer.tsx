import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { LIMIT_PERIODS, type LimitPeriod, setDepositLimit, skipLimitOffer } from '../../contracts/responsible';
import { checkLimitDrafts, type LimitRefusal } from '../../rules/deposit-limits';
import { amountAsTyped } from '../../rules/amounts';
import { messageOf } from '../../site-error';
import { usePlatform } from '../platform-context';
import { addCatalogs, useT } from '../use-t';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';
import styles from './limit-offer.module.css';

/** The namespace of the offer's texts (zh-CN source, zh-TW derived by `npm run i18n:tw`). */
export const LIMIT_OFFER_NS = 'limitOffer';

export type LimitOfferAnswer = 'set' | 'skipped';

interface Props {
  /** Called once the api has kept the answer (limits set, or the offer skipped). */
  onAnswered(answer: LimitOfferAnswer): void;
  /** Whether the offer shows its own title (a dialog showing it as its title says false). */
  titled?: boolean;
}

type Failure = { refusal: LimitRefusal } | { message: string };

function refusalText(t: (key: string, o?: Record<string, string>) => string, r: LimitRefusal): string {
  if (r.kind !== 'order') return t(`refusal.${r.kind}`);
  return t('refusal.order', {
    shorter: t(`periodName.${r.shorter}`),
    shorterLimit: r.shorterLimit,
    longer: t(`periodName.${r.longer}`),
    longerLimit: r.longerLimit,
  });
}

/**
 * The deposit-limit offer shown after 注册成功 (the auth dialog) and before a first deposit (/mine/savemoney): a
 * limit per 24 h / 7 days / 1 month, saved through the responsible-gambling page's call (setDepositLimit, one per
 * period, checked first by the same rule the api applies), or skipped in one tap (skipLimitOffer). Either answer is
 * kept by the api, so the offer is not asked again on another device.
 */
export function DepositLimitOffer({ onAnswered, titled = true }: Props) {
  const { i18n, http, dialogs } = usePlatform();
  addOfferCatalogs(i18n);
  const t = useT(i18n, LIMIT_OFFER_NS);
  const [drafts, setDrafts] = useState<Record<LimitPeriod, string>>({ day: '', week: '', month: '' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<LimitOfferAnswer | null>(null);

  const save = async () => {
    const check = checkLimitDrafts(drafts);
    if (!check.ok) return setFailure({ refusal: check.refusal });
    setBusy('set');
    setFailure(null);
    try {
      for (const l of check.limits) await http.call(setDepositLimit, l, { silent: true });
      dialogs.toast(t('saved'), 'success');
      onAnswered('set');
    } catch (e) {
      setFailure({ message: messageOf(e) });
      setBusy(null);
    }
  };

  const skip = async () => {
    setBusy('skipped');
    setFailure(null);
    try {
      await http.call(skipLimitOffer, {}, { silent: true });
      onAnswered('skipped');
    } catch (e) {
      setFailure({ message: messageOf(e) });
      setBusy(null);
    }
  };

  const invalidPeriod = failure && 'refusal' in failure && failure.refusal.kind === 'format' ? failure.refusal.period : null;
  return (
    <form
      className={styles.offer}
      noValidate
      data-testid="limit-offer"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {titled ? <h2 className={styles.title}>{t('title')}</h2> : null}
      <p className={styles.intro}>{t('intro')}</p>
      {LIMIT_PERIODS.map((period) => (
        <label key={period} className={styles.field}>
          <span className={styles.label}>{t(`period.${period}`)}</span>
          <span className={`${styles.control} ${invalidPeriod === period ? styles.invalid : ''}`}>
            <input
              className={styles.input}
              inputMode="decimal"
              maxLength={12}
              placeholder={t('placeholder')}
              value={drafts[period]}
              readOnly={busy !== null}
              aria-invalid={invalidPeriod === period ? true : undefined}
              onChange={(e) => {
                const text = e.target.value;
                setDrafts((d) => ({ ...d, [period]: amountAsTyped(d[period], text) }));
                setFailure(null);
              }}
              data-testid={`limit-offer-${period}`}
            />
            <span className={styles.unit}>{t('unit')}</span>
          </span>
        </label>
      ))}
      {failure ? (
        <p className={styles.error} role="alert" data-testid="limit-offer-error">
          {'refusal' in failure ? refusalText(t, failure.refusal) : failure.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.skip} disabled={busy !== null} onClick={() => void skip()} data-testid="limit-offer-skip">
          {t('skip')}
        </button>
        <button type="submit" className={styles.save} disabled={busy !== null} aria-busy={busy === 'set'} data-testid="limit-offer-save">
          {busy === 'set' ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}

/** The offer's catalogs (small: both languages are bundled with it). */
export function addOfferCatalogs(i18n: I18n): void {
  addCatalogs(i18n, LIMIT_OFFER_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW });
}
