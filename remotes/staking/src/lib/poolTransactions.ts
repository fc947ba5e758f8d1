import { PublicKey, Transaction } from '@solana/web3.js';
import { POOL_DECIMALS, type PoolState } from '@companion/shared-state';

// The player's half of each pool and staking action: plain SPL instructions from their own token accounts,
// paid by the player, signed in the wallet and handed to the game, which sends and books them in one request
// (docs/game-api.md, "Value moves in one request"). Each also creates, if missing and at the player's cost,
// the accounts the game will pay into: the game never pays a player's rent.
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
  const {
    createAssociatedTokenAccountIdempotentInstruction,
    createTransferCheckedInstruction,
    getAssociatedTokenAddressSync,
  } = await splToken();
  const dflMint = new PublicKey(pool.accounts.dflMint);
  const usdcMint = new PublicKey(pool.accounts.usdcMint);
  const lpMint = new PublicKey(pool.accounts.lpMint);
  return new Transaction({ feePayer: owner, ...recent }).add(
    createAssociatedTokenAccountIdempotentInstruction(
      owner,
      getAssociatedTokenAddressSync(lpMint, owner),
      owner,
      lpMint,
    ),
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
  const {
    createAssociatedTokenAccountIdempotentInstruction,
    createBurnCheckedInstruction,
    getAssociatedTokenAddressSync,
  } = await splToken();
  const lpMint = new PublicKey(pool.accounts.lpMint);
  const paidIn = [pool.accounts.dflMint, pool.accounts.usdcMint].map((mint) => new PublicKey(mint));
  return new Transaction({ feePayer: owner, ...recent }).add(
    ...paidIn.map((mint) =>
      createAssociatedTokenAccountIdempotentInstruction(
        owner,
        getAssociatedTokenAddressSync(mint, owner),
        owner,
        mint,
      ),
    ),
    createBurnCheckedInstruction(
      getAssociatedTokenAddressSync(lpMint, owner),
      lpMint,
      owner,
      lp,
      POOL_DECIMALS.LP,
    ),
  );
}

/** DFL or LP from the player's wallet into the staking vault. Both have 9 decimals. Rewards come in DFL. */
export async function stakeTransaction(
  owner: PublicKey,
  accounts: { mint: PublicKey; vault: PublicKey; rewardsMint: PublicKey },
  amount: bigint,
  recent: Recent,
): Promise<Transaction> {
  const {
    createAssociatedTokenAccountIdempotentInstruction,
    createTransferCheckedInstruction,
    getAssociatedTokenAddressSync,
  } = await splToken();
  const { mint, vault, rewardsMint } = accounts;
  return new Transaction({ feePayer: owner, ...recent }).add(
    createAssociatedTokenAccountIdempotentInstruction(
      owner,
      getAssociatedTokenAddressSync(rewardsMint, owner),
      owner,
      rewardsMint,
    ),
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
