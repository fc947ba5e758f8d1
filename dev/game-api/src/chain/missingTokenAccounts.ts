import type { Connection, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { HttpError } from '../http/HttpError';
import { errorText } from './signatureOutcome';

/**
 * The names of the tokens whose associated account `owner` does not have (the game pays only into
 * existing accounts: it never pays a player's rent). 502 when the chain cannot be asked.
 */
export async function missingTokenAccounts(
  connection: Connection,
  owner: PublicKey,
  tokens: readonly { name: string; mint: PublicKey }[],
): Promise<string[]> {
  let accounts;
  try {
    accounts = await connection.getMultipleAccountsInfo(
      tokens.map(({ mint }) => getAssociatedTokenAddressSync(mint, owner)),
      'confirmed',
    );
  } catch (error) {
    throw new HttpError(502, `the chain could not be asked for your token accounts (${errorText(error)})`);
  }
  return tokens.filter((_, index) => !accounts[index]).map(({ name }) => name);
}
