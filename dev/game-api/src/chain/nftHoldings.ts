import { PublicKey, type Connection } from '@solana/web3.js';
import { ACCOUNT_SIZE, AccountLayout, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';

/**
 * The Token-2022 mints `owner` holds at least one token of, read on chain now (one getTokenAccountsByOwner
 * call, any token account of the owner, not only the associated one). Throws when the chain cannot be read.
 */
export async function heldNftMints(connection: Connection, owner: string): Promise<Set<string>> {
  const { value } = await connection.getTokenAccountsByOwner(
    new PublicKey(owner),
    { programId: TOKEN_2022_PROGRAM_ID },
    'confirmed',
  );
  const held = new Set<string>();
  for (const { account } of value) {
    // Extensions follow the base layout; the mint, owner and amount are always in its first 165 bytes.
    const token = AccountLayout.decode(account.data.subarray(0, ACCOUNT_SIZE));
    if (token.amount > 0n) held.add(token.mint.toBase58());
  }
  return held;
}
