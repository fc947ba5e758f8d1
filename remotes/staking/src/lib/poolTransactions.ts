import { PublicKey, Transaction } from '@solana/web3.js';
import { POOL_DECIMALS, type PoolState } from '@companion/shared-state';

// The player's half of each pool and staking action: plain SPL instructions from their own token accounts,
// paid by the player, which the game server then reads on chain (docs/game-api.md, "Pool and staking").
// transferChecked and burnChecked make the chain refuse a wrong mint or decimals. spl-token is imported when a
// transaction is built, so the tab's first render does not wait for it (docs/performance.md, "Tabs load on
// intent"); the shell has fetched it beside the tab's files by then.
const splToken = () => import('@solana/spl-token');

export interface Recent {
  blockhash: string;
  lastValidBlockHeight: number;
}

/** DFL and USDC from the player's wallet into the pool's two reserves, in one transaction. */
export async function addLiquidityTransaction(
  owner: PublicKey,
  pool: PoolState,
  amounts: { dfl: bigint; usdc: bigint },
  recent: Recent,
): Promise<Transaction> {
  const { createTransferCheckedInstruction, getAssociatedTokenAddressSync } = await splToken();
  const dflMint = new PublicKey(pool.accounts.dflMint);
  const usdcMint = new PublicKey(pool.accounts.usdcMint);
  return new Transaction({ feePayer: owner, ...recent }).add(
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(dflMint, owner),
      dflMint,
      new PublicKey(pool.accounts.dflReserve),
      owner,
      amounts.dfl,
      POOL_DECIMALS.DFL,
    ),
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(usdcMint, owner),
      usdcMint,
      new PublicKey(pool.accounts.usdcReserve),
      owner,
      amounts.usdc,
      POOL_DECIMALS.USDC,
    ),
  );
}

/** Burns LP from the player's own account: the server pays the pool share for it. */
export async function removeLiquidityTransaction(
  owner: PublicKey,
  pool: PoolState,
  lp: bigint,
  recent: Recent,
): Promise<Transaction> {
  const { createBurnCheckedInstruction, getAssociatedTokenAddressSync } = await splToken();
  const lpMint = new PublicKey(pool.accounts.lpMint);
  return new Transaction({ feePayer: owner, ...recent }).add(
    createBurnCheckedInstruction(
      getAssociatedTokenAddressSync(lpMint, owner),
      lpMint,
      owner,
      lp,
      POOL_DECIMALS.LP,
    ),
  );
}

/** DFL or LP from the player's wallet into the staking vault. Both have 9 decimals. */
export async function stakeTransaction(
  owner: PublicKey,
  mint: PublicKey,
  vault: PublicKey,
  amount: bigint,
  recent: Recent,
): Promise<Transaction> {
  const { createTransferCheckedInstruction, getAssociatedTokenAddressSync } = await splToken();
  return new Transaction({ feePayer: owner, ...recent }).add(
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, owner),
      mint,
      vault,
      owner,
      amount,
      9,
    ),
  );
}
