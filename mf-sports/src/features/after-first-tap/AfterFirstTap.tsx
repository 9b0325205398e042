import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { FirstTapGate } from './first-tap-gate';

/** The match centre's gate (MatchCentrePage provides it); none outside a match centre. */
export const FirstTapContext = createContext<FirstTapGate | null>(null);

/** Whether the page's first tap has been answered (true outside a match centre: nothing there is deferred). */
export function useAfterFirstTap(): boolean {
  const gate = useContext(FirstTapContext);
  const [open, setOpen] = useState(() => gate?.isOpen ?? true);
  useEffect(() => (gate && !open ? gate.whenOpen(() => setOpen(true)) : undefined), [gate, open]);
  return open;
}

/**
 * Renders `children` only after the match centre's first tap, `placeholder` (holding their place, so nothing
 * shifts) before: a lazy component among the children (React.lazy) is then neither fetched nor evaluated before
 * the board has answered its first tap. With `whenSeen`, a placement on screen also opens the gate once the page
 * has loaded and the browser is idle (a desktop player who reads before tapping still sees it), never before.
 */
export function AfterFirstTap({ children, placeholder, whenSeen = false }: { children: ReactNode; placeholder: ReactNode; whenSeen?: boolean }) {
  const open = useAfterFirstTap();
  const gate = useContext(FirstTapContext);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = place.current;
    if (open || !whenSeen || !gate || !el) return;
    return whenLoadedIdleAndSeen(el, () => gate.open());
  }, [open, whenSeen, gate]);
  if (open) return children;
  return (
    <div ref={place} data-testid="after-first-tap">
      {placeholder}
    </div>
  );
}

/** Runs `run` once the page has loaded, the browser is idle and `el` is on screen; answers a cancel. */
function whenLoadedIdleAndSeen(el: Element, run: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  let idle: number | undefined;
  const watch = () => {
    idle = requestIdle(() => {
      if (typeof IntersectionObserver === 'undefined') return run();
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer?.disconnect();
          run();
        }
      });
      observer.observe(el);
    });
  };
  const loaded = document.readyState === 'complete';
  if (loaded) watch();
  else window.addEventListener('load', watch, { once: true });
  return () => {
    window.removeEventListener('load', watch);
    if (idle !== undefined) cancelIdle(idle);
    observer?.disconnect();
  };
}

const requestIdle = (run: () => void): number =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 500);
const cancelIdle = (id: number): void => (typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(id) : window.clearTimeout(id));

/** The match centre's gate for the page's life: created once, listening while the page is shown. */
export function useFirstTapGate(make: () => FirstTapGate): FirstTapGate {
  const [gate] = useState(make);
  useEffect(() => gate.start(), [gate]);
  return gate;
}
