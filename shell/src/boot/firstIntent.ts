/** What counts as the player turning to the page: a touch, a click or a key, or the page shown again. */
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `run` once, at the player's first touch, click or key on the page, or when the page is shown again
 * after being hidden (a player back from the wallet's app, where an account may have been switched). Returns a
 * cancel.
 */
export function onFirstIntent(run: () => void, target: Window = window): () => void {
  const doc = target.document;
  let done = false;
  const stop = (): void => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, fire, true);
    doc.removeEventListener('visibilitychange', shown);
  };
  function fire(): void {
    if (done) return;
    done = true;
    stop();
    run();
  }
  function shown(): void {
    if (doc.visibilityState === 'visible') fire();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, fire, { capture: true, passive: true });
  doc.addEventListener('visibilitychange', shown);
  return () => {
    done = true;
    stop();
  };
}
