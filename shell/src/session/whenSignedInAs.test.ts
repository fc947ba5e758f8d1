import { Layout } from '@companion/shared-state';
import { startSession, useLoginStore } from '@companion/shared-state/host';
import { whenSignedInAs } from './whenSignedInAs';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const OTHER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

beforeEach(() => {
  useLoginStore.getState().signOut();
  useLoginStore.getState().setLayout(Layout.Loading);
});

describe('whenSignedInAs', () => {
  it('runs once that wallet’s session has its token, not before, and once only', () => {
    const then = jest.fn();
    whenSignedInAs(ADDRESS, then);
    useLoginStore.getState().setPublicKey(ADDRESS);
    expect(then).not.toHaveBeenCalled();
    useLoginStore.getState().setToken('tok');
    expect(then).toHaveBeenCalledTimes(1);
    useLoginStore.getState().setLayout(Layout.LoggedIn);
    useLoginStore.getState().setToken('tok2');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once when that wallet is signed in already', () => {
    startSession({ publicKey: ADDRESS, token: 'tok' });
    const then = jest.fn();
    whenSignedInAs(ADDRESS, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the sign-in ends otherwise: logged out, or another wallet signed in', () => {
    const cancelled = jest.fn();
    whenSignedInAs(ADDRESS, cancelled);
    useLoginStore.getState().signOut();
    startSession({ publicKey: ADDRESS, token: 'tok' });
    expect(cancelled).not.toHaveBeenCalled();

    useLoginStore.getState().signOut();
    useLoginStore.getState().setLayout(Layout.Loading);
    const other = jest.fn();
    whenSignedInAs(ADDRESS, other);
    startSession({ publicKey: OTHER, token: 'tok' });
    useLoginStore.getState().signOut();
    startSession({ publicKey: ADDRESS, token: 'tok' });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    const then = jest.fn();
    whenSignedInAs(ADDRESS, then)();
    startSession({ publicKey: ADDRESS, token: 'tok' });
    expect(then).not.toHaveBeenCalled();
  });
});
