import { chainErrorMessage, CHAIN_ERROR_FALLBACK } from './chainErrorMessage';
import { isWalletDecline } from './isWalletDecline';

describe('isWalletDecline', () => {
  test.each([
    ['User rejected the request.', true],
    ['Transaction declined', true],
    ['Request denied by user', true],
    ['Network request failed', false],
  ])('"%s" → %s', (message, expected) => {
    expect(isWalletDecline(new Error(message))).toBe(expected);
  });

  test('the code 4001 counts, on the error or on the one the adapter wraps', () => {
    expect(isWalletDecline(Object.assign(new Error('x'), { code: 4001 }))).toBe(true);
    const wrapped = Object.assign(new Error('WalletSignTransactionError'), {
      error: Object.assign(new Error('nope'), { code: 4001 }),
    });
    expect(isWalletDecline(wrapped)).toBe(true);
  });

  test('the adapter wrapping a refusal in a send error still counts', () => {
    const wrapped = Object.assign(new Error('Unexpected error'), { error: new Error('User rejected') });
    expect(isWalletDecline(wrapped)).toBe(true);
  });

  test('non-errors do not count', () => {
    expect(isWalletDecline(undefined)).toBe(false);
    expect(isWalletDecline('rejected')).toBe(false);
  });
});

describe('chainErrorMessage', () => {
  test('no SOL for fees reads as a sentence, without the RPC wording', () => {
    const error = new Error(
      'Simulation failed. Message: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.. Catch the `SendTransactionError` and call `getLogs()` on it for full details.',
    );
    const message = chainErrorMessage(error);
    expect(message).toBe('Your wallet has no SOL for the network fee. Add a little SOL and try again.');
    expect(message).not.toMatch(/SendTransactionError|getLogs|Simulation/);
  });

  test('a token balance too small (SPL custom error 1)', () => {
    const error = Object.assign(new Error('Simulation failed'), {
      logs: ['Program log: Error: insufficient funds', 'custom program error: 0x1'],
    });
    expect(chainErrorMessage(error)).toBe('Your wallet does not hold enough of this token.');
  });

  test('an expired blockhash', () => {
    expect(chainErrorMessage(new Error('Blockhash not found'))).toMatch(/expired/);
  });

  test('anything else falls back to a plain sentence', () => {
    expect(chainErrorMessage(new Error('weird 0xdeadbeef at https://rpc.example/'))).toBe(
      CHAIN_ERROR_FALLBACK,
    );
  });
});
