import { PublicKey, Transaction } from '@solana/web3.js';
import { TOKENS, getConfig } from '@companion/shared-state';
import type { TransferToken } from '../lib/transferTokens';

export interface DepositAccounts {
  mint: PublicKey;
  /** The game's token account that receives deposits of this token. */
  vault: PublicKey;
  decimals: number;
}

/** The mint and game vault of a token, from the runtime config. */
export function depositAccounts(token: TransferToken): DepositAccounts {
  const { mints, vaults } = getConfig();
  const vault = vaults?.[token];
  if (!vault)
    throw new Error(`Deposits of ${TOKENS[token].label} are not available: no game vault is configured`);
  return { mint: new PublicKey(mints[token]), vault: new PublicKey(vault), decimals: TOKENS[token].decimals };
}

export interface DepositTransactionInput extends DepositAccounts {
  owner: PublicKey;
  baseUnits: bigint;
  blockhash: string;
  lastValidBlockHeight: number;
}

/**
 * One SPL transferChecked from the player's associated token account to the game vault, paid by the
 * player. transferChecked (not transfer) makes the chain reject a wrong mint or decimals. spl-token is imported
 * here, when a deposit is built, so the tab's first render does not wait for it (docs/performance.md, "Tabs load
 * on intent"); the shell has fetched it beside the tab's files by then.
 */
export async function buildDepositTransaction(input: DepositTransactionInput): Promise<Transaction> {
  const { createTransferCheckedInstruction, getAssociatedTokenAddressSync } =
    await import('@solana/spl-token');
  const { owner, mint, vault, baseUnits, decimals, blockhash, lastValidBlockHeight } = input;
  const source = getAssociatedTokenAddressSync(mint, owner);
  return new Transaction({ feePayer: owner, blockhash, lastValidBlockHeight }).add(
    createTransferCheckedInstruction(source, mint, vault, owner, baseUnits, decimals),
  );
}
