import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Kaptchcate, sliderCaptcha, sliderOutput, validateGeeCheck, type ResponseOf } from '@site/shared';
import { Modal } from '@site/shared/modal';
import { useAuthT } from '../../hooks/use-auth-t';
import { usePlatform } from '@site/shared/react';
import type { CaptchaAnswer } from '../../calls/with-captcha';
import form from '../../components/form.module.css';
import styles from './captcha.module.css';

type Puzzle = ResponseOf<typeof sliderCaptcha>;

interface Props {
  message?: string;
  onAnswer(answer: CaptchaAnswer): void;
  onClose(): void;
}

const DEFAULT_PIECE = 50;

/**
 * The slider captcha (6022): drag the piece (pointer, or arrow keys for keyboard users) to the gap;
 * the x position is checked by validateGeeCheck and the returned codeId answers with kaptchcate 2.
 */
export function SliderCaptcha({ message, onAnswer, onClose }: Props) {
  const props = usePlatform();
  const t = useAuthT();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [pieceWidth, setPieceWidth] = useState(DEFAULT_PIECE);
  const [error, setError] = useState<string | null>(message ?? null);
  const [checking, setChecking] = useState(false);
  const [scale, setScale] = useState(1);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startClient: number; startX: number } | null>(null);
  // The drag's track ([x, ms since it began]) sent with the answer: pointer moves or key presses.
  const track = useRef<{ began: number; points: [number, number][] } | null>(null);
  const mark = (position: number) => {
    const now = performance.now();
    track.current ??= { began: now, points: [] };
    track.current.points.push([position, now - track.current.began]);
  };

  const fetchPuzzle = useCallback(() => {
    props.http.call(sliderCaptcha, {}, { silent: true }).then(
      (p) => {
        setX(0);
        track.current = null;
        setPuzzle(p);
      },
      () => setError(t('captcha.loadFailed')),
    );
  }, [props.http, t]);
  useEffect(fetchPuzzle, [fetchPuzzle]);
  function load() {
    setX(0);
    setPuzzle(null);
    fetchPuzzle();
  }

  const max = puzzle ? Math.max(0, puzzle.width - pieceWidth) : 0;
  const clamp = (v: number) => Math.round(Math.min(max, Math.max(0, v)));
  // Displayed pixels per puzzle pixel (the stage may be narrower than the picture): measured after
  // layout, before paint, and again when the window is resized.
  useLayoutEffect(() => {
    const el = stage.current;
    if (!puzzle || !el) return;
    const measure = () => setScale(el.clientWidth / puzzle.width || 1);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [puzzle]);

  async function check(position: number) {
    if (!puzzle || checking) return;
    setChecking(true);
    const output = sliderOutput(position, track.current?.points ?? []);
    track.current = null;
    try {
      const res = await props.http.call(
        validateGeeCheck,
        { lot_number: puzzle.lot_number, captcha_output: output, pass_token: puzzle.pass_token, gen_time: puzzle.gen_time, validate_way: 0 },
        { silent: true },
      );
      if (res.passed && res.codeId) {
        onAnswer({ kaptchcate: Kaptchcate.SLIDER, codeId: res.codeId });
        return;
      }
      setError(t('captcha.sliderFailed'));
      load();
    } catch (e) {
      setError((e as Error)?.message || t('captcha.sliderFailed'));
      load();
    } finally {
      setChecking(false);
    }
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (!puzzle || checking) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startClient: e.clientX, startX: x };
    mark(x);
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const next = clamp(drag.current.startX + (e.clientX - drag.current.startClient) / scale);
    mark(next);
    setX(next);
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const final = clamp(drag.current.startX + (e.clientX - drag.current.startClient) / scale);
    drag.current = null;
    mark(final);
    setX(final);
    void check(final);
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, number> = { ArrowRight: x + step, ArrowUp: x + step, ArrowLeft: x - step, ArrowDown: x - step, Home: 0, End: max };
    if (e.key in moves) {
      e.preventDefault();
      if (!track.current) mark(x);
      const next = clamp(moves[e.key]!);
      mark(next);
      setX(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      void check(x);
    }
  }

  return (
    <Modal title={t('captcha.sliderTitle')} subtitle={t('captcha.sliderSubtitle')} closeLabel={t('dialog.close')} onClose={onClose} testId="slider-captcha">
      <div className={styles.slider}>
        <div ref={stage} className={styles.stage} data-lot={puzzle?.lot_number} style={puzzle ? { width: puzzle.width, maxWidth: '100%' } : undefined}>
          {puzzle ? (
            <>
              <img src={puzzle.image} alt="" className={styles.background} draggable={false} />
              <img
                src={puzzle.piece}
                alt=""
                className={styles.piece}
                draggable={false}
                style={{ left: x * scale, top: puzzle.pieceY * scale, width: pieceWidth * scale }}
                onLoad={(e) => e.currentTarget.naturalWidth > 0 && setPieceWidth(e.currentTarget.naturalWidth)}
              />
            </>
          ) : (
            <span className={form.muted}>{t('captcha.loading')}</span>
          )}
        </div>
        <div className={styles.track} style={puzzle ? { width: puzzle.width, maxWidth: '100%' } : undefined}>
          <div className={styles.trackFill} style={{ width: x * scale + 22 }} />
          <div
            role="slider"
            tabIndex={0}
            aria-label={t('captcha.sliderLabel')}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={x}
            aria-disabled={!puzzle || checking}
            data-autofocus=""
            data-testid="slider-handle"
            className={styles.handle}
            style={{ left: x * scale }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">→</span>
          </div>
        </div>
        <p className={form.muted}>{t('captcha.sliderHint')}</p>
        {error ? (
          <p role="alert" className={form.error}>
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
