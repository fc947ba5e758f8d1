import { nonceResponseSchema, signInResponseSchema } from '@companion/shared-state/schemas';
import { createLoadWallet, type LoadWallet } from './loadWallet';
import { percentile, round, runPool } from './stats';

export interface SignedInWallet {
  walletId: string;
  token: string;
}

export interface SignInFigures {
  /** New wallets: nonce + sign-up + sign-in, completed flows per second. */
  newWalletSignInsPerSecond: number;
  /** Registered wallets: nonce + sign-in, completed flows per second. */
  returningSignInsPerSecond: number;
  /** p95 of one returning flow, ms. */
  returningSignInP95Ms: number;
  wallets: number;
  concurrency: number;
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function signIn(authUrl: string, wallet: LoadWallet, register: boolean): Promise<string> {
  const nonceResponse = await fetch(`${authUrl}/${wallet.walletId}/nonce`);
  const { nonce } = nonceResponseSchema.parse(await nonceResponse.json());
  const payload = { walletId: wallet.walletId, signature: wallet.sign(nonce) };
  if (register) await postJson(`${authUrl}/sign-up`, payload);
  return signInResponseSchema.parse(await postJson(`${authUrl}/sign-in`, payload)).token;
}

/**
 * Signs in `wallets` new wallets, then signs each in again, `concurrency` at a time, and reports flows
 * per second; `warmUp` flows run first, uncounted, so the figures are not of a cold server. The server's
 * auth rate limit must be raised for this. Returns the signed-in wallets for reuse.
 */
export async function measureSignIns(
  authUrl: string,
  options: { wallets: number; concurrency: number; deadline: number; warmUp?: number },
): Promise<{ figures: SignInFigures; sessions: SignedInWallet[] }> {
  const warmUp = Array.from({ length: options.warmUp ?? 0 }, createLoadWallet);
  await runPool(warmUp, options.concurrency, options.deadline, async (wallet) => {
    await signIn(authUrl, wallet, true);
  });

  const wallets = Array.from({ length: options.wallets }, createLoadWallet);
  const sessions: SignedInWallet[] = [];

  let started = performance.now();
  const registered = await runPool(wallets, options.concurrency, options.deadline, async (wallet) => {
    sessions.push({ walletId: wallet.walletId, token: await signIn(authUrl, wallet, true) });
  });
  const newSeconds = (performance.now() - started) / 1000;

  const latencies: number[] = [];
  const returningWallets = wallets.filter((wallet) => sessions.some((s) => s.walletId === wallet.walletId));
  started = performance.now();
  const returned = await runPool(returningWallets, options.concurrency, options.deadline, async (wallet) => {
    const begin = performance.now();
    await signIn(authUrl, wallet, false);
    latencies.push(performance.now() - begin);
  });
  const returningSeconds = (performance.now() - started) / 1000;

  return {
    sessions,
    figures: {
      newWalletSignInsPerSecond: round(registered / newSeconds),
      returningSignInsPerSecond: round(returned / returningSeconds),
      returningSignInP95Ms: round(percentile(latencies, 0.95)),
      wallets: registered,
      concurrency: options.concurrency,
    },
  };
}
