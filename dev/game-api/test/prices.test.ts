import { priceListSchema } from '@companion/shared-state/schemas';
import { poolPrices } from '../src/prices/poolPrices';
import { GOLDY_NOTE, priceList } from '../src/prices/priceList';
import { startTestStack, type TestStack } from './support/testStack';
import { startTestServer, type TestServer } from './support/testServer';

jest.setTimeout(60_000);

const AT = Date.parse('2026-03-01T12:00:00.000Z');
const TICKET_NOTE = 'A TICKET costs 100 GOLDY, and GOLDY has no USD price.';
const GOLDEN_NOTE = 'A GOLDEN TICKET costs 2000 GOLDY + 200 DFL, and GOLDY has no USD price.';
const TICKET_SHOP = [{ token: 'GOLDY', amount: '100' }];
const GOLDEN_SHOP = [
  { token: 'GOLDY', amount: '2000' },
  { token: 'DFL', amount: '200' },
];

describe('prices: the maths (base units, rounded down to 12 decimals)', () => {
  it('prices DFL at USDC reserve / DFL reserve and the LP token at 2 · USDC reserve / LP supply', () => {
    // 100 DFL and 10 USDC per LP: the seeded pool.
    expect(poolPrices({ dfl: 100_000_000_000n, usdc: 10_000_000n, lpSupply: 1_000_000_000n })).toEqual({
      DFL: '0.1',
      DFL_USDC: '20',
    });
  });

  it('rounds a price down, never up', () => {
    // 1 USDC for 3 DFL: 0.333… is cut after 12 decimals; 2 USDC for 3 LP: 0.666… likewise.
    expect(poolPrices({ dfl: 3_000_000_000n, usdc: 1_000_000n, lpSupply: 3_000_000_000n })).toEqual({
      DFL: '0.333333333333',
      DFL_USDC: '0.666666666666',
    });
    // One base unit of USDC for 10^12 DFL: below the last decimal, so 0, not a rounded-up 0.000000000001.
    expect(poolPrices({ dfl: 10n ** 21n, usdc: 1n, lpSupply: 10n ** 30n }).DFL).toBe('0');
  });

  it('gives an empty pool no price rather than 0', () => {
    expect(poolPrices({ dfl: 0n, usdc: 0n, lpSupply: 0n })).toEqual({ DFL: null, DFL_USDC: null });
    const list = priceList({ dfl: 0n, usdc: 0n, lpSupply: 0n }, AT);
    expect(list.prices.slice(0, 2)).toEqual([
      {
        token: 'DFL',
        usd: null,
        source: 'pool',
        inGame: [],
        note: 'The pool is empty, so it gives no price.',
      },
      {
        token: 'DFL_USDC',
        usd: null,
        source: 'pool',
        inGame: [],
        note: 'The pool is empty, so it gives no price.',
      },
    ]);
  });

  it('lists every token with its source, USDC at 1, GOLDY and the tickets with no USD price and why', () => {
    const list = priceList({ dfl: 100_000_000_000n, usdc: 10_000_000n, lpSupply: 1_000_000_000n }, AT);
    expect(priceListSchema.parse(list)).toEqual(list);
    expect(list).toEqual({
      readAt: '2026-03-01T12:00:00.000Z',
      pool: { dflReserve: '100', usdcReserve: '10', lpSupply: '1' },
      prices: [
        { token: 'DFL', usd: '0.1', source: 'pool', inGame: [], note: null },
        { token: 'DFL_USDC', usd: '20', source: 'pool', inGame: [], note: null },
        { token: 'USDC', usd: '1', source: 'peg', inGame: [], note: null },
        { token: 'GOLDY', usd: null, source: 'none', inGame: [], note: GOLDY_NOTE },
        { token: 'TICKET', usd: null, source: 'shop', inGame: TICKET_SHOP, note: TICKET_NOTE },
        { token: 'GOLDEN_TICKET', usd: null, source: 'shop', inGame: GOLDEN_SHOP, note: GOLDEN_NOTE },
      ],
    });
  });

  it('says the pool could not be read when its reserves are unknown, and names both missing prices', () => {
    const list = priceList(null, AT);
    const unread = "The pool's reserves could not be read, so it has no price now.";
    expect(list.pool).toBeNull();
    expect(list.prices.map((price) => [price.token, price.usd, price.note])).toEqual([
      ['DFL', null, unread],
      ['DFL_USDC', null, unread],
      ['USDC', '1', null],
      ['GOLDY', null, GOLDY_NOTE],
      ['TICKET', null, TICKET_NOTE],
      [
        'GOLDEN_TICKET',
        null,
        'A GOLDEN TICKET costs 2000 GOLDY + 200 DFL, and GOLDY and DFL have no USD price.',
      ],
    ]);
  });
});

describe('GET {api}/prices on the local chain', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it("answers the seeded pool's prices with the reserves they were read from and when", async () => {
    const { token } = await stack.server.signedInWallet();
    const api = stack.server.client(token);
    const before = Date.now();
    const list = await api.getPrices();
    const pool = await api.getPool();
    expect(list.pool).toEqual({
      dflReserve: pool.dflReserve,
      usdcReserve: pool.usdcReserve,
      lpSupply: pool.lpSupply,
    });
    expect(list.prices.slice(0, 3)).toEqual([
      { token: 'DFL', usd: '0.1', source: 'pool', inGame: [], note: null },
      { token: 'DFL_USDC', usd: '20', source: 'pool', inGame: [], note: null },
      { token: 'USDC', usd: '1', source: 'peg', inGame: [], note: null },
    ]);
    expect(list.prices.map((price) => price.token)).toEqual([
      'DFL',
      'DFL_USDC',
      'USDC',
      'GOLDY',
      'TICKET',
      'GOLDEN_TICKET',
    ]);
    expect(Date.parse(list.readAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(list.readAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('GET {api}/prices with no pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers DFL and the LP token as unknown, never 0', async () => {
    const { token } = await server.signedInWallet();
    const list = await server.client(token).getPrices();
    expect(list.pool).toBeNull();
    expect(list.prices.filter((price) => price.usd !== null).map((price) => price.token)).toEqual(['USDC']);
  });
});
