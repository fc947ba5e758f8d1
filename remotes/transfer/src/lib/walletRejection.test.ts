import { isWalletRejection } from './walletRejection';

const named = (name: string, message: string, extra: object = {}) =>
  Object.assign(Object.defineProperty(new Error(message), 'name', { value: name }), extra);

describe('isWalletRejection', () => {
  it('recognises a refusal however the wallet words it', () => {
    expect(isWalletRejection(named('WalletSendTransactionError', 'User rejected the request.'))).toBe(true);
    expect(isWalletRejection(named('WalletSendTransactionError', 'Transaction cancelled'))).toBe(true);
    expect(isWalletRejection(named('WalletSendTransactionError', '', { error: { code: 4001 } }))).toBe(true);
    expect(
      isWalletRejection(named('WalletSendTransactionError', 'x', { error: new Error('Request denied') })),
    ).toBe(true);
  });

  it('counts any signing error: nothing was signed', () => {
    expect(isWalletRejection(named('WalletSignTransactionError', 'Something odd'))).toBe(true);
  });

  it('does not take other send failures for a refusal', () => {
    expect(isWalletRejection(named('WalletSendTransactionError', 'Blockhash not found'))).toBe(false);
    expect(isWalletRejection(new Error('failed to fetch'))).toBe(false);
    expect(isWalletRejection('rejected')).toBe(false);
  });
});
