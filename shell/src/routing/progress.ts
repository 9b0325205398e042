import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/** The navigation progress bar (spec §9: minimum 0.08, trickle 800 ms). */
export const PROGRESS_OPTIONS = { minimum: 0.08, trickleSpeed: 800, showSpinner: false } as const;
// nprogress's own template marks the bar role="bar", which is not an ARIA role: the bar is
// decoration (the page itself announces its content), so it is hidden from assistive technology.
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
NProgress.configure({ ...PROGRESS_OPTIONS, template: TEMPLATE, barSelector: '.bar' });

let running = 0;
export const progress = {
  start(): void {
    running += 1;
    NProgress.start();
  },
  done(): void {
    running = Math.max(0, running - 1);
    if (running === 0) NProgress.done();
  },
};
