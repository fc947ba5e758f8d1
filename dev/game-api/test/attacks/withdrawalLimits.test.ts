import { startTestStack, type TestStack } from '../support/testStack';
import { postJson } from '../support/testServer';
import { newKey } from '../support/newKey';

// Each step waits for the local chain to confirm (and persist) a transaction.
jest.setTimeout(60_000);

/** Attack: many tiny withdrawals (each one costs the game a fee), or a fast stream of them. */
describe('attack: withdrawal spam', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ withdrawalsPerHour: 3 });
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const withdraw = (token: string, body: { token: string; amount: string }) =>
    postJson(
      `${stack.server.apiUrl}/p2e/withdraw`,
      { ...body, idempotencyKey: newKey() },
      { authorization: token },
    );

  it('refuses amounts under the 1-token minimum with a 400 and moves nothing', async () => {
    const { token } = await stack.withdrawingWallet({ GOLDY: '10' });
    expect(await withdraw(token, { token: 'GOLDY', amount: '0.999999999' })).toEqual({
      status: 400,
      body: { error: 'amount must be at least 1 GOLDY: smaller withdrawals are not paid out' },
    });
    expect(await stack.server.client(token).getTransfers()).toEqual([]);
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('1010');
  });

  it('allows a wallet its hourly withdrawals and answers 429 after, even when sent at once', async () => {
    const { token } = await stack.withdrawingWallet({ DFL: '100' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => withdraw(token, { token: 'DFL', amount: '1' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      error: 'You can make 3 withdrawals an hour and have made them all: try again later.',
    });
    expect(await stack.server.client(token).getTransfers()).toHaveLength(3);
    // 500 bonus + 100 − 3 paid.
    expect((await stack.server.client(token).getFunds())[1]?.amount).toBe('597');
    // Another wallet has its own count.
    const other = await stack.withdrawingWallet({ DFL: '1' });
    expect((await withdraw(other.token, { token: 'DFL', amount: '1' })).status).toBe(200);
  });
});
