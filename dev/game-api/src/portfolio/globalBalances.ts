import { PublicKey, type Connection } from '@solana/web3.js';
import { ACCOUNT_SIZE, AccountLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';

/** The tokens of the Global Wallet the portfolio counts, read on chain. */
export const GLOBAL_TOKENS = ['GOLDY', 'DFL', 'USDC', 'DFL_USDC'] as const;
export type GlobalToken = (typeof GLOBAL_TOKENS)[number];
export type GlobalMints = Readonly<Record<GlobalToken, string>>;
export type GlobalBalances = Record<GlobalToken, bigint>;

/** The four mints, or undefined when the chain's addresses do not name them all. */
export function globalMints(
  mints: Partial<Record<GlobalToken, string>> | undefined,
): GlobalMints | undefined {
  if (!mints || !GLOBAL_TOKENS.every((token) => mints[token])) return undefined;
  return { GOLDY: mints.GOLDY!, DFL: mints.DFL!, USDC: mints.USDC!, DFL_USDC: mints.DFL_USDC! };
}

/**
 * What `owner` holds of each token on chain now, in base units, summed over all its token accounts (one
 * getTokenAccountsByOwner call, at `confirmed`). Throws when the chain cannot be read.
 */
export async function readGlobalBalances(
  connection: Connection,
  owner: string,
  mints: GlobalMints,
): Promise<GlobalBalances> {
  const { value } = await connection.getTokenAccountsByOwner(
    new PublicKey(owner),
    { programId: TOKEN_PROGRAM_ID },
    'confirmed',
  );
  const byMint = new Map<string, bigint>();
  for (const { account } of value) {
    const token = AccountLayout.decode(account.data.subarray(0, ACCOUNT_SIZE));
    const mint = token.mint.toBase58();
    byMint.set(mint, (byMint.get(mint) ?? 0n) + token.amount);
  }
  const balances = { GOLDY: 0n, DFL: 0n, USDC: 0n, DFL_USDC: 0n };
  for (const token of GLOBAL_TOKENS) balances[token] = byMint.get(mints[token]) ?? 0n;
  return balances;
}
