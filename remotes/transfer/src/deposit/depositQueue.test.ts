import { PLAYER_ID, clearDepositQueue, pendingDeposit, storedDeposits } from '../testing/fakes';
import { PENDING_DEPOSITS_KEY, useDepositQueue } from './depositQueue';

beforeEach(clearDepositQueue);

describe('the pending deposit queue', () => {
  it('writes every change to localStorage under companion.pendingDeposits, keyed by wallet', () => {
    const queue = useDepositQueue.getState();
    queue.save(PLAYER_ID, pendingDeposit({ signature: 'a', confirmed: false }));
    queue.save('other-wallet', pendingDeposit({ signature: 'b' }));
    expect(storedDeposits().map((d) => d.signature)).toEqual(['a']);
    expect(storedDeposits('other-wallet').map((d) => d.signature)).toEqual(['b']);

    queue.update(PLAYER_ID, 'a', { confirmed: true, reason: 'server down' });
    expect(storedDeposits()[0]).toMatchObject({ signature: 'a', confirmed: true, reason: 'server down' });

    queue.remove(PLAYER_ID, 'a');
    expect(JSON.parse(localStorage.getItem(PENDING_DEPOSITS_KEY)!)).toEqual({
      'other-wallet': [pendingDeposit({ signature: 'b' })],
    });
  });

  it('does not bring back a removed deposit on a late update', () => {
    const queue = useDepositQueue.getState();
    queue.save(PLAYER_ID, pendingDeposit());
    queue.remove(PLAYER_ID, pendingDeposit().signature);
    queue.update(PLAYER_ID, pendingDeposit().signature, { reason: 'late' });
    expect(storedDeposits()).toEqual([]);
  });

  it('reads back what an earlier visit stored, skipping malformed entries', () => {
    localStorage.setItem(
      PENDING_DEPOSITS_KEY,
      JSON.stringify({ [PLAYER_ID]: [pendingDeposit(), { signature: 'no other fields' }], broken: 'x' }),
    );
    useDepositQueue.getState().reload();
    expect(useDepositQueue.getState().byWallet).toEqual({ [PLAYER_ID]: [pendingDeposit()] });
  });

  it('survives unreadable storage', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(PENDING_DEPOSITS_KEY, '{not json');
    useDepositQueue.getState().reload();
    expect(useDepositQueue.getState().byWallet).toEqual({});
  });

  it('lets one flow at a time work on a signature', () => {
    const queue = useDepositQueue.getState();
    expect(queue.claim('a')).toBe(true);
    expect(useDepositQueue.getState().claim('a')).toBe(false);
    useDepositQueue.getState().release('a');
    expect(useDepositQueue.getState().claim('a')).toBe(true);
  });
});
