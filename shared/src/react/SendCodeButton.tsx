import type { Countdown } from './use-countdown';

/** The button's words, from the remote's catalog: before the first send, while counting down, after it. */
export interface SendCodeTexts {
  send: string;
  resend: string;
  counting(left: number): string;
}

interface Props {
  countdown: Countdown;
  /** A send is under way (the button is disabled until the api answers). */
  busy?: boolean;
  onSend(): void;
  texts: SendCodeTexts;
  /** The remote's button style. */
  className?: string;
  testId?: string;
}

/**
 * The send-code button (spec §4, §9): disabled while its countdown runs (60 s, or the wait the api names) and
 * while a send is under way; reads 获取验证码, then the seconds left, then 重新发送. The countdown is told to
 * screen readers as it changes (aria-live).
 */
export function SendCodeButton({ countdown, busy = false, onSend, texts, className, testId = 'send-code' }: Props) {
  const text = countdown.running ? texts.counting(countdown.left) : countdown.used ? texts.resend : texts.send;
  return (
    <button type="button" className={className} disabled={countdown.running || busy} onClick={onSend} data-testid={testId} aria-live="polite">
      {text}
    </button>
  );
}
