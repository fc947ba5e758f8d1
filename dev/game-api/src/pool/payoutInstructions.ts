import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import {
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { PoolChain } from './poolChain';

// The game never pays a player's rent: every account paid into is the player's own associated token account,
// created by the player's own transaction (a stake, an add or remove of liquidity) or refused beforehand.

/** One token sent from a game account to the owner's associated token account. */
export interface Payout {
  from: PublicKey;
  mint: PublicKey;
  decimals: number;
  amount: bigint;
}

/** Instructions that pay each non-zero payout to `owner`'s associated token accounts, the authority signing. */
export function payoutInstructions(
  chain: PoolChain,
  owner: PublicKey,
  payouts: Payout[],
): TransactionInstruction[] {
  const authority = chain.authority.publicKey;
  return payouts
    .filter((payout) => payout.amount > 0n)
    .flatMap(({ from, mint, decimals, amount }) => {
      const destination = getAssociatedTokenAddressSync(mint, owner);
      return [createTransferCheckedInstruction(from, mint, destination, authority, amount, decimals)];
    });
}

/** Instructions that mint `amount` LP to the owner's associated LP account. */
export function mintLpInstructions(
  chain: PoolChain,
  owner: PublicKey,
  amount: bigint,
): TransactionInstruction[] {
  const authority = chain.authority.publicKey;
  const destination = getAssociatedTokenAddressSync(chain.mints.LP, owner);
  return [createMintToCheckedInstruction(chain.mints.LP, destination, authority, amount, 9)];
}
