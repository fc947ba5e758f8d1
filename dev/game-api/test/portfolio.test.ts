import { PublicKey } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { portfolioSchema, priceListSchema, type Portfolio } from '@companion/shared-state/schemas';
import { buildPortfolio } from '../src/portfolio/buildPortfolio';
import { STAKES_UNREAD, WALLET_UNREAD } from '../src/portfolio/readPortfolio';
import { priceList } from '../src/prices/priceList';
import { startTestStack, type TestStack } from './support/testStack';
import { startTestServer, type TestServer } from './support/testServer';

jest.setTimeout(120_000);

const AT = Date.parse('2026-03-01T12:00:00.000Z');
const SEEDED_POOL = { dfl: 100_000_000_000n, usdc: 10_000_000n, lpSupply: 1_000_000_000n };
const part = (portfolio: Portfolio, name: Portfolio['parts'][number]['part']) =>
  portfolio.parts.find((candidate) => candidate.part === name);

describe('portfolio: the maths (exact values, unpriced tokens left out and listed)', () => {
  it('values each holding at its price exactly and sums the parts', () => {
    const portfolio = buildPortfolio(
      {
        // 0.000000001 DFL is worth 0.0000000001 USD: kept exactly, not rounded away.
        inGame: { GOLDY: 5_000_000_000n, DFL: 1n, TICKET: 2n, GOLDEN_TICKET: 0n },
        wallet: { GOLDY: 0n, DFL: 3_000_000_000n, USDC: 1_250_000n },
        staked: { DFL: 0n, DFL_USDC: 500_000_000n },
        pool: { DFL_USDC: 1_000_000_000n },
      },
      priceList(SEEDED_POOL, AT),
      AT,
    );
    expect(portfolioSchema.parse(portfolio)).toEqual(portfolio);
    expect(portfolio.parts).toEqual([
      {
        part: 'inGame',
        usd: '0.0000000001',
        holdings: [
          { token: 'GOLDY', amount: '5', usd: null },
          { token: 'DFL', amount: '0.000000001', usd: '0.0000000001' },
          { token: 'TICKET', amount: '2', usd: null },
        ],
        error: null,
      },
      {
        part: 'wallet',
        usd: '1.55',
        holdings: [
          { token: 'DFL', amount: '3', usd: '0.3' },
          { token: 'USDC', amount: '1.25', usd: '1.25' },
        ],
        error: null,
      },
      { part: 'staked', usd: '10', holdings: [{ token: 'DFL_USDC', amount: '0.5', usd: '10' }], error: null },
      { part: 'pool', usd: '20', holdings: [{ token: 'DFL_USDC', amount: '1', usd: '20' }], error: null },
    ]);
    expect(portfolio.usd).toBe('31.5500000001');
    expect(portfolio.unpriced).toEqual([
      { token: 'GOLDY', amount: '5' },
      { token: 'TICKET', amount: '2' },
    ]);
    expect(portfolio.readAt).toBe('2026-03-01T12:00:00.000Z');
  });

  it('has no total when a part could not be read, and says why in that part', () => {
    const portfolio = buildPortfolio(
      {
        inGame: { DFL: 10_000_000_000n },
        wallet: { error: WALLET_UNREAD },
        staked: { DFL: 0n, DFL_USDC: 0n },
        pool: { error: WALLET_UNREAD },
      },
      priceList(SEEDED_POOL, AT),
      AT,
    );
    expect(portfolio.usd).toBeNull();
    expect(part(portfolio, 'inGame')?.usd).toBe('1');
    expect(part(portfolio, 'wallet')).toEqual({
      part: 'wallet',
      usd: null,
      holdings: [],
      error: WALLET_UNREAD,
    });
    expect(part(portfolio, 'staked')).toEqual({ part: 'staked', usd: '0', holdings: [], error: null });
  });

  it('lists DFL as unpriced, not as worth 0, when the pool could not be read', () => {
    const portfolio = buildPortfolio(
      {
        inGame: { DFL: 10_000_000_000n },
        wallet: { USDC: 2_000_000n },
        staked: {},
        pool: {},
      },
      priceList(null, AT),
      AT,
    );
    expect(portfolio.usd).toBe('2');
    expect(part(portfolio, 'inGame')?.holdings).toEqual([{ token: 'DFL', amount: '10', usd: null }]);
    expect(portfolio.unpriced).toEqual([{ token: 'DFL', amount: '10' }]);
  });
});

describe('GET {api}/portfolio on the local chain', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it("values a new player's starting funds and faucet tokens, part by part", async () => {
    // Starting funds: 1000 GOLDY, 500 DFL, 5 TICKET, 1 GOLDEN_TICKET; the faucet: 1000 GOLDY, DFL and USDC.
    const { token } = await stack.fundedWallet();
    const portfolio = await stack.server.client(token).getPortfolio();
    expect(portfolio.parts).toEqual([
      {
        part: 'inGame',
        usd: '50',
        holdings: [
          { token: 'GOLDY', amount: '1000', usd: null },
          { token: 'DFL', amount: '500', usd: '50' },
          { token: 'TICKET', amount: '5', usd: null },
          { token: 'GOLDEN_TICKET', amount: '1', usd: null },
        ],
        error: null,
      },
      {
        part: 'wallet',
        usd: '1100',
        holdings: [
          { token: 'GOLDY', amount: '1000', usd: null },
          { token: 'DFL', amount: '1000', usd: '100' },
          { token: 'USDC', amount: '1000', usd: '1000' },
        ],
        error: null,
      },
      { part: 'staked', usd: '0', holdings: [], error: null },
      // The faucet hands out 100 LP.
      {
        part: 'pool',
        usd: '2000',
        holdings: [{ token: 'DFL_USDC', amount: '100', usd: '2000' }],
        error: null,
      },
    ]);
    expect(portfolio.usd).toBe('3150');
    expect(portfolio.unpriced).toEqual([
      { token: 'GOLDY', amount: '2000' },
      { token: 'TICKET', amount: '5' },
      { token: 'GOLDEN_TICKET', amount: '1' },
    ]);
    expect(priceListSchema.parse(portfolio.prices).prices[0]).toMatchObject({ token: 'DFL', usd: '0.1' });
  });

  it('counts a stake under staked (with its rewards) and no longer in the wallet', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const api = stack.server.client(token);
    const { vaults } = await api.getStaking();
    const dflMint = new PublicKey(stack.chain.addresses.mints.DFL);
    const { transaction } = await stack.signed(
      wallet.keypair,
      createAssociatedTokenAccountIdempotentInstruction(
        wallet.keypair.publicKey,
        getAssociatedTokenAddressSync(dflMint, wallet.keypair.publicKey),
        wallet.keypair.publicKey,
        dflMint,
      ),
      createTransferCheckedInstruction(
        stack.ataOf(wallet.keypair.publicKey, 'DFL'),
        dflMint,
        new PublicKey(vaults.DFL),
        wallet.keypair.publicKey,
        100_000_000_000n,
        9,
      ),
    );
    await api.stake({ transaction, optionId: 'dfl-flexible' });

    const portfolio = await api.getPortfolio();
    expect(part(portfolio, 'wallet')?.holdings.find((holding) => holding.token === 'DFL')).toEqual({
      token: 'DFL',
      amount: '900',
      usd: '90',
    });
    // 100 DFL staked, and whatever it has earned since (a little, on the game clock).
    const staked = part(portfolio, 'staked')?.holdings ?? [];
    expect(staked.map((holding) => holding.token)).toEqual(['DFL']);
    expect(Number(staked[0]?.amount)).toBeGreaterThanOrEqual(100);
    expect(Number(staked[0]?.amount)).toBeLessThan(100.01);
    expect(part(portfolio, 'staked')?.usd).toBe(staked[0]?.usd);
    await stack.expectBooksEqual();
  });
});

describe('GET {api}/portfolio with no chain', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('reads the in-game part, says the others could not be read, and gives no total', async () => {
    const { token } = await server.signedInWallet();
    const portfolio = await server.client(token).getPortfolio();
    expect(portfolio.usd).toBeNull();
    expect(portfolio.parts.map(({ part: name, usd, error }) => [name, usd, error])).toEqual([
      ['inGame', '0', null],
      ['wallet', null, WALLET_UNREAD],
      ['staked', null, STAKES_UNREAD],
      ['pool', null, WALLET_UNREAD],
    ]);
    expect(WALLET_UNREAD).toBe('Your Global Wallet could not be read on chain now.');
    expect(STAKES_UNREAD).toBe('Your stakes could not be read now.');
    // No pool, so no DFL price: the 500 starting DFL are unpriced, not worth 0.
    expect(portfolio.unpriced).toEqual([
      { token: 'GOLDY', amount: '1000' },
      { token: 'DFL', amount: '500' },
      { token: 'TICKET', amount: '5' },
      { token: 'GOLDEN_TICKET', amount: '1' },
    ]);
  });
});
