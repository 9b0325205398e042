import type { NProgress as NProgressApi } from 'nprogress';

/** The navigation progress bar (spec §9: minimum 0.08, trickle 800 ms). */
export const PROGRESS_OPTIONS = { minimum: 0.08, trickleSpeed: 800, showSpinner: false } as const;
// nprogress's own template marks the bar role="bar", which is not an ARIA role: the bar is
// decoration (the page itself announces its content), so it is hidden from assistive technology.
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

/**
 * nprogress (and its stylesheet) in its own chunk, fetched on the first navigation that shows the
 * bar: the home route's first paint never needs it.
 */
function loadBar(): Promise<NProgressApi> {
  return Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([m]) => {
    const bar = m.default;
    bar.configure({ ...PROGRESS_OPTIONS, template: TEMPLATE, barSelector: '.bar' });
    return bar;
  });
}

let running = 0;
let bar: Promise<NProgressApi> | undefined;
export const progress = {
  start(): void {
    running += 1;
    bar ??= loadBar();
    // A navigation that ended while the chunk was on its way shows no bar.
    bar.then((b) => running > 0 && b.start()).catch(() => undefined);
  },
  done(): void {
    running = Math.max(0, running - 1);
    if (running === 0 && bar) bar.then((b) => running === 0 && b.done()).catch(() => undefined);
  },
};
