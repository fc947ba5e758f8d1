import { createRoot, hydrateRoot } from 'react-dom/client';
import { useLoginStore } from '@companion/shared-state/host';
import { App } from '../App';
import { loadSessionApp } from './sessionApp';
import { requestConfig } from './configRequest';
import { STORED_SESSION_MARK } from './storedSessionMark';
import { insideHostApp } from '../embedded/insideHostApp';
import { earlySignInPossible, preloadEarlySignInInput } from '../session/loadEarlySignIn';

/**
 * Makes the prerendered sign-in screen work (hydrateRoot), or, when a stored session resumes (marked by the
 * page's inline script before anything was painted), renders the app over the loading screen instead. A press
 * on Sign In that came before the app was in (./bootOnIntent.ts) goes on: the app starts signing in.
 */
export function startApp({ signInPressed = false }: { signInPressed?: boolean } = {}): void {
  requestConfig();
  const container = document.getElementById('root')!;
  const resuming =
    useLoginStore.getState().token !== '' || document.documentElement.dataset.boot === STORED_SESSION_MARK;
  // The ledger switch may have been flipped before the app was in: the store takes what the page shows.
  const ledger = container.querySelector<HTMLInputElement>('.sign-in input[type="checkbox"]');
  if (ledger && ledger.checked !== (useLoginStore.getState().isLedger === 1)) {
    useLoginStore.getState().toggleLedger();
  }
  // Inside a wallet, the handshake with it starts with the page, as the wallet expects (docs/embedding.md). A
  // new player's Sign In starts it when the app says (./App.tsx): after the wallet dialog, not before it.
  if (resuming || insideHostApp()) void loadSessionApp().catch(() => undefined);
  // Decided once, here: whether that Sign In is answered before the wallet layer, its input asked for at once.
  const answerEarly = signInPressed && !resuming && earlySignInPossible();
  if (answerEarly) preloadEarlySignInInput();
  // A page without the prerendered screen (the one-bundle comparison build, bench/) renders from scratch.
  if (resuming || signInPressed || !container.hasChildNodes()) {
    // The loading screen has replaced the sign-in screen in the page; from here React shows the screens.
    delete document.documentElement.dataset.boot;
    createRoot(container).render(<App signInPressed={signInPressed} answerEarly={answerEarly} />);
  } else {
    hydrateRoot(container, <App />);
  }
}
