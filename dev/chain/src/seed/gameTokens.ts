/** The game's SPL tokens on the local chain. */
export const GAME_TOKENS = [
  { symbol: 'DFL', decimals: 9, faucetAmount: 1000 },
  { symbol: 'GOLDY', decimals: 9, faucetAmount: 1000 },
  { symbol: 'USDC', decimals: 6, faucetAmount: 1000 },
  { symbol: 'DFL_USDC', decimals: 9, faucetAmount: 100 },
] as const;

export type TokenSymbol = (typeof GAME_TOKENS)[number]['symbol'];

export const TOKEN_SYMBOLS: readonly TokenSymbol[] = GAME_TOKENS.map((token) => token.symbol);

/** What the game's vaults hold after seeding, in UI units of each token: enough to pay out withdrawals. */
export const VAULT_SEED_AMOUNT = 1_000_000;

export const FAUCET_DEFAULT_SOL = 10;
/** SOL the game authority keeps for fees; topped up at every start. */
export const AUTHORITY_MIN_SOL = 100;
export const AUTHORITY_FUND_SOL = 1000;

export function isTokenSymbol(value: string): value is TokenSymbol {
  return (TOKEN_SYMBOLS as readonly string[]).includes(value);
}
