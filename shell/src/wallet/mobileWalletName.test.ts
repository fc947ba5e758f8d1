import { SolanaMobileWalletAdapterWalletName } from '@solana-mobile/wallet-standard-mobile';
import { MOBILE_WALLET_ADAPTER_NAME } from './mobileWalletName';

describe('the name of Mobile Wallet Adapter', () => {
  it('is the one the package registers it under', () => {
    expect(MOBILE_WALLET_ADAPTER_NAME).toBe(SolanaMobileWalletAdapterWalletName);
  });
});
