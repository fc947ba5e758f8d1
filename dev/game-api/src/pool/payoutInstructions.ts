import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { PoolChain } from './poolChain';

/** One token sent from a game account to the owner's associated token account (created when missing). */
export interface Payout {
  from: PublicKey;
  mint: PublicKey;
  decimals: number;
  amount: bigint;
}

/** Instructions that pay each non-zero payout to `owner`, the authority signing and paying the rent. */
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
      return [
        createAssociatedTokenAccountIdempotentInstruction(authority, destination, owner, mint),
        createTransferCheckedInstruction(from, mint, destination, authority, amount, decimals),
      ];
    });
}

/** Instructions that mint `amount` LP to the owner's associated LP account (created when missing). */
export function mintLpInstructions(
  chain: PoolChain,
  owner: PublicKey,
  amount: bigint,
): TransactionInstruction[] {
  const authority = chain.authority.publicKey;
  const destination = getAssociatedTokenAddressSync(chain.mints.LP, owner);
  return [
    createAssociatedTokenAccountIdempotentInstruction(authority, destination, owner, chain.mints.LP),
    createMintToCheckedInstruction(chain.mints.LP, destination, authority, amount, 9),
  ];
}
