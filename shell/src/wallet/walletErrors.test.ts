import { BridgeError } from '@companion/wallet-bridge';
import { TIMEOUT_MESSAGES } from '@companion/wallet-bridge/frame';
import { DECLINED_IN_WALLET, walletErrorMessage, walletErrorToast } from './walletErrors';

describe('walletErrorMessage', () => {
  it.each([
    ['WalletNotReadyError', 'Your wallet is not ready. Install or unlock it, then try again.'],
    ['WalletNotConnectedError', 'Your wallet is not connected.'],
    ['WalletNotSelectedError', 'Choose a wallet first.'],
    ['WalletConnectionError', 'Could not connect to your wallet.'],
    ['WalletDisconnectionError', 'Could not disconnect your wallet.'],
    ['WalletSignTransactionError', 'The transaction was not signed.'],
    ['WalletSendTransactionError', 'The transaction could not be sent.'],
    ['WalletSignMessageError', 'The message was not signed.'],
    ['WalletSignInError', 'Signing in with your wallet failed.'],
    ['WalletAccountError', 'Your wallet reported an account problem.'],
    ['WalletPublicKeyError', 'Your wallet gave an invalid public key.'],
    ['WalletConfigError', 'Your wallet is misconfigured.'],
  ])('gives each wallet error the product names its own words: %s', (name, message) => {
    expect(walletErrorMessage({ name, message: 'internal detail' })).toBe(message);
  });

  it('says the player declined, whichever step the adapter wrapped the refusal in', () => {
    expect(
      walletErrorMessage({ name: 'WalletSendTransactionError', message: 'User rejected the request.' }),
    ).toBe(DECLINED_IN_WALLET);
    const wrapped = { name: 'WalletSignTransactionError', message: '', error: new Error('Request denied') };
    expect(walletErrorMessage(wrapped)).toBe(DECLINED_IN_WALLET);
  });

  it('says so when the wallet that frames the app did not answer in time', () => {
    const timeout = new BridgeError('TIMEOUT', TIMEOUT_MESSAGES.signTransaction);
    expect(
      walletErrorMessage({ name: 'WalletSignTransactionError', message: timeout.message, error: timeout }),
    ).toBe('Your wallet did not answer in time. Nothing was sent.');
    const refused = new BridgeError('USER_REJECTED', 'User rejected the request.');
    expect(
      walletErrorMessage({ name: 'WalletSignTransactionError', message: refused.message, error: refused }),
    ).toBe(DECLINED_IN_WALLET);
  });

  it('has a fallback for errors it does not know', () => {
    expect(walletErrorMessage({ name: 'SomethingElse', message: 'x' })).toBe(
      'Your wallet reported an error.',
    );
  });

  it('leaves signing errors to the flow that asked (sign-in, the kit), and toasts every other error', () => {
    expect(walletErrorToast({ name: 'WalletSignMessageError', message: 'User rejected' })).toBeNull();
    expect(walletErrorToast({ name: 'WalletSignInError', message: 'User rejected' })).toBeNull();
    expect(walletErrorToast({ name: 'WalletSignTransactionError', message: 'User rejected' })).toBeNull();
    expect(walletErrorToast({ name: 'WalletSendTransactionError', message: 'x' })).toBeNull();
    expect(walletErrorToast({ name: 'WalletConnectionError', message: 'x' })).toBe(
      'Could not connect to your wallet.',
    );
  });
});
