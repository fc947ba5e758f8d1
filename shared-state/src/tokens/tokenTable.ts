import { TokenType } from './tokenType';

export interface TokenInfo {
  /** The machine identifier, equal to its TokenType. */
  symbol: TokenType;
  /** What the player reads. */
  label: string;
  /** Base units per token are 10^decimals. */
  decimals: number;
  /** Image path, served next to the shell's index.html. */
  icon: string;
}

/** The one token table: labels, decimals (docs/product-rules.md, "Wallets and tokens") and icons of every token. */
export const TOKENS: Readonly<Record<TokenType, Readonly<TokenInfo>>> = {
  DFL: { symbol: TokenType.DFL, label: 'DFL', decimals: 9, icon: '/icons/dfl.webp' },
  GOLDY: { symbol: TokenType.GOLDY, label: 'GOLDY', decimals: 9, icon: '/icons/goldy.webp' },
  DFL_USDC: { symbol: TokenType.DFL_USDC, label: 'DFL/USDC', decimals: 9, icon: '/icons/dfl-usdc.webp' },
  USDC: { symbol: TokenType.USDC, label: 'USDC', decimals: 6, icon: '/icons/usdc.webp' },
  TICKET: { symbol: TokenType.TICKET, label: 'TICKET', decimals: 0, icon: '/icons/ticket.webp' },
  GOLDEN_TICKET: {
    symbol: TokenType.GOLDEN_TICKET,
    label: 'GOLDEN TICKET',
    decimals: 0,
    icon: '/icons/golden-ticket.webp',
  },
};
