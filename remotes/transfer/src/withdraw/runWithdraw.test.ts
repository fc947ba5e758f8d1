import { GameApiError } from '@companion/shared-state';
import { result, transfer } from '../testing/fakes';
import { runWithdraw } from './runWithdraw';

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
    expect(client.withdraw).toHaveBeenCalledWith({ token: 'GOLDY', amount: '2.5' });
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
});
