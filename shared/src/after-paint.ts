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
