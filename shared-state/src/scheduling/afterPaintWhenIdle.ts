import { afterNextPaint } from './afterNextPaint';

/** The longest a task waits for an idle moment once the frame has painted. */
export const IDLE_WAIT_MS = 2_000;

/**
 * Runs `run` once the next frame has been painted and the page then has an idle moment (at most
 * `maxWaitMs` after the paint): set-up that nothing on screen waits for (the signed-in screen's sockets
 * and chain subscriptions) then takes no time from the frames that show the landing tab, whose files,
 * module and first render follow the first frame closely on a slow phone (docs/performance.md, "The sign-in's
 * round trips and the first frames' work"). Where the browser has no idle callbacks, a task after the paint.
 * Returns a cancel.
 */
export function afterPaintWhenIdle(run: () => void, maxWaitMs = IDLE_WAIT_MS): () => void {
  let cancelIdle = () => undefined as void;
  const cancelPaint = afterNextPaint(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: maxWaitMs });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const timer = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
