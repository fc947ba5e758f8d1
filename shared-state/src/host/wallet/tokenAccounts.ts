import { PublicKey } from '@solana/web3.js';
import { TOKEN_PROGRAM_ADDRESS } from '../chain/globalBalances';

// The SPL Token program and the Associated Token Account program, by their fixed addresses. Named here
// rather than imported from @solana/spl-token so that the wallet chunk, which every sign-in loads, carries
// none of that package: only tabs that build token transactions load it (docs/performance.md).
export const TOKEN_PROGRAM_ID = new PublicKey(TOKEN_PROGRAM_ADDRESS);
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

/**
 * The owner's associated token account for a mint: the address the Associated Token Account program derives
 * from the owner, the token program and the mint (the same as spl-token's `getAssociatedTokenAddressSync`
 * for an on-curve owner, which a test holds it to).
 */
export function associatedTokenAddress(mint: PublicKey, owner: PublicKey): PublicKey {
  const [address] = PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  );
  return address;
}
