import { TokenType } from './tokenType';
import { WalletType } from './walletType';

/** Which tokens each wallet holds, in display order (docs/product-rules.md, "Wallets and tokens"). */
export const WALLET_TOKENS = {
  [WalletType.IN_GAME]: [TokenType.GOLDY, TokenType.DFL, TokenType.TICKET, TokenType.GOLDEN_TICKET],
  [WalletType.GLOBAL]: [TokenType.GOLDY, TokenType.DFL, TokenType.DFL_USDC, TokenType.USDC],
} as const satisfies Record<WalletType, readonly TokenType[]>;

/** The token types a given wallet holds. */
export type WalletTokenType<W extends WalletType> = (typeof WALLET_TOKENS)[W][number];
export type InGameTokenType = WalletTokenType<typeof WalletType.IN_GAME>;
export type GlobalTokenType = WalletTokenType<typeof WalletType.GLOBAL>;

export function isWalletToken<W extends WalletType>(
  walletType: W,
  tokenType: TokenType,
): tokenType is WalletTokenType<W> {
  return (WALLET_TOKENS[walletType] as readonly TokenType[]).includes(tokenType);
}
