import {
  POOL_DECIMALS,
  PRICE_DECIMALS,
  USD_VALUE_DECIMALS,
  decimalUnits,
  unitsText,
  usdValueUnits,
  type PriceList,
  type RaffleTicketType,
  type TicketPrice,
  type TokenPrice,
  type ValuedToken,
} from '@companion/shared-state/schemas';
import { fromBaseUnits } from '../funds/units';
import type { PoolReserves } from '../pool/poolMath';
import { TICKET_PRICES } from '../raffles/ticketPrices';
import { poolPrices } from './poolPrices';

/** Said of GOLDY, which nothing in the game trades against DFL or USDC alone. */
export const GOLDY_NOTE = 'The game has no rate for GOLDY against DFL or USDC, so GOLDY has no USD price.';
const POOL_UNREAD_NOTE = "The pool's reserves could not be read, so it has no price now.";
const POOL_EMPTY_NOTE = 'The pool is empty, so it gives no price.';

const TICKET_LABELS: Readonly<Record<RaffleTicketType, string>> = {
  TICKET: 'A TICKET',
  GOLDEN_TICKET: 'A GOLDEN TICKET',
};

/**
 * Every token's price (docs/game-api.md, "Prices, portfolio and activity"): DFL and the LP token from the pool's
 * booked reserves (`reserves`, null when they could not be read), USDC at 1, GOLDY none, and the tickets at
 * their shop price, in USD only when every token of that price has one.
 */
export function priceList(reserves: PoolReserves | null, readAt: number): PriceList {
  const fromPool = reserves ? poolPrices(reserves) : { DFL: null, DFL_USDC: null };
  const poolNote = reserves ? POOL_EMPTY_NOTE : POOL_UNREAD_NOTE;
  const pooled = (token: 'DFL' | 'DFL_USDC'): TokenPrice =>
    price(token, 'pool', fromPool[token], fromPool[token] === null ? poolNote : null);
  const known: Partial<Record<ValuedToken, string | null>> = {
    DFL: fromPool.DFL,
    DFL_USDC: fromPool.DFL_USDC,
    USDC: '1',
    GOLDY: null,
  };
  return {
    readAt: new Date(readAt).toISOString(),
    prices: [
      pooled('DFL'),
      pooled('DFL_USDC'),
      price('USDC', 'peg', '1', null),
      price('GOLDY', 'none', null, GOLDY_NOTE),
      ticketPrice('TICKET', known),
      ticketPrice('GOLDEN_TICKET', known),
    ],
    pool: reserves && {
      dflReserve: fromBaseUnits(reserves.dfl, POOL_DECIMALS.DFL),
      usdcReserve: fromBaseUnits(reserves.usdc, POOL_DECIMALS.USDC),
      lpSupply: fromBaseUnits(reserves.lpSupply, POOL_DECIMALS.LP),
    },
  };
}

function price(
  token: ValuedToken,
  source: TokenPrice['source'],
  usd: string | null,
  note: string | null,
  inGame: TicketPrice[] = [],
): TokenPrice {
  return { token, usd, source, inGame, note };
}

/** A ticket at its shop price; in USD (rounded down) only when every token of the price has a USD price. */
function ticketPrice(ticket: RaffleTicketType, known: Partial<Record<ValuedToken, string | null>>) {
  const cost = [...TICKET_PRICES[ticket]];
  const unpriced = cost.filter((part) => !known[part.token]).map((part) => part.token);
  const costText = cost.map((part) => `${part.amount} ${part.token}`).join(' + ');
  if (unpriced.length > 0) {
    const noPrice = `${unpriced.join(' and ')} ${unpriced.length > 1 ? 'have' : 'has'} no USD price`;
    return price(ticket, 'shop', null, `${TICKET_LABELS[ticket]} costs ${costText}, and ${noPrice}.`, cost);
  }
  const value = cost.reduce(
    (sum, part) => sum + usdValueUnits(decimalUnits(part.amount, 9), 9, known[part.token] ?? '0'),
    0n,
  );
  const rounded = value / 10n ** BigInt(USD_VALUE_DECIMALS - PRICE_DECIMALS);
  return price(ticket, 'shop', unitsText(rounded, PRICE_DECIMALS), null, cost);
}
