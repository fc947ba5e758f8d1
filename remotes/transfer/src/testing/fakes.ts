import {
  Keypair,
  type PublicKey,
  type RpcResponseAndContext,
  type SignatureResult,
  type SignatureStatus,
} from '@solana/web3.js';
import { useServices } from '@companion/shared-state/host';
import { loadTestConfig as loadSharedTestConfig, provideFakeGameApi } from '@companion/shared-state/testing';
import type { Transfer, TransferApi, TransferResult } from '../api/transferApi';
import type { DepositConnection } from '../deposit/chainStatus';
import { PENDING_DEPOSITS_KEY, useDepositQueue, type PendingDeposit } from '../deposit/depositQueue';

const key = () => Keypair.generate().publicKey;

export const PLAYER: PublicKey = key();
export const PLAYER_ID = PLAYER.toBase58();
export const MINTS = { DFL: key(), GOLDY: key(), USDC: key(), DFL_USDC: key() };
export const VAULTS = { DFL: key(), GOLDY: key() };
export const BLOCKHASH = key().toBase58();
export const LAST_VALID_HEIGHT = 1_000;
export const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

/** The runtime config the shell would have loaded, with mints and vaults the tests know. */
export function loadTestConfig(): void {
  loadSharedTestConfig({
    mints: {
      DFL: MINTS.DFL.toBase58(),
      GOLDY: MINTS.GOLDY.toBase58(),
      USDC: MINTS.USDC.toBase58(),
      DFL_USDC: MINTS.DFL_USDC.toBase58(),
    },
    vaults: { DFL: VAULTS.DFL.toBase58(), GOLDY: VAULTS.GOLDY.toBase58() },
  });
}

export function transfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: 't1',
    direction: 'deposit',
    token: 'DFL',
    amount: '5',
    status: 'confirmed',
    signature: SIGNATURE,
    createdAt: '2026-01-05T10:00:00.000Z',
    error: null,
    ...overrides,
  };
}

export const result = (t: Transfer): TransferResult => ({ transfer: t, funds: [] });

export function pendingDeposit(overrides: Partial<PendingDeposit> = {}): PendingDeposit {
  return {
    signature: SIGNATURE,
    token: 'DFL',
    amount: '5',
    blockhash: BLOCKHASH,
    lastValidBlockHeight: LAST_VALID_HEIGHT,
    confirmed: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A chain connection whose answers tests choose; by default every deposit confirms. */
export function fakeConnection(overrides: Partial<Record<string, jest.Mock>> = {}) {
  const connection = {
    getLatestBlockhash: jest.fn(async () => ({
      blockhash: BLOCKHASH,
      lastValidBlockHeight: LAST_VALID_HEIGHT,
    })),
    confirmTransaction: jest.fn(async (): Promise<RpcResponseAndContext<SignatureResult>> => ({
      context: { slot: 1 },
      value: { err: null },
    })),
    getSignatureStatuses: jest.fn(async (): Promise<RpcResponseAndContext<(SignatureStatus | null)[]>> => ({
      context: { slot: 1 },
      value: [null],
    })),
    getBlockHeight: jest.fn(async () => LAST_VALID_HEIGHT - 100),
    // What the tab kit asks before and after the wallet signs: the fee, the SOL balance, the send.
    getFeeForMessage: jest.fn(async () => ({ context: { slot: 1 }, value: 5000 })),
    getBalance: jest.fn(async () => 1_000_000_000),
    sendRawTransaction: jest.fn(async () => SIGNATURE),
    ...overrides,
  };
  // The fake answers only the calls a deposit makes.
  return connection as typeof connection & DepositConnection;
}

/** The game client's transfer calls, provided the way the shell provides the real client. */
export function provideFakeApi(overrides: Partial<Record<keyof TransferApi, jest.Mock>> = {}) {
  const api = {
    deposit: jest.fn(async ({ signature }: { signature: string }) => result(transfer({ signature }))),
    withdraw: jest.fn(async ({ token, amount }: { token: 'DFL' | 'GOLDY'; amount: string }) =>
      result(transfer({ id: 'w1', direction: 'withdraw', token, amount })),
    ),
    getTransfers: jest.fn(async (): Promise<Transfer[]> => []),
    ...overrides,
  };
  provideFakeGameApi(api);
  const refreshBalances = jest.fn(async () => undefined);
  useServices.getState().provide({ refreshBalances });
  return { api, refreshBalances };
}

/** Empties the deposit queue, in memory and in localStorage. */
export function clearDepositQueue(): void {
  localStorage.removeItem(PENDING_DEPOSITS_KEY);
  useDepositQueue.setState({ byWallet: {}, working: new Set() });
}

export function storedDeposits(walletId = PLAYER_ID): PendingDeposit[] {
  const stored: unknown = JSON.parse(localStorage.getItem(PENDING_DEPOSITS_KEY) ?? '{}');
  return (stored as Record<string, PendingDeposit[]>)[walletId] ?? [];
}

export { deferred, provideFakeSocket } from '@companion/shared-state/testing';
