import { decodeTransferCheckedInstruction } from '@solana/spl-token';
import { Keypair, Transaction, type Connection, type PublicKey } from '@solana/web3.js';
import { fromBaseUnits, type SubmissionPending, type WithdrawableFunds } from '@companion/shared-state';
import { useHeaderStore, useServices } from '@companion/shared-state/host';
import { loadTestConfig as loadSharedTestConfig, provideFakeGameApi } from '@companion/shared-state/testing';
import type { Transfer, TransferApi, TransferResult } from '../api/transferApi';

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

/** The 202 answer: the game has the deposit on record and credits it once the chain confirms it. */
export function pending(overrides: Partial<SubmissionPending> = {}): SubmissionPending {
  return {
    status: 'pending',
    signature: SIGNATURE,
    message: 'Your deposit is on its way: it is credited as soon as the chain confirms it.',
    ...overrides,
  };
}

/**
 * The app's chain connection, whose answers tests choose: the tab kit prices the fee and reads the SOL
 * balance through it. It can also send and confirm, so tests can show the app never does: the game does.
 */
export function fakeConnection(overrides: Partial<Record<string, jest.Mock>> = {}) {
  const connection = {
    getLatestBlockhash: jest.fn(async () => ({
      blockhash: BLOCKHASH,
      lastValidBlockHeight: LAST_VALID_HEIGHT,
    })),
    getFeeForMessage: jest.fn(async () => ({ context: { slot: 1 }, value: 5000 })),
    getBalance: jest.fn(async () => 1_000_000_000),
    sendRawTransaction: jest.fn(async () => SIGNATURE),
    confirmTransaction: jest.fn(async () => ({ context: { slot: 1 }, value: { err: null } })),
    ...overrides,
  };
  // The fake answers only the calls a deposit could make.
  return connection as typeof connection & Connection;
}

/** The transaction the game received: the base64 the app handed over, read back. */
export function handedOver(transaction: string): Transaction {
  return Transaction.from(Buffer.from(transaction, 'base64'));
}

/** The game client's transfer calls, provided the way the shell provides the real client. */
export function provideFakeApi(overrides: Partial<Record<keyof TransferApi, jest.Mock>> = {}) {
  const api = {
    // Credits what the handed-over transfer moves, as the game reads it once the chain confirms it.
    deposit: jest.fn(
      async ({
        transaction,
      }: Parameters<TransferApi['deposit']>[0]): Promise<TransferResult | SubmissionPending> => {
        const { keys, data } = decodeTransferCheckedInstruction(handedOver(transaction).instructions[0]!);
        const token = keys.mint.pubkey.equals(MINTS.GOLDY) ? 'GOLDY' : 'DFL';
        return result(transfer({ token, amount: fromBaseUnits(data.amount, data.decimals) }));
      },
    ),
    withdraw: jest.fn(async ({ token, amount }: { token: 'DFL' | 'GOLDY'; amount: string }) =>
      result(transfer({ id: 'w1', direction: 'withdraw', token, amount })),
    ),
    getTransfers: jest.fn(async (): Promise<Transfer[]> => []),
    // All of the IN_GAME balances can be withdrawn: no starting bonus unless a test says so.
    getWithdrawable: jest.fn(async (): Promise<WithdrawableFunds> =>
      (['GOLDY', 'DFL'] as const).map((token) => {
        const amount = useHeaderStore.getState().tokens.IN_GAME[token].amount;
        return { token, mint: token, amount, bonus: '0', withdrawable: amount };
      }),
    ),
    ...overrides,
  };
  provideFakeGameApi(api);
  const refreshBalances = jest.fn(async () => undefined);
  useServices.getState().provide({ refreshBalances });
  return { api, refreshBalances };
}

export { deferred, provideFakeSocket } from '@companion/shared-state/testing';
