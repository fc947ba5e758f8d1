import { SIGN_IN_INPUT_PATH } from '@companion/shared-state/routes';
import { requestConfig } from './configRequest';
import { WALLET_NAME_KEY } from '../wallet/walletNameKey';

/**
 * Whether the sign-in will likely ask for this input: not where it surely asks for a nonce instead, the cases
 * of ../session/earlySignInChoice.ts that the page can tell before any wallet has answered (the local dev
 * wallet, Android's Mobile Wallet Adapter, a wallet chosen before, which the wallet layer reconnects).
 */
function likelyAsked(json: Record<string, unknown>, userAgent: string): boolean {
  let storedWallet: string | null = null;
  try {
    storedWallet = localStorage.getItem(WALLET_NAME_KEY);
  } catch {
    // blocked storage: no wallet is stored
  }
  return json.devWallet !== true && !/android/i.test(userAgent) && storedWallet === null;
}

/** The address the game client asks the sign-in input of: its base and path joined as it joins them. */
function signInInputUrl(json: unknown, base: string): string | null {
  const authUrl =
    typeof json === 'object' && json !== null ? (json as Record<string, unknown>).authUrl : null;
  if (typeof authUrl !== 'string') return null;
  try {
    const url = new URL(authUrl.replace(/\/+$/, '') + SIGN_IN_INPUT_PATH, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A new player pressed Sign In: the sign-in input (Sign In With Solana's fields, for a wallet not connected
 * yet) is asked for as soon as config.json is in, as a preload that the game client's own call for it takes
 * (the same address, a CORS request with no header and no credentials), rather than once the app's chunks
 * have arrived and run, half a second later on a phone (docs/performance.md, "The sign-in input asked as
 * config.json arrives"). The client still checks the answer against the route's schema. A sign-in that asks
 * for a nonce instead of it (a wallet without `solana:signIn`, the Ledger switch) leaves it unused.
 */
export function preloadSignInInput(doc: Document = document, userAgent = navigator.userAgent): void {
  requestConfig().then(
    (json) => {
      if (typeof json !== 'object' || json === null) return;
      const config = json as Record<string, unknown>;
      if (!likelyAsked(config, userAgent)) return;
      const href = signInInputUrl(config, doc.baseURI);
      if (
        !href ||
        [...doc.head.querySelectorAll('link[rel="preload"]')].some(
          (link) => (link as HTMLLinkElement).href === href,
        )
      )
        return;
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'fetch');
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.append(link);
    },
    () => undefined, // offline, say: the client asks when the player chooses a wallet
  );
}
