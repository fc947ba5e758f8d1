import { formatDuration, groupDigits, type NftActionResult, type NftQuote } from '@companion/shared-state';
import type { ActionKind } from './actionChecks';

/** The toast that ends an action, in the player's words, from what the game answered. */
export function resultMessage(kind: ActionKind, { nft, earned }: NftActionResult, quote: NftQuote): string {
  switch (kind) {
    case 'claim':
      return `You earned ${groupDigits(earned?.goldy ?? '0')} GOLDY`;
    case 'adventure': {
      const trip = nft.adventure;
      const away = quote.adventures.find((item) => item.hours === trip?.hours)?.durationMs ?? 0;
      return `Off on an adventure: back in ${formatDuration(away)} with ${groupDigits(trip?.goldy ?? '0')} GOLDY`;
    }
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
