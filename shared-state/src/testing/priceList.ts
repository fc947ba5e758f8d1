import type { PriceList } from '../schemas';
import { useServices } from '../services';
import { useLoginStore } from '../stores/loginStore';

export const PRICES_READ_AT = '2026-03-01T12:00:00.000Z';

/** The prices of the seeded pool (0.1 USD per DFL, 20 per LP), as the game API answers them. */
export function priceList(overrides: Partial<PriceList> = {}): PriceList {
  const goldy = 'The game has no rate for GOLDY against DFL or USDC, so GOLDY has no USD price.';
  return {
    readAt: PRICES_READ_AT,
    pool: { dflReserve: '100000', usdcReserve: '10000', lpSupply: '1000' },
    prices: [
      { token: 'DFL', usd: '0.1', source: 'pool', inGame: [], note: null },
      { token: 'DFL_USDC', usd: '20', source: 'pool', inGame: [], note: null },
      { token: 'USDC', usd: '1', source: 'peg', inGame: [], note: null },
      { token: 'GOLDY', usd: null, source: 'none', inGame: [], note: goldy },
      {
        token: 'TICKET',
        usd: null,
        source: 'shop',
        inGame: [{ token: 'GOLDY', amount: '100' }],
        note: 'A TICKET costs 100 GOLDY, and GOLDY has no USD price.',
      },
      {
        token: 'GOLDEN_TICKET',
        usd: null,
        source: 'shop',
        inGame: [
          { token: 'GOLDY', amount: '2000' },
          { token: 'DFL', amount: '200' },
        ],
        note: 'A GOLDEN TICKET costs 2000 GOLDY + 200 DFL, and GOLDY has no USD price.',
      },
    ],
    ...overrides,
  };
}

/**
 * Lets the game client already provided answer `GET /prices` with `answer` (the seeded prices by default), and
 * gives the session a token, as the shell has once signed in: what a tab test needs for its values in USD.
 */
export function answerPrices(answer: () => Promise<PriceList> = async () => priceList()): jest.Mock {
  const getPrices = jest.fn(answer);
  const { gameApi, provide } = useServices.getState();
  if (!gameApi) throw new Error('Provide the fake game API first');
  provide({ gameApi: { ...gameApi, getPrices } });
  if (!useLoginStore.getState().token) useLoginStore.getState().setToken('player-token');
  return getPrices;
}
