/**
 * Runs `run` once the next frame has been painted (a task queued from the frame's animation callback), so
 * work that can wait (a kept tab's background refresh, the signed-in screen's socket and chain
 * subscriptions) stays out of the frame that shows a tab again
 * (docs/tab-kit.md, "Loading, empty, errors"; docs/performance.md, "Sign-in round trip"). A page in the background paints no frames: there it waits until
 * the page is shown. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
