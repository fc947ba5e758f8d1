import { renderHook } from '@testing-library/react';
import { useEarlySigner } from './useEarlySigner';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const select = jest.fn();
let mockSigner: ((signer: { name: string; address: string }) => void) | undefined;

jest.mock('@solana/wallet-adapter-react', () => ({ useWallet: () => ({ select }) }));
jest.mock('./earlySignIn', () => ({
  onEarlySigner: (listener: (signer: { name: string; address: string }) => void) => {
    mockSigner = listener;
    return () => undefined;
  },
}));

beforeEach(() => jest.clearAllMocks());

describe('useEarlySigner', () => {
  it('selects the wallet that signed before the wallet layer was in, once', () => {
    renderHook(() => useEarlySigner());
    const signer = { name: 'Signs', address: ADDRESS };
    mockSigner?.(signer);
    mockSigner?.(signer);
    expect(select).toHaveBeenCalledTimes(1);
    expect(select).toHaveBeenCalledWith('Signs');
  });
});
