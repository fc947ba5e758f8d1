import { IN_GAME_TICKET_IDS, type InGameToken } from '@companion/shared-state/schemas';

/** GOLDY and DFL on mainnet; used only when neither options nor the local chain name other mints. */
export const MAINNET_MINTS = {
  GOLDY: 'GoLDYyyiVeXnVf9qgoK712N5esm1cCbHEK9aNJFx47Sx',
  DFL: 'DFL1zNkaGPWm1BqAVqRjCZvHmwTFrEaJtbzJWgseoNJh',
} as const;

/** The identifier of each in-game token in the funds list: on-chain mints for GOLDY/DFL, fixed ids for tickets. */
export type InGameMints = Record<InGameToken, string>;

export function inGameMints(mints: { GOLDY: string; DFL: string }): InGameMints {
  return { GOLDY: mints.GOLDY, DFL: mints.DFL, ...IN_GAME_TICKET_IDS };
}
