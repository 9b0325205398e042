import { useState } from 'react';
import { AuthMode } from '@site/shared';
import { useAuthT } from '../../hooks/use-auth-t';
import { useAuthFlow } from '../auth-dialog';
import { useCountdown } from '@site/shared/send-code';
import { ForgotIdentityStep } from './ForgotIdentityStep';
import type { Identity } from './forgot-calls';
import { ForgotCodeStep } from './ForgotCodeStep';
import { ForgotResetStep } from './ForgotResetStep';
import { ForgotDone } from './ForgotDone';
import { Stepper } from '../../components/Stepper';
import form from '../../components/form.module.css';
import styles from './forgot.module.css';

/**
 * Find password (modes 3 phone / 4 e-mail): 0 identity, 1 verify code, 2 new password, 3 success.
 * The step lives in the dialog's view, so switching the mode resets it to 0.
 */
export function ForgotPassword() {
  const t = useAuthT();
  const flow = useAuthFlow();
  const by = flow.view.mode === AuthMode.FORGOT_EMAIL ? 'email' : 'phone';
  const step = flow.view.step;
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [code, setCode] = useState('');
  const countdown = useCountdown();
  const go = (n: number) => flow.dispatch({ type: 'step', step: n });

  return (
    <div className={styles.wizard} data-testid="forgot" data-step={step} data-by={by}>
      {step < 3 ? (
        <>
          <div className={styles.ways} role="group" aria-label={t('forgot.ways')}>
            {(
              [
                ['phone', AuthMode.FORGOT_PHONE],
                ['email', AuthMode.FORGOT_EMAIL],
              ] as const
            ).map(([way, mode]) => (
              <button
                key={way}
                type="button"
                className={`${styles.way} ${by === way ? styles.wayActive : ''}`}
                aria-pressed={by === way}
                onClick={() => by !== way && flow.dispatch({ type: 'switch', mode })}
                data-testid={`forgot-by-${way}`}
              >
                {t(way === 'phone' ? 'forgot.byPhone' : 'forgot.byEmail')}
              </button>
            ))}
          </div>
          <Stepper
            step={step}
            labels={[t('forgot.steps.identity'), t('forgot.steps.verify'), t('forgot.steps.reset')]}
            caption={t('forgot.stepOf', { n: step + 1 })}
          />
        </>
      ) : null}
      {step === 0 ? (
        <ForgotIdentityStep
          by={by}
          initial={identity}
          onDone={(id, sentFor) => {
            setIdentity(id);
            setCode('');
            countdown.start(sentFor);
            go(1);
          }}
        />
      ) : null}
      {step === 1 && identity ? <ForgotCodeStep identity={identity} countdown={countdown} code={code} onCode={setCode} onDone={() => go(2)} /> : null}
      {step === 2 && identity ? <ForgotResetStep identity={identity} onDone={() => go(3)} /> : null}
      {step === 3 ? <ForgotDone onLogin={() => flow.dispatch({ type: 'switch', mode: AuthMode.LOGIN })} /> : null}
      {step < 3 ? (
        <div className={form.footer}>
          {step > 0 ? (
            <button type="button" className={form.link} onClick={() => flow.dispatch({ type: 'back' })} data-testid="forgot-back">
              {t('forgot.back')}
            </button>
          ) : null}
          <button type="button" className={form.link} onClick={() => flow.dispatch({ type: 'switch', mode: AuthMode.LOGIN })} data-testid="back-to-login">
            {t('forgot.backToLogin')}
          </button>
          <button type="button" className={form.link} onClick={flow.openCustomerService}>
            {t('contact')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
