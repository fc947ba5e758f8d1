import { TokenType, WalletType } from '@companion/shared-state';

/** The tokens that move between the two wallets. */
export const TRANSFER_TOKENS = [TokenType.DFL, TokenType.GOLDY] as const;
export type TransferToken = (typeof TRANSFER_TOKENS)[number];

export type Direction = 'deposit' | 'withdraw';

export const DIRECTIONS: Readonly<
  Record<Direction, { label: string; route: string; from: WalletType; to: WalletType }>
> = {
  deposit: { label: 'Deposit', route: 'Global → In Game', from: WalletType.GLOBAL, to: WalletType.IN_GAME },
  withdraw: { label: 'Withdraw', route: 'In Game → Global', from: WalletType.IN_GAME, to: WalletType.GLOBAL },
};

export const WALLET_LABELS: Readonly<Record<WalletType, string>> = {
  IN_GAME: 'In Game',
  GLOBAL: 'Global',
};
