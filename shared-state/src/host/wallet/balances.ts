import type { Connection, PublicKey } from '@solana/web3.js';
import { PublicKey as Key } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID, associatedTokenAddress } from './tokenAccounts';
import { getConfig } from '../../configStore';
import { useHeaderStore } from '../../stores/headerStore';
import { useBalanceReadStore } from '../../stores/balanceReadStore';
import { TOKENS, TokenType, WalletType, fromBaseUnits } from '../../tokens';
import { FAILED_TO_FETCH_BALANCES } from '../inGameFunds';

/** The GLOBAL wallet's tokens, read from the chain (docs/product-rules.md, "Wallets and tokens"). */
const GLOBAL_TOKENS = [TokenType.GOLDY, TokenType.DFL, TokenType.DFL_USDC, TokenType.USDC] as const;

/**
 * Reads the owner's token accounts on chain into the GLOBAL balances, and whether that worked into the
 * balance read store (`known`, or `unknown` when the chain cannot be reached: the balances are then not
 * facts, and nothing shows them as 0). `isCurrent` is asked when the answer arrives: a read made for a
 * sign-in that has failed meanwhile writes nothing. Answers whether the balances were read.
 */
export async function loadGlobalBalances(
  connection: Connection,
  owner: PublicKey,
  { isCurrent = () => true }: { isCurrent?: () => boolean } = {},
): Promise<boolean> {
  try {
    const { mints } = getConfig();
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID });
    const totals = new Map<string, bigint>();
    for (const { account } of value) {
      const info = (
        account.data as { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string } } } }
      ).parsed?.info;
      if (!info?.mint || !info.tokenAmount?.amount) continue;
      totals.set(info.mint, (totals.get(info.mint) ?? 0n) + BigInt(info.tokenAmount.amount));
    }
    if (!isCurrent()) return false;
    const { setTokenBalance } = useHeaderStore.getState();
    for (const tokenType of GLOBAL_TOKENS) {
      const mint = mints[tokenType];
      const amount = fromBaseUnits(totals.get(mint) ?? 0n, TOKENS[tokenType].decimals);
      setTokenBalance(WalletType.GLOBAL, tokenType, { amount, amountRaw: Number(amount), mint });
    }
    useBalanceReadStore.getState().setGlobalRead('known');
    return true;
  } catch (error) {
    console.error(FAILED_TO_FETCH_BALANCES, error);
    if (isCurrent()) useBalanceReadStore.getState().setGlobalRead('unknown');
    return false;
  }
}

/**
 * Re-reads GLOBAL balances whenever one of the owner's token accounts changes on chain, instead of
 * polling. Returns the unsubscribe.
 */
export function watchGlobalBalances(
  connection: Connection,
  owner: PublicKey,
  onChange: () => void,
): () => void {
  const { mints } = getConfig();
  const ids = GLOBAL_TOKENS.filter((t) => mints[t]).map((tokenType) =>
    connection.onAccountChange(associatedTokenAddress(new Key(mints[tokenType]), owner), onChange, {
      commitment: 'confirmed',
    }),
  );
  return () => ids.forEach((id) => void connection.removeAccountChangeListener(id));
}
