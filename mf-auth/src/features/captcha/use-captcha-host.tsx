import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { AskCaptcha, CaptchaAnswer, CaptchaKind } from '../../calls/with-captcha';
import { PictureCaptcha } from './PictureCaptcha';
import { SliderCaptcha } from './SliderCaptcha';

interface Pending {
  kind: CaptchaKind;
  message?: string;
  resolve(answer: CaptchaAnswer | null): void;
}

/** The captcha modals as a promise: ask(kind) opens one and resolves with its answer, or null when closed. */
export function useCaptchaHost(): { ask: AskCaptcha; element: ReactNode; open: boolean } {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const ask = useCallback<AskCaptcha>(
    (kind, message) =>
      new Promise((resolve) => {
        current.current?.resolve(null);
        const next: Pending = { kind, message, resolve };
        current.current = next;
        setPending(next);
      }),
    [],
  );

  const settle = useCallback((answer: CaptchaAnswer | null) => {
    const p = current.current;
    current.current = null;
    setPending(null);
    p?.resolve(answer);
  }, []);

  let element: ReactNode = null;
  if (pending?.kind === 'picture') element = <PictureCaptcha message={pending.message} onAnswer={settle} onClose={() => settle(null)} />;
  if (pending?.kind === 'slider') element = <SliderCaptcha message={pending.message} onAnswer={settle} onClose={() => settle(null)} />;
  return { ask, element, open: pending !== null };
}
