import {
  TOKENS,
  WALLET_TOKENS,
  WalletType,
  mintFor,
  type TokenMints,
  type TokenType,
  type WalletTokenType,
} from '../tokens';

/** One token's balance in one wallet, as the header and the tabs read it (docs/product-rules.md, "Balances"). */
export interface TokenBalance {
  /** Image path of the token's icon. */
  icon: string;
  /** The amount to display, in token units ("12.5"); exact, never a float's rendering. */
  amount: string;
  amountRaw: number;
  decimals: number;
  /** The token's label, e.g. "DFL/USDC". */
  token: string;
  /** The on-chain mint, or the in-game identifier of a ticket; '' until the config is known. */
  mint: string;
}

export type WalletBalances<W extends WalletType> = { [T in WalletTokenType<W>]: TokenBalance };

/**
 * Balances grouped by wallet type, then by token type; each wallet has exactly its tokens (docs/product-rules.md, "Wallets and tokens"). A
 * wallet's own tokens are typed as present (`tokens.GLOBAL.USDC`), while looking up any token in whichever
 * wallet is selected (`tokens[selectedWallet][tokenType]`) is allowed and may be undefined.
 */
export type HeaderTokens = {
  [W in WalletType]: WalletBalances<W> & Partial<Record<TokenType, TokenBalance>>;
};

const NO_MINTS: TokenMints = { DFL: '', GOLDY: '', USDC: '', DFL_USDC: '' };

/** A zero balance of a token in a wallet, with its mint from `mints` when given. */
export function zeroBalance(
  walletType: WalletType,
  tokenType: TokenType,
  mints: TokenMints | null = null,
): TokenBalance {
  const { icon, decimals, label } = TOKENS[tokenType];
  const mint = mintFor(walletType, tokenType, mints ?? NO_MINTS);
  return { icon, amount: '0', amountRaw: 0, decimals, token: label, mint };
}

function walletBalances<W extends WalletType>(
  walletType: W,
  balance: (tokenType: WalletTokenType<W>) => TokenBalance,
): WalletBalances<W> {
  const tokens: readonly WalletTokenType<W>[] = WALLET_TOKENS[walletType];
  // Object.fromEntries cannot carry the per-key type; the keys are exactly the wallet's tokens.
  return Object.fromEntries(tokens.map((tokenType) => [tokenType, balance(tokenType)])) as WalletBalances<W>;
}

/** Zero balances for every token of both wallets, with mints from the config when it is known. */
export function zeroTokens(mints: TokenMints | null): HeaderTokens {
  return {
    IN_GAME: walletBalances(WalletType.IN_GAME, (t) => zeroBalance(WalletType.IN_GAME, t, mints)),
    GLOBAL: walletBalances(WalletType.GLOBAL, (t) => zeroBalance(WalletType.GLOBAL, t, mints)),
  };
}

/** The same balances with every entry passed through `update`. */
export function mapTokens(
  tokens: HeaderTokens,
  update: (entry: TokenBalance, walletType: WalletType, tokenType: TokenType) => TokenBalance,
): HeaderTokens {
  return {
    IN_GAME: walletBalances(WalletType.IN_GAME, (t) => update(tokens.IN_GAME[t], WalletType.IN_GAME, t)),
    GLOBAL: walletBalances(WalletType.GLOBAL, (t) => update(tokens.GLOBAL[t], WalletType.GLOBAL, t)),
  };
}
