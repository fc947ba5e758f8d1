import type { Database } from 'better-sqlite3';
import * as z from 'zod/mini';
import { rafflePrizeSchema, type ActivityPage, type RafflePrize } from '@companion/shared-state/schemas';
import { movementItem, poolItem, transferItem, unbookedItem, winItem, type Dated } from './activityItems';
import { createActivityStore, type ActivityStore, type Keyset } from './activityStore';
import { cursorOf, FEED_START, positionOf } from './cursor';
import { mintTokens, type MintTokens } from './unbookedMoves';

/** Newest first; at the same millisecond, by id as text (the order each source reads in). */
function feedOrder(a: Dated, b: Dated): number {
  if (a.atMs !== b.atMs) return b.atMs - a.atMs;
  return a.item.id < b.item.id ? 1 : a.item.id > b.item.id ? -1 : 0;
}

/**
 * The player's activity from what the game records (docs/game-api.md, "Prices, portfolio and activity"):
 * in-game fund movements (one item per game action), deposits and withdrawals, pool and staking actions,
 * raffle wins, and player transactions not booked yet. Each source reads its own newest `limit + 1` after the
 * cursor; merged, the first `limit` are the page and one more means there is a next page.
 */
export class ActivityFeed {
  constructor(
    private readonly store: ActivityStore,
    private readonly tokens: MintTokens,
  ) {}

  page(walletId: string, { limit, before }: { limit: number; before?: string | undefined }): ActivityPage {
    const start = before === undefined ? FEED_START : positionOf(before);
    const keyset: Keyset = { walletId, at: start.at, key: start.key, limit: limit + 1 };
    const names = { nft: this.store.nftName, raffle: this.store.raffleName };
    const items: Dated[] = [
      ...this.store
        .movementGroups(keyset)
        .map((group) => movementItem(group, this.store.movements(walletId, group), names)),
      ...this.store.transfers(keyset).map(transferItem),
      ...this.store.poolActions(keyset).map(poolItem),
      ...this.store.wins(keyset).map((row) => winItem(row, prizesOf(row.prizes))),
      ...this.store.unbooked(keyset).map((row) => unbookedItem(row, this.tokens)),
    ].sort(feedOrder);
    const shown = items.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      items: shown.map((dated) => dated.item),
      next: items.length > limit && last ? cursorOf({ at: last.atMs, key: last.item.id }) : null,
    };
  }
}

function prizesOf(json: string): RafflePrize[] {
  const parsed = z.array(rafflePrizeSchema).safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}

/** The feed over the game's database; `mints` (the chain's, when known) name the tokens of unbooked transactions. */
export function createActivityFeed(db: Database, mints?: Parameters<typeof mintTokens>[0]): ActivityFeed {
  return new ActivityFeed(createActivityStore(db), mintTokens(mints));
}
