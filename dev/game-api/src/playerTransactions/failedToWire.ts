import { Transaction, type PublicKey } from '@solana/web3.js';
import {
  POOL_DECIMALS,
  TRANSFER_TOKENS,
  type PoolAction,
  type Transfer,
} from '@companion/shared-state/schemas';
import type { TransferChain } from '../chain/transferChain';
import type { PlayerTransactionRow, PlayerTransactionStore } from '../db/playerTransactionStore';
import { fromBaseUnits } from '../funds/units';
import type { PoolChain } from '../pool/poolChain';
import { readInstructions } from './readInstructions';

// A player transaction that failed for good moved nothing, so it has no row in the transfers or the pool's
// books: the histories show it from its record, read back from the bytes the wallet signed.

/** Base units the transaction moved (sent or burned) per mint. */
function movedByMint(row: PlayerTransactionRow): Map<string, bigint> {
  const moved = new Map<string, bigint>();
  for (const instruction of readInstructions(Transaction.from(Buffer.from(row.bytes, 'base64')))) {
    if (instruction.type === 'createAccount') continue;
    const mint = instruction.mint.toBase58();
    moved.set(mint, (moved.get(mint) ?? 0n) + instruction.amount);
  }
  return moved;
}

const createdAt = (row: PlayerTransactionRow) => new Date(Number(row.created_at)).toISOString();

/** A failed deposit as the transfer history lists it. */
export function failedDeposit(row: PlayerTransactionRow, chain: TransferChain): Transfer | undefined {
  const moved = movedByMint(row);
  const token = TRANSFER_TOKENS.find((candidate) => moved.has(chain.tokens[candidate].mint.toBase58()));
  if (!token) return undefined;
  return {
    id: row.signature,
    direction: 'deposit',
    token,
    amount: fromBaseUnits(moved.get(chain.tokens[token].mint.toBase58()) ?? 0n, 9),
    status: 'failed',
    signature: row.signature,
    createdAt: createdAt(row),
    error: row.error,
  };
}

/** A failed stake, add or remove as the pool and staking history lists it. */
export function failedPoolAction(row: PlayerTransactionRow, chain: PoolChain): PoolAction | undefined {
  if (row.kind === 'deposit' || row.kind === 'collectNft') return undefined;
  const moved = movedByMint(row);
  const of = (mint: PublicKey) => moved.get(mint.toBase58()) ?? 0n;
  return {
    id: row.signature,
    kind: row.kind,
    dfl: fromBaseUnits(of(chain.mints.DFL), POOL_DECIMALS.DFL),
    usdc: fromBaseUnits(of(chain.mints.USDC), POOL_DECIMALS.USDC),
    lp: fromBaseUnits(of(chain.mints.LP), POOL_DECIMALS.LP),
    status: 'failed',
    signature: row.signature,
    payoutSignature: null,
    error: row.error,
    createdAt: createdAt(row),
  };
}

/** The wallet's failed player transactions, as each history lists them. */
export function createFailedHistory(
  store: PlayerTransactionStore,
  transferChain: TransferChain | undefined,
  poolChain: PoolChain | undefined,
) {
  return {
    deposits: (walletId: string): Transfer[] =>
      transferChain
        ? store.failedByWallet(walletId, 'deposit').flatMap((row) => failedDeposit(row, transferChain) ?? [])
        : [],
    poolActions: (walletId: string): PoolAction[] =>
      poolChain
        ? (['stake', 'add', 'remove'] as const)
            .flatMap((kind) => store.failedByWallet(walletId, kind))
            .flatMap((row) => failedPoolAction(row, poolChain) ?? [])
        : [],
  };
}
export type FailedHistory = ReturnType<typeof createFailedHistory>;

/** Newest first, as every history is listed. */
export function newestFirst<T extends { createdAt: string }>(items: T[]): T[] {
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
