import { Keypair } from '@solana/web3.js';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID as SPL_ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID as SPL_TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID, associatedTokenAddress } from './tokenAccounts';

describe('token accounts without spl-token', () => {
  it('names the same programs as spl-token', () => {
    expect(TOKEN_PROGRAM_ID.equals(SPL_TOKEN_PROGRAM_ID)).toBe(true);
    expect(ASSOCIATED_TOKEN_PROGRAM_ID.equals(SPL_ASSOCIATED_TOKEN_PROGRAM_ID)).toBe(true);
  });

  it('derives the same associated token account as spl-token', () => {
    for (let i = 0; i < 5; i++) {
      const mint = Keypair.generate().publicKey;
      const owner = Keypair.generate().publicKey;
      expect(associatedTokenAddress(mint, owner).toBase58()).toBe(
        getAssociatedTokenAddressSync(mint, owner).toBase58(),
      );
    }
  });
});
