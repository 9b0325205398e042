import { addUsdtAddress, type UsdtNetworkValue } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { usdtFormErrors, type UsdtForm as Form } from './card-form';
import type { AddOptions } from './use-cards';
import { TextField } from '../../components/form-fields';
import { AddFormFooter } from './card-fields';
import { useAddForm } from './use-add-form';
import styles from '../../components/member-forms.module.css';

type T = (key: string, o?: Record<string, unknown>) => string;

/** Add a USDT address: the network (TRC20 / ERC20) decides the address rule. */
export function UsdtForm({ networks, t, onDone }: { networks: AddOptions['networks']; t: T; onDone: () => void }) {
  const { http } = usePlatform();
  const { form, set, errors, sending, serverError, submit } = useAddForm<Form>(
    { network: 'TRC20', address: '', alias: '' },
    usdtFormErrors,
    (f) => http.call(addUsdtAddress, { network: f.network as UsdtNetworkValue, address: f.address, alias: f.alias }, { silent: true }),
    onDone,
  );
  const rule = (key: string | undefined) => (key ? t(`cards.rules.${key}`) : undefined);
  const chosen = networks.find((n) => n.network === form.network);
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="usdt-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(t('cards.added'));
      }}
    >
      <div className={styles.field} role="group" aria-label={t('cards.network')}>
        <span>{t('cards.network')}</span>
        <div className={styles.networks}>
          {networks.map((n) => (
            <button
              key={n.network}
              type="button"
              className={styles.network}
              aria-pressed={form.network === n.network}
              onClick={() => set('network', n.network)}
            >
              {n.name}
            </button>
          ))}
        </div>
        {errors.network ? (
          <p className={styles.error} role="alert">
            {rule(errors.network)}
          </p>
        ) : null}
      </div>
      <TextField
        id="usdt-address"
        label={t('cards.address')}
        error={rule(errors.address)}
        hint={chosen ? t('cards.addressHint', { hint: chosen.hint }) : undefined}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('cards.addressPlaceholder')}
        value={form.address}
        onChange={(e) => set('address', e.target.value.trim())}
      />
      <TextField
        id="usdt-alias"
        label={t('cards.alias')}
        error={rule(errors.alias)}
        maxLength={20}
        placeholder={t('cards.aliasPlaceholder')}
        value={form.alias}
        onChange={(e) => set('alias', e.target.value)}
      />
      <AddFormFooter serverError={serverError} sending={sending} label={t('cards.addUsdt')} t={t} />
    </form>
  );
}
