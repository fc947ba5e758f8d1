import { formatDuration, groupDigits, type NftActionResult, type NftQuote } from '@companion/shared-state';
import type { ActionKind } from './actionChecks';

/** The toast that ends an action, in the player's words, from what the game answered. */
export function resultMessage(kind: ActionKind, { nft, earned }: NftActionResult, quote: NftQuote): string {
  switch (kind) {
    case 'upgrade':
      return `Upgrading to level ${nft.level}: ready in ${formatDuration(quote.upgrade?.durationMs ?? 0)}`;
    case 'repair':
      return `Repaired: HP ${nft.hp} / ${nft.maxHp}`;
    case 'feed':
      return `Fed: love meter ${nft.loveMeter ?? 0} / 100`;
    case 'play':
      return earned
        ? `You earned ${groupDigits(earned.goldy)} GOLDY and ${earned.xp} XP`
        : 'Played: nothing earned this time';
  }
}
