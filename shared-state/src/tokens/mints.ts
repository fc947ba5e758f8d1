import type { RuntimeConfig } from '../config';
import { IN_GAME_TICKET_IDS } from '../schemas';
import { TokenType } from './tokenType';
import type { InGameTokenType } from './walletContents';
import { WalletType } from './walletType';

export type TokenMints = RuntimeConfig['mints'];

/**
 * The in-game tickets have no on-chain mint, only an identifier. Two spellings of those are in use (docs/product-rules.md, "Wallets and tokens"):
 * identifiers; the game server writes the first (shared with it through the schema module), both are
 * accepted when reading funds.
 */
export const TICKET_IDS = IN_GAME_TICKET_IDS;
export const TICKET_ID_ALIASES = { TICKET: 'TicketDefault', GOLDEN_TICKET: 'TicketGold' } as const;

const TICKET_BY_ID: ReadonlyMap<string, InGameTokenType> = new Map([
  [TICKET_IDS.TICKET, TokenType.TICKET],
  [TICKET_ID_ALIASES.TICKET, TokenType.TICKET],
  [TICKET_IDS.GOLDEN_TICKET, TokenType.GOLDEN_TICKET],
  [TICKET_ID_ALIASES.GOLDEN_TICKET, TokenType.GOLDEN_TICKET],
]);

/**
 * The in-game token a funds entry's `mint` names: GOLDY and DFL by their on-chain mint address, tickets by
 * either reading of their identifier. Unknown identifiers give undefined so callers can skip them.
 */
export function tokenTypeForInGameMint(
  mint: string,
  mints: Pick<TokenMints, 'GOLDY' | 'DFL'>,
): InGameTokenType | undefined {
  if (!mint) return undefined;
  if (mint === mints.GOLDY) return TokenType.GOLDY;
  if (mint === mints.DFL) return TokenType.DFL;
  return TICKET_BY_ID.get(mint);
}

/** The mint (or in-game identifier, for tickets) of a token in a wallet. */
export function mintFor(walletType: WalletType, tokenType: TokenType, mints: TokenMints): string {
  if (tokenType === TokenType.TICKET || tokenType === TokenType.GOLDEN_TICKET) {
    // Tickets exist only in the game's books, so only IN_GAME has an identifier for them.
    return walletType === WalletType.IN_GAME ? TICKET_IDS[tokenType] : '';
  }
  return mints[tokenType];
}
