/**
 * Every token the app knows (docs/product-rules.md, "Wallets and tokens"). The LP token's identifier is DFL_USDC because it is also the key of
 * its mint in the runtime config; people read it as "DFL/USDC" (its label in the token table).
 */
export const TokenType = {
  DFL: 'DFL',
  GOLDY: 'GOLDY',
  DFL_USDC: 'DFL_USDC',
  USDC: 'USDC',
  TICKET: 'TICKET',
  GOLDEN_TICKET: 'GOLDEN_TICKET',
} as const;

export type TokenType = (typeof TokenType)[keyof typeof TokenType];
