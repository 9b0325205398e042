import type { Countdown } from '../hooks/use-countdown';
import { useAuthT } from '../hooks/use-auth-t';
import styles from './form.module.css';

interface Props {
  countdown: Countdown;
  busy?: boolean;
  onSend(): void;
  label?: string;
  testId?: string;
}

/** Send-code button: disabled for the 60 s countdown ('60s' ...), then '重新发送' (spec §4). */
export function SendCodeButton({ countdown, busy = false, onSend, label, testId = 'send-code' }: Props) {
  const t = useAuthT();
  const text = countdown.running ? `${countdown.left}s` : countdown.used ? t('code.resend') : (label ?? t('code.send'));
  return (
    <button type="button" className={styles.addonButton} disabled={countdown.running || busy} onClick={onSend} data-testid={testId} aria-live="polite">
      {text}
    </button>
  );
}
