/** The two wallets a player sees (docs/product-rules.md, "Wallets and tokens"): the game-custodied IN_GAME wallet and their own GLOBAL one. */
export const WalletType = {
  IN_GAME: 'IN_GAME',
  GLOBAL: 'GLOBAL',
} as const;

export type WalletType = (typeof WalletType)[keyof typeof WalletType];
