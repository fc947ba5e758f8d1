import { gameApiOnFakeServer, json } from './fakeGameServer.testkit';

const PRICES = {
  readAt: '2026-03-01T12:00:00.000Z',
  pool: { dflReserve: '100000', usdcReserve: '10000', lpSupply: '1000' },
  prices: [
    { token: 'DFL', usd: '0.1', source: 'pool', inGame: [], note: null },
    { token: 'GOLDY', usd: null, source: 'none', inGame: [], note: 'no rate' },
  ],
};
const ITEM = {
  id: 'movement:000000000001',
  kind: 'ticketPurchase',
  at: '2026-03-01T12:00:00.000Z',
  status: 'confirmed',
  subject: null,
  detail: null,
  changes: [
    { token: 'GOLDY', amount: '-300' },
    { token: 'TICKET', amount: '3' },
  ],
  signature: null,
  payoutSignature: null,
  error: null,
};

describe('createGameApi: prices, portfolio and activity', () => {
  const { server, api } = gameApiOnFakeServer();

  it('reads the prices and the portfolio, checked against their schemas', async () => {
    const portfolio = {
      readAt: PRICES.readAt,
      usd: null,
      unpriced: [{ token: 'GOLDY', amount: '1000' }],
      parts: [{ part: 'wallet', usd: null, holdings: [], error: 'Your Global Wallet could not be read.' }],
      prices: PRICES,
    };
    server.routes.set('GET /api/prices', (r) => json(r, 200, PRICES));
    server.routes.set('GET /api/portfolio', (r) => json(r, 200, portfolio));
    await expect(api().getPrices()).resolves.toEqual(PRICES);
    await expect(api().getPortfolio()).resolves.toEqual(portfolio);
  });

  it('refuses a price sent as a number rather than an exact decimal string', async () => {
    server.routes.set('GET /api/prices', (r) =>
      json(r, 200, { ...PRICES, prices: [{ ...PRICES.prices[0], usd: 0.1 }] }),
    );
    await expect(api().getPrices()).rejects.toThrow();
  });

  it('asks for a page of activity, with a limit and the cursor of the page before', async () => {
    server.routes.set('GET /api/activity', (r) => json(r, 200, { items: [ITEM], next: 'c1' }));
    server.routes.set('GET /api/activity?limit=5&before=1772366400000%3Amovement%3A000000000001', (r) =>
      json(r, 200, { items: [], next: null }),
    );
    await expect(api().getActivity()).resolves.toEqual({ items: [ITEM], next: 'c1' });
    await expect(
      api().getActivity({ limit: 5, before: '1772366400000:movement:000000000001' }),
    ).resolves.toEqual({ items: [], next: null });
  });
});
