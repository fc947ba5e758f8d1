/**
 * Runs `work` once the browser has painted the next frame: for set-up a screen does not show (subscriptions,
 * sockets), so that it does not hold back the frame that shows the screen (docs/performance.md, "Sign-in
 * round trip"). Returns a cancel for an effect's clean-up.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame's callbacks run before its paint; a task queued from them runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
