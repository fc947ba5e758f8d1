import { renderHook } from '@testing-library/react';
import { Layout } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { useEarlySigner } from './useEarlySigner';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const select = jest.fn();
const connection = { name: 'the chain' };
const loadGlobalBalances = jest.fn(async () => true);
let mockSigner: ((signer: { name: string; address: string }) => void) | undefined;

jest.mock('@solana/wallet-adapter-react', () => ({
  useWallet: () => ({ select }),
  useConnection: () => ({ connection }),
}));
jest.mock('@companion/shared-state/host/wallet', () => ({
  loadGlobalBalances: (...args: unknown[]) => loadGlobalBalances(...(args as [])),
}));
jest.mock('./earlySignIn', () => ({
  onEarlySigner: (listener: (signer: { name: string; address: string }) => void) => {
    mockSigner = listener;
    return () => undefined;
  },
}));

beforeEach(() => jest.clearAllMocks());

describe('useEarlySigner', () => {
  it('selects the wallet that signed before the wallet layer was in, and reads its GLOBAL balances', () => {
    useLoginStore.getState().setLayout(Layout.Loading);
    renderHook(() => useEarlySigner());
    const signer = { name: 'Signs', address: ADDRESS };
    mockSigner?.(signer);
    mockSigner?.(signer);
    expect(select).toHaveBeenCalledTimes(1);
    expect(select).toHaveBeenCalledWith('Signs');
    expect(loadGlobalBalances).toHaveBeenCalledTimes(1);
    expect(loadGlobalBalances).toHaveBeenCalledWith(
      connection,
      expect.objectContaining({ toBase58: expect.any(Function) }),
      expect.anything(),
    );
  });

  it('after a cancelled sign-in, connects the wallet that approved late but reads nothing for it', () => {
    useLoginStore.getState().setLayout(Layout.LoggedOut);
    renderHook(() => useEarlySigner());
    mockSigner?.({ name: 'Signs', address: ADDRESS });
    expect(select).toHaveBeenCalledWith('Signs');
    expect(loadGlobalBalances).not.toHaveBeenCalled();
  });
});
