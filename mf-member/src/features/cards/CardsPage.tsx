import { CardKind, type CardKindValue } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ReadStates } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { AccountTabs } from './AccountTabs';
import { AlipayForm } from './AlipayForm';
import { BankCardForm } from './BankCardForm';
import { CardList } from './CardList';
import { UsdtForm } from './UsdtForm';
import { useCards } from './use-cards';
import styles from '../../components/member-forms.module.css';

/** Which account kind a page shows: /mine/accountManage/{bank|alipay|usdt}, alipayManage, virtualCoinCard, addBankCard. */
export function kindOfRoute(name: string, id: string | undefined): CardKindValue {
  if (name === 'alipayManage') return CardKind.ALIPAY;
  if (name === 'virtualCoinCard') return CardKind.USDT;
  if (name === 'accountManage' && (id === CardKind.ALIPAY || id === CardKind.USDT)) return id;
  return CardKind.BANK;
}

/** The withdrawal-account pages: the member's accounts of a kind and the form to add one. */
export function CardsPage() {
  const { i18n, route, navigate } = usePlatform();
  const t = useT(i18n, NS);
  const kind = kindOfRoute(route.name, route.params.id);
  const { read, data, changed } = useCards();
  const adding = route.name === 'addBankCard';
  const titleKey = adding ? 'cards.titleAdd' : `cards.title.${kind}`;

  return (
    <section className={styles.page} data-testid="cards-page" data-kind={kind}>
      <AccountTabs current={kind} navigate={navigate} t={t} />
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <ReadStates read={read} texts={{ loading: t('cards.loading'), failed: t('cards.failed'), retry: t('cards.retry') }} />
      {data ? (
        <>
          {!adding ? <CardList cards={data.cards.filter((c) => c.kind === kind)} t={t} onChanged={() => void changed()} /> : null}
          {/* A member without a bound real name never reaches these pages (route guard 2); should one still send an
              account, the api's 6449 opens the error policy's dialog, whose '去完善' binds it and comes back here. */}
          <div className={styles.panel}>
            <p className={styles.muted}>{t('cards.count', { count: data.options.counts[kind], limit: data.options.limits[kind] })}</p>
            {data.options.counts[kind] >= data.options.limits[kind] ? (
              <p className={styles.muted}>{t('cards.rules.limitReached')}</p>
            ) : kind === CardKind.BANK && !adding ? (
              <div className={styles.actions}>
                <button type="button" className={styles.primary} data-testid="go-add-bank" onClick={() => navigate.to({ name: 'addBankCard' })}>
                  {t('cards.addBank')}
                </button>
              </div>
            ) : kind === CardKind.BANK ? (
              <BankCardForm
                banks={data.options.banks}
                holderHint={data.options.holder}
                t={t}
                onDone={() => navigate.to({ name: 'accountManage', params: { id: CardKind.BANK } })}
              />
            ) : kind === CardKind.ALIPAY ? (
              <AlipayForm holderHint={data.options.holder} t={t} onDone={() => void changed()} />
            ) : (
              <UsdtForm networks={data.options.networks} t={t} onDone={() => void changed()} />
            )}
          </div>
          <p className={styles.hint}>{t('cards.terms')}</p>
        </>
      ) : null}
    </section>
  );
}
