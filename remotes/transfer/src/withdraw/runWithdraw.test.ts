import { GameApiError } from '@companion/shared-state';
import { RetryKeys } from '@companion/tab-kit';
import { result, transfer } from '../testing/fakes';
import { runWithdraw } from './runWithdraw';

/** A key as the kit makes them: 32 hex digits. */
const KEY = /^[0-9a-f]{32}$/;

const api = (answer: () => Promise<unknown>) =>
  ({ withdraw: jest.fn(answer) }) as unknown as Parameters<typeof runWithdraw>[0] & { withdraw: jest.Mock };

describe('runWithdraw', () => {
  it('asks the server to withdraw the exact amount and reports the confirmed transfer', async () => {
    const t = transfer({ direction: 'withdraw', token: 'GOLDY', amount: '2.5', status: 'confirmed' });
    const client = api(async () => result(t));
    const onStep = jest.fn();
    expect(await runWithdraw(client, { token: 'GOLDY', amount: '2.5' }, onStep)).toEqual({
      kind: 'done',
      transfer: t,
      message: 'Withdrew 2.5 GOLDY to your global wallet.',
    });
    expect(client.withdraw).toHaveBeenCalledWith({
      token: 'GOLDY',
      amount: '2.5',
      idempotencyKey: expect.stringMatching(KEY),
    });
    expect(onStep).toHaveBeenCalledWith('withdrawing');
  });

  it('reports a withdrawal still settling on chain as sent', async () => {
    const client = api(async () => result(transfer({ direction: 'withdraw', status: 'pending' })));
    expect(await runWithdraw(client, { token: 'DFL', amount: '1' })).toMatchObject({
      kind: 'done',
      message: 'Withdrawal of 1 DFL sent to your global wallet.',
    });
  });

  it('says the in-game balance was restored when the chain transfer failed', async () => {
    const client = api(async () =>
      result(transfer({ direction: 'withdraw', status: 'failed', error: 'RPC down' })),
    );
    expect(await runWithdraw(client, { token: 'DFL', amount: '1' })).toMatchObject({
      kind: 'failed',
      message: 'The withdrawal of 1 DFL failed (RPC down). Your in-game balance was restored.',
    });
  });

  it("reports the server's refusal in its own words", async () => {
    const client = api(async () => {
      throw new GameApiError('amount: exceeds the in-game balance', {
        request: 'POST /p2e/withdraw',
        status: 400,
      });
    });
    expect(await runWithdraw(client, { token: 'DFL', amount: '1' })).toEqual({
      kind: 'failed',
      message: 'The withdrawal of 1 DFL failed. Amount: exceeds the in-game balance.',
    });
  });

  describe('its idempotency key', () => {
    const lost = () => new GameApiError('unreachable', { request: 'POST /p2e/withdraw' });
    const keysSent = (client: { withdraw: jest.Mock }) =>
      client.withdraw.mock.calls.map(([body]) => (body as { idempotencyKey: string }).idempotencyKey);

    it('is sent again when the player retries the same withdrawal after its answer was lost', async () => {
      const answers = [lost(), lost(), undefined];
      const client = api(async () => {
        const error = answers.shift();
        if (error) throw error;
        return result(transfer({ direction: 'withdraw', status: 'confirmed' }));
      });
      const keys = new RetryKeys();
      const request = { token: 'DFL', amount: '1' } as const;
      // A lost answer is said as such, not as a failure: the retry is safe.
      expect(await runWithdraw(client, request, undefined, keys)).toEqual({
        kind: 'failed',
        message:
          'No answer came about the withdrawal of 1 DFL: it may have gone through. Confirm it again to find out; it is never paid twice.',
      });
      expect(await runWithdraw(client, request, undefined, keys)).toMatchObject({ kind: 'failed' });
      expect(await runWithdraw(client, request, undefined, keys)).toMatchObject({ kind: 'done' });
      const [first, second, third] = keysSent(client);
      expect(first).toMatch(KEY);
      expect([second, third]).toEqual([first, first]);
    });

    it('is new for another withdrawal, and once the game has answered', async () => {
      const answers: (Error | undefined)[] = [lost(), undefined, undefined];
      const client = api(async () => {
        const error = answers.shift();
        if (error) throw error;
        return result(transfer({ direction: 'withdraw', status: 'confirmed' }));
      });
      const keys = new RetryKeys();
      await runWithdraw(client, { token: 'DFL', amount: '1' }, undefined, keys);
      await runWithdraw(client, { token: 'DFL', amount: '2' }, undefined, keys);
      // The lost one retried, answered, then the same amount again: a second withdrawal.
      await runWithdraw(client, { token: 'DFL', amount: '1' }, undefined, keys);
      await runWithdraw(client, { token: 'DFL', amount: '1' }, undefined, keys);
      const [lostKey, other, retried, again] = keysSent(client);
      expect(other).not.toBe(lostKey);
      expect(retried).toBe(lostKey);
      expect(again).not.toBe(lostKey);
    });

    it('is new after the game refused or gave the balance back, and kept after a server fault', async () => {
      const statuses = [409, 502, 500];
      const client = api(async () => {
        throw new GameApiError('refused', { request: 'POST /p2e/withdraw', status: statuses.shift()! });
      });
      const keys = new RetryKeys();
      for (let i = 0; i < 4; i += 1)
        await runWithdraw(client, { token: 'DFL', amount: '1' }, undefined, keys);
      const [afterRefusal, afterGiveBack, afterFault, retried] = keysSent(client);
      expect(new Set([afterRefusal, afterGiveBack, afterFault]).size).toBe(3);
      expect(retried).toBe(afterFault);
    });
  });
});
