import { decodeMint, decodeTokenAccount, tokenAccountKind } from '../accounts/tokenLayout';
import { uiTokenAmount } from '../accounts/uiTokenAmount';
import type { ChainAccount, TokenBalance } from './types';

export interface Balances {
  lamports: number[];
  tokens: TokenBalance[];
}

/** Lamports of every account key, and the token balance of every key that is a token account. */
export function captureBalances(keys: string[], read: (address: string) => ChainAccount | null): Balances {
  const decimalsByMint = new Map<string, number | undefined>();
  const decimalsOf = (mint: string): number | undefined => {
    if (!decimalsByMint.has(mint)) {
      const account = read(mint);
      const decimals =
        account && tokenAccountKind(account.owner, account.data) === 'mint'
          ? decodeMint(account.data).decimals
          : undefined;
      decimalsByMint.set(mint, decimals);
    }
    return decimalsByMint.get(mint);
  };

  const lamports: number[] = [];
  const tokens: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const account = read(key);
    lamports.push(account ? Number(account.lamports) : 0);
    if (!account || tokenAccountKind(account.owner, account.data) !== 'account') return;
    const token = decodeTokenAccount(account.data);
    if (token.state === 'uninitialized') return;
    const decimals = decimalsOf(token.mint);
    if (decimals === undefined) return;
    tokens.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    });
  });
  return { lamports, tokens };
}
