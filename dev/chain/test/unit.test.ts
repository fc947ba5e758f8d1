import fs from 'node:fs';
import { formatUnits, parseUnits, uiTokenAmount } from '../src/accounts/uiTokenAmount';
import { BlockhashWindow } from '../src/ledger/BlockhashWindow';
import { transactionErrorText } from '../src/ledger/transactionErrors';
import { isLocalOrigin, isLoopbackAddress } from '../src/rpc/localOrigins';

describe('token amounts', () => {
  it('formats raw amounts exactly', () => {
    expect(formatUnits(0n, 9)).toBe('0');
    expect(formatUnits(1n, 9)).toBe('0.000000001');
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(18_446_744_073_709_551_615n, 9)).toBe('18446744073.709551615');
    expect(formatUnits(42n, 0)).toBe('42');
    expect(uiTokenAmount(2_500_000_000n, 9)).toEqual({
      amount: '2500000000',
      decimals: 9,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    });
  });

  it('parses UI amounts without float error, and refuses too many decimals', () => {
    expect(parseUnits(0.1, 9)).toBe(100_000_000n);
    expect(parseUnits('1000', 6)).toBe(1_000_000_000n);
    expect(parseUnits(1e-7, 9)).toBe(100n);
    expect(parseUnits('1.50', 1)).toBe(15n);
    expect(() => parseUnits('0.0000001', 6)).toThrow(/more than 6 decimal places/);
    expect(() => parseUnits('-1', 6)).toThrow(/not a non-negative decimal/);
    expect(() => parseUnits(Number.NaN, 6)).toThrow(/not a finite amount/);
  });
});

describe('transaction errors', () => {
  // The tables follow LiteSVM's numeric enums by position: guard against a version that reorders them.
  const dts = fs.readFileSync(require.resolve('litesvm/dist/internal.d.ts'), 'utf8');
  const names = (enumName: string) =>
    (dts.split(`export declare const enum ${enumName} {`)[1]?.split('}')[0] ?? '')
      .split(',')
      .map((entry) => entry.trim().split(' =')[0])
      .filter(Boolean);
  const source = fs.readFileSync(require.resolve('../src/ledger/transactionErrors.ts'), 'utf8');
  const tableNames = (constName: string) =>
    [...(source.split(`const ${constName}`)[1]?.split('];')[0] ?? '').matchAll(/\[\s*'(\w+)'\s*,/g)].map(
      (m) => m[1],
    );

  it('names the variants in the order of the installed LiteSVM', () => {
    expect(tableNames('TRANSACTION_ERRORS')).toEqual(names('TransactionErrorFieldless'));
    expect(tableNames('INSTRUCTION_ERRORS')).toEqual(names('InstructionErrorFieldless'));
  });

  it('prints errors as the runtime does', () => {
    expect(transactionErrorText({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    );
    expect(transactionErrorText({ InstructionError: [2, 'InvalidAccountData'] })).toBe(
      'Error processing Instruction 2: invalid account data for instruction',
    );
    expect(transactionErrorText('BlockhashNotFound')).toBe('Blockhash not found');
    expect(transactionErrorText({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    );
  });
});

describe('blockhash window', () => {
  it('keeps a blockhash valid for 150 blocks after it was issued', () => {
    const window = new BlockhashWindow();
    window.add('a', 10);
    window.add('b', 11);
    expect(window.lastValidBlockHeight('a')).toBe(160);
    expect(window.isValid('a', 160)).toBe(true);
    expect(window.isValid('a', 161)).toBe(false);
    window.add('c', 161);
    expect(window.entries().map(([hash]) => hash)).toEqual(['b', 'c']);
    expect(window.isValid('zzz', 0)).toBe(false);
  });
});

describe('local origins', () => {
  it('lets local pages in and keeps others out', () => {
    expect(isLocalOrigin('http://localhost:3000')).toBe(true);
    expect(isLocalOrigin('http://127.0.0.1:3005')).toBe(true);
    expect(isLocalOrigin('http://[::1]:3000')).toBe(true);
    expect(isLocalOrigin('https://localhost.example.com')).toBe(false);
    expect(isLocalOrigin('http://192.168.1.5:3000')).toBe(false);
    expect(isLocalOrigin(undefined)).toBe(false);
  });

  it('recognises loopback client addresses only', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.2')).toBe(false);
    expect(isLoopbackAddress('::ffff:10.0.0.2')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});
