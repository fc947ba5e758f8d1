import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { requestFaucet } from '../../src/load/requestFaucet';
import type { TestChain } from '../support/testChain';

const NO_TOKENS = { DFL: 0, GOLDY: 0, USDC: 0, DFL_USDC: 0 };

/**
 * A new wallet holding `sol` SOL and none of the game's tokens. The faucet answers once its transaction has
 * run; a client that reads at `confirmed` right after may still wait for it to be on disk.
 */
export async function solWallet(t: TestChain, sol = 10): Promise<Keypair> {
  const wallet = Keypair.generate();
  await requestFaucet(t.chain.rpcUrl, { owner: wallet.publicKey.toBase58(), sol, tokens: NO_TOKENS });
  return wallet;
}

export const sol = (amount: number) => Math.round(amount * LAMPORTS_PER_SOL);

/** Resolves once `check` returns true, polling every 20 ms; rejects after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A promise and the function that settles it, for callback-style subscriptions. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Rejects when `promise` does not settle within `ms` (a subscription that never notifies). */
export function within<T>(promise: Promise<T>, ms = 5000, what = 'notification'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * web3.js subscribes in the background (no promise says when the node has the subscription), so a change made
 * at once may land first. Triggers again every `everyMs` until `heard` settles.
 */
export async function untilHeard<T>(
  heard: Promise<T>,
  trigger: () => Promise<unknown>,
  { everyMs = 250, times = 12 } = {},
): Promise<T> {
  let settled = false;
  void heard.then(() => (settled = true)).catch(() => (settled = true));
  for (let i = 0; i < times && !settled; i += 1) {
    await trigger();
    await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, everyMs))]);
  }
  return within(heard, everyMs);
}
