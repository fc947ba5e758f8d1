import { callChain } from './chainRpc';
import { getConfig } from '../../configStore';
import { useHeaderStore } from '../../stores/headerStore';
import { useBalanceReadStore } from '../../stores/balanceReadStore';
import { TOKENS, TokenType, WalletType, fromBaseUnits } from '../../tokens';
import { FAILED_TO_FETCH_BALANCES } from '../inGameFunds';

/** The GLOBAL wallet's tokens, read from the chain (docs/product-rules.md, "Wallets and tokens"). */
export const GLOBAL_TOKENS = [TokenType.GOLDY, TokenType.DFL, TokenType.DFL_USDC, TokenType.USDC] as const;

/** The SPL Token program, by its fixed address. */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

/** What `getTokenAccountsByOwner` answers with the `jsonParsed` encoding, as far as it is read here. */
interface ParsedTokenAccounts {
  value: {
    account: { data: { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown } } } } };
  }[];
}

/** The one chain call that reads the owner's token accounts: its method and parameters. */
export function globalBalancesCall(owner: string): [method: string, params: unknown[]] {
  return [
    'getTokenAccountsByOwner',
    [owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
  ];
}

/**
 * Reads the owner's token accounts on chain into the GLOBAL balances, and whether that worked into the
 * balance read store (`known`, or `unknown` when the chain cannot be reached: the balances are then not
 * facts, and nothing shows them as 0). `isCurrent` is asked when the answer arrives: a read made for a
 * sign-in that has failed meanwhile writes nothing. Answers whether the balances were read.
 */
export async function loadGlobalBalances(
  owner: string,
  { isCurrent = () => true }: { isCurrent?: () => boolean } = {},
): Promise<boolean> {
  try {
    const { mints } = getConfig();
    const { value } = await callChain<ParsedTokenAccounts>(...globalBalancesCall(owner));
    const totals = new Map<string, bigint>();
    for (const { account } of value) {
      const info = account.data.parsed?.info;
      const amount = info?.tokenAmount?.amount;
      if (typeof info?.mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) continue;
      totals.set(info.mint, (totals.get(info.mint) ?? 0n) + BigInt(amount));
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
