import { fromBaseUnits, TOKENS, toBaseUnits, type TicketOffers } from '@companion/shared-state';
import { amountText } from '@companion/tab-kit';

export type Offer = TicketOffers['offers'][number];
export type PriceToken = Offer['price'][number]['token'];

export interface Cost {
  token: PriceToken;
  units: bigint;
  /** "2,000 GOLDY", in the app's one amount format. */
  text: string;
}

/** What `quantity` tickets of an offer cost, per token, exactly. */
export function costOf(offer: Offer, quantity: number): Cost[] {
  return offer.price.map(({ token, amount }) => {
    const units = toBaseUnits(amount, TOKENS[token].decimals) * BigInt(quantity);
    return {
      token,
      units,
      text: amountText(fromBaseUnits(units, TOKENS[token].decimals), TOKENS[token].label),
    };
  });
}

/** A whole number from 1 to `max` typed by the player, or null. */
export function readQuantity(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= max ? value : null;
}
