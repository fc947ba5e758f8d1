/** The two wallets a player sees (SPEC §3): the game-custodied IN_GAME wallet and their own GLOBAL one. */
export const WalletType = {
  IN_GAME: 'IN_GAME',
  GLOBAL: 'GLOBAL',
} as const;

export type WalletType = (typeof WalletType)[keyof typeof WalletType];
