import { IN_GAME_DECIMALS, IN_GAME_TOKENS, type InGameToken } from '@companion/shared-state/schemas';
import type { NftStore } from '../db/nftStore';
import type { FundsChange, FundsLedger } from '../funds/FundsLedger';
import { toBaseUnits } from '../funds/units';
import { createStarterNfts } from '../nfts/starterNfts';

/**
 * Gives a just-registered wallet its starting in-game balance and NFTs. Runs inside the sign-up
 * transaction, so an account exists whole or not at all.
 */
export function createAccountSeeder(
  ledger: FundsLedger,
  nfts: NftStore,
  initialFunds: Record<InGameToken, string>,
  gameNow: () => number,
  starter: { p2e: boolean },
) {
  const changes: FundsChange[] = IN_GAME_TOKENS.map((token) => {
    const delta = toBaseUnits(initialFunds[token], IN_GAME_DECIMALS[token]);
    if (delta === null || delta < 0n) {
      throw new Error(`initial ${token} balance "${initialFunds[token]}" is not a valid amount of ${token}`);
    }
    // Starting funds are to play with, never to withdraw (docs/game-api.md, "Starting funds").
    return { token, delta, kind: 'bonus' as const };
  });
  return (walletId: string): void => {
    ledger.write(walletId, changes, 'initial balance');
    for (const nft of createStarterNfts(starter)) nfts.insert(walletId, nft, gameNow(), { starter: true });
  };
}
