import { afterPaintWhenIdle } from '@companion/shared-state';

/**
 * Runs `run` once the page has loaded (its scripts, those of the tab it shows included) and then had an idle
 * moment: for work the screen does not wait for and that should take no bandwidth or time from it. Returns a
 * cancel.
 */
export function whenPageSettled(run: () => void, view: Window = window): () => void {
  let cancelIdle = () => undefined as void;
  const loaded = () => {
    cancelIdle = afterPaintWhenIdle(run);
  };
  if (view.document.readyState === 'complete') loaded();
  else view.addEventListener('load', loaded, { once: true });
  return () => {
    view.removeEventListener('load', loaded);
    cancelIdle();
  };
}
