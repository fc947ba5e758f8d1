import { fundsListSchema, withdrawableFundsSchema } from '@companion/shared-state/schemas';
import { getJson, startTestServer, TEST_MINTS, type TestServer } from './support/testServer';

describe('in-game funds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('refuses funds and NFTs without a token or with an invalid one', async () => {
    for (const path of ['/p2e/funds', '/nft/p2e', '/nft/f2p']) {
      expect(await getJson(`${server.apiUrl}${path}`)).toEqual({
        status: 401,
        body: { error: 'authorization header is missing: sign in first' },
      });
      expect(await getJson(`${server.apiUrl}${path}`, { authorization: 'f'.repeat(64) })).toEqual({
        status: 401,
        body: { error: 'session token is invalid or has expired: sign in again' },
      });
    }
    const unauthorized = jest.fn();
    await expect(server.client('nope', unauthorized).getFunds()).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('says per balance what a withdrawal may take: the starting bonus stays, the funds list keeps its shape', async () => {
    const { wallet, token } = await server.signedInWallet();
    expect(await getJson(`${server.apiUrl}/p2e/funds/withdrawable`)).toMatchObject({ status: 401 });
    await server.devFunds(wallet.walletId, 'DFL', '25');
    const answer = withdrawableFundsSchema.parse(await server.client(token).getWithdrawable());
    expect(answer).toEqual([
      { token: 'GOLDY', mint: TEST_MINTS.GOLDY, amount: '1000', bonus: '1000', withdrawable: '0' },
      { token: 'DFL', mint: TEST_MINTS.DFL, amount: '525', bonus: '500', withdrawable: '25' },
      { token: 'TICKET', mint: 'DefaultTicket', amount: '5', bonus: '5', withdrawable: '0' },
      { token: 'GOLDEN_TICKET', mint: 'GoldenTicket', amount: '1', bonus: '1', withdrawable: '0' },
    ]);
    expect(await server.client(token).getFunds()).toContainEqual({ mint: TEST_MINTS.DFL, amount: '525' });
  });

  it('answers 400 for an unknown NFT collection', async () => {
    const { token } = await server.signedInWallet();
    expect(await getJson(`${server.apiUrl}/nft/gold`, { authorization: token })).toEqual({
      status: 400,
      body: { error: 'collection must be p2e or f2p' },
    });
  });

  it('credits and debits exactly through the dev route, down to one base unit', async () => {
    const { wallet, token } = await server.signedInWallet();
    const credit = await server.devFunds(wallet.walletId, 'GOLDY', '0.000000001');
    expect(credit.status).toBe(200);
    expect(fundsListSchema.parse(await credit.json())[0]).toEqual({
      mint: TEST_MINTS.GOLDY,
      amount: '1000.000000001',
    });
    await server.devFunds(wallet.walletId, 'DFL', '-499.5');
    await server.devFunds(wallet.walletId, 'TICKET', '10');
    expect(await server.client(token).getFunds()).toEqual([
      { mint: TEST_MINTS.GOLDY, amount: '1000.000000001' },
      { mint: TEST_MINTS.DFL, amount: '0.5' },
      { mint: 'DefaultTicket', amount: '15' },
      { mint: 'GoldenTicket', amount: '1' },
    ]);
  });

  it('refuses a debit below zero with 409 and changes nothing', async () => {
    const { wallet, token } = await server.signedInWallet();
    const debit = await server.devFunds(wallet.walletId, 'GOLDEN_TICKET', '-2');
    expect(debit.status).toBe(409);
    expect(await debit.json()).toEqual({
      error: 'insufficient GOLDEN_TICKET funds: the balance cannot go below zero',
    });
    expect((await server.client(token).getFunds())[3]).toEqual({ mint: 'GoldenTicket', amount: '1' });
  });

  it('validates the dev route input', async () => {
    const { wallet } = await server.signedInWallet();
    const cases: [string, string, string, number, string][] = [
      ['bad', 'GOLDY', '1', 400, 'walletId must be a base58 public key (32 bytes)'],
      [wallet.walletId, 'USDC', '1', 400, 'token must be one of GOLDY, DFL, TICKET, GOLDEN_TICKET'],
      [wallet.walletId, 'GOLDY', '1e3', 400, 'delta must be a decimal string such as "12.5" or "-3"'],
      [wallet.walletId, 'TICKET', '0.5', 400, 'delta must have at most 0 decimals for TICKET'],
      [wallet.walletId, 'GOLDY', '0.0000000001', 400, 'delta must have at most 9 decimals for GOLDY'],
      [
        wallet.walletId,
        'GOLDY',
        '99999999999999999999',
        409,
        'the GOLDY balance would exceed the largest amount the game stores',
      ],
    ];
    for (const [walletId, token, delta, status, error] of cases) {
      const response = await server.devFunds(walletId, token, delta);
      expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { error } });
    }
    const unknown = await server.devFunds('11111111111111111111111111111112', 'GOLDY', '1');
    expect(unknown.status).toBe(404);
  });

  it('ends 200 concurrent credits and debits at the exact expected balance', async () => {
    const { wallet, token } = await server.signedInWallet();
    // 100 credits of 1.5 and 100 debits of 2.25 GOLDY: 1000 + 150 - 225 = 925.
    const requests = Array.from({ length: 200 }, (_, i) =>
      server.devFunds(wallet.walletId, 'GOLDY', i % 2 === 0 ? '1.5' : '-2.25'),
    );
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await server.client(token).getFunds())[0]?.amount).toBe('925');
  });

  it('never lets 200 concurrent debits drive a balance negative', async () => {
    const { wallet, token } = await server.signedInWallet();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => server.devFunds(wallet.walletId, 'TICKET', '-1')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(195);
    expect((await server.client(token).getFunds())[2]).toEqual({ mint: 'DefaultTicket', amount: '0' });
  });
});

describe('dev routes switched off', () => {
  it('does not serve POST /dev/funds', async () => {
    const server = await startTestServer({ enableDevRoutes: false });
    try {
      const { wallet } = await server.signedInWallet();
      expect((await server.devFunds(wallet.walletId, 'GOLDY', '1')).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
