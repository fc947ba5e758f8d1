import type { Keypair, PublicKey } from '@solana/web3.js';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { TRANSFER_DECIMALS } from '@companion/shared-state/schemas';
import { sendAuthorityTransaction, type ConfirmTiming } from './sendAuthorityTransaction';
import type { SignatureOutcome } from './signatureOutcome';
import type { TokenAccounts, TransferChain } from './transferChain';

export type { ConfirmTiming };

export interface WithdrawalPlan {
  transferId: string;
  owner: PublicKey;
  accounts: TokenAccounts;
  /** Base units. */
  amount: bigint;
}

/**
 * Pays a withdrawal from the vault into the owner's associated token account, signed by the game
 * authority, and waits for `confirmed`. The account must exist: the game never creates it, so it never
 * pays its rent (a player who closed it in between makes the transfer fail on chain, and the debit is
 * refunded).
 */
export function sendWithdrawal(
  chain: TransferChain & { authority: Keypair },
  plan: WithdrawalPlan,
  onSigned: (signature: string, lastValidBlockHeight: number) => void,
  timing: ConfirmTiming,
): Promise<SignatureOutcome> {
  const { mint, vault } = plan.accounts;
  const authority = chain.authority.publicKey;
  const destination = getAssociatedTokenAddressSync(mint, plan.owner, true);
  return sendAuthorityTransaction(
    chain,
    [createTransferCheckedInstruction(vault, mint, destination, authority, plan.amount, TRANSFER_DECIMALS)],
    `withdraw ${plan.transferId}`,
    onSigned,
    timing,
  );
}
