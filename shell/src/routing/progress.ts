import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/** The navigation progress bar (spec §9: minimum 0.08, trickle 800 ms). */
export const PROGRESS_OPTIONS = { minimum: 0.08, trickleSpeed: 800, showSpinner: false } as const;
NProgress.configure(PROGRESS_OPTIONS);

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
