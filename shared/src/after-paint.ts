/**
 * Runs `then` in a task of its own once the next frame has painted (a frame, then a task): work that must not
 * hold back what the page is about to show, such as the calls for what is below or beside it. Answers a cancel
 * (a page left before its frame). A hidden tab paints no frame: the work waits until it is shown.
 */
export function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Whether the browser says when an element is on screen (Element Timing: Chromium; not Safari or Firefox). */
function hasElementTiming(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
}

/**
 * Runs `then` in a task of its own once the element marked `elementtiming={identifier}` (an image that has loaded)
 * is on screen: the frame that presents it, which for an image comes after its decode and can be tens of
 * milliseconds after its load event; work asked for then never shares the connections the element's frame waited
 * on. Where the browser has no Element Timing, once the next frame has painted (`afterPaint`); when it reports
 * nothing within `waitMs` (an element outside the viewport is never reported), then. Answers a cancel.
 */
export function afterShown(identifier: string, then: () => void, waitMs = 1000): () => void {
  if (!hasElementTiming()) return afterPaint(then);
  let later: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    stop();
    later = setTimeout(then, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === identifier)) run();
  });
  const timer = setTimeout(run, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe({ type: 'element', buffered: true });
  return () => {
    stop();
    if (later !== undefined) clearTimeout(later);
  };
}
