import { Layout, getGameApi } from '@companion/shared-state';
import { loadGlobalBalances, signInWithSolanaSignIn, useLoginStore } from '@companion/shared-state/host';
import type { SignInInputResponse } from '@companion/shared-state/schemas';
import { runSignIn, signInGoesOn } from './signInRun';

export { cancelSignIn } from './signInRun';
import { gameClientReady } from './gameClient';
import { standardSignIn, type SignInStandardWallet } from './standardWallets';
import { downloadLandingTab } from '../federation/landingTabDownload';
import { keepWalletName } from '../wallet/walletNameStore';

/** The wallet an early sign-in was signed with: its name (for the wallet layer) and its address. */
export interface EarlySigner {
  name: string;
  address: string;
}

type Listener = (signer: EarlySigner) => void;

/** The latest signer of one moment of an early sign-in: heard as it comes, and at once by who listens later. */
function heardSigner() {
  let current: EarlySigner | null = null;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(next: EarlySigner | null) {
      current = next;
      if (next) for (const listener of listeners) listener(next);
    },
    listen(listener: Listener): () => void {
      if (current) listener(current);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const approvedBy = heardSigner();
const sentBy = heardSigner();
// A sign-in that ends logged out (refused, failed, cancelled, or signed out later) is forgotten: nobody who
// listens afterwards starts a tab for it.
useLoginStore.subscribe((state) => {
  if (state.layout === Layout.LoggedOut) sentBy.set(null);
});

/**
 * Hears the wallet that signed a sign-in made before the wallet layer had loaded: at once if it has signed
 * already. The wallet layer selects it (its accounts are there, so connecting asks nothing), and the tab the
 * player lands on starts loading. Returns a function that stops listening.
 */
export const onEarlySigner = (listener: Listener): (() => void) => approvedBy.listen(listener);

/**
 * Hears an early sign-in whose last call (sign-in) has left: at once if one has, and has not ended logged out
 * since. The page then waits on the game's answer, time in which the tab the player lands on (its files
 * downloaded since the approval) can start without holding a call back. Returns a function that stops
 * listening.
 */
export const onEarlySignInSent = (listener: Listener): (() => void) => sentBy.listen(listener);

let asked: Promise<SignInInputResponse> | undefined;

/** Asks the game for the sign-in input while the player chooses a wallet (an answer is used once). */
export function askSignInInput(): Promise<SignInInputResponse> {
  if (!asked) {
    const asking = gameClientReady().then(() => getGameApi().getSignInInput());
    // Met again, and told, when a wallet is chosen; the next ask tries again.
    asking.catch(() => {
      if (asked === asking) asked = undefined;
    });
    asked = asking;
  }
  return asked;
}

/**
 * The input the early screen asked for and did not use, taken over (once) by the wallet layer's sign-in when its
 * dialog took over before a wallet was chosen: one input call, whichever way the sign-in goes.
 */
export function takeAskedSignInInput(): Promise<SignInInputResponse> | undefined {
  const taken = asked;
  asked = undefined;
  return taken;
}

/**
 * Sign In With Solana with a Wallet Standard wallet, before the wallet layer (web3.js, the wallet adapter)
 * has loaded (docs/performance.md, "Sign-in before the wallet layer"): the game client from config.json, the
 * input (asked for while the player chose), the wallet's one approval, sign-up when new, sign-in. The run's
 * rules are every sign-in's (./signInRun.ts): one at a time, Cancel, the time limit, the messages.
 */
export function signInEarly(wallet: SignInStandardWallet): Promise<void> {
  const signIn = standardSignIn(wallet);
  // Once the wallet has approved, it is connected, even when the sign-in was cancelled meanwhile (the next
  // Sign In then needs no dialog), as the wallet layer's own sign-in leaves it.
  const approved: typeof signIn = async (request) => {
    const answer = await signIn(request);
    // The tab the player lands on downloads, and the wallet's GLOBAL balances are read, while the sign-up and
    // sign-in run: neither waits for the wallet layer.
    downloadLandingTab(answer.account.address);
    void loadGlobalBalances(answer.account.address, { isCurrent: signInGoesOn });
    // The player's wallet from now on, kept at once: a page closed or reloaded before the wallet layer is in
    // reconnects it, and the tabs can have it sign (the layer's own choice, ./useEarlySigner.ts,
    // comes only once it has loaded).
    keepWalletName(wallet.name);
    approvedBy.set({ name: wallet.name, address: answer.account.address });
    return answer;
  };
  // The input is this sign-in's until it ends: asked for again meanwhile (the dialog's own ask, made as it
  // opened, can run after the tap that started this), it is the same one, and never again after.
  let taken: Promise<SignInInputResponse> | undefined;
  return runSignIn((signal) => {
    const input = askSignInInput();
    taken = input;
    return gameClientReady().then(() =>
      signInWithSolanaSignIn(getGameApi(), approved, undefined, {
        signal,
        asked: input,
        onSignInSent: () => sentBy.set(approvedBy.get()),
      }),
    );
  }).finally(() => {
    if (taken && asked === taken) asked = undefined;
  });
}
