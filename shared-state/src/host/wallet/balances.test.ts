import { Keypair, type Connection } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { loadGlobalBalances } from './balances';
import {
  FAILED_TO_FETCH_BALANCES,
  applyInGameFunds,
  applyPushedFunds,
  loadInGameFunds,
} from '../inGameFunds';
import { useConfigStore } from '../../config';
import type { GameApi } from '../../services';
import { useHeaderStore } from '../../stores/headerStore';
import { useBalanceReadStore } from '../../stores/balanceReadStore';
import { TokenType, WalletType } from '../../tokens';

const mints = {
  DFL: Keypair.generate().publicKey.toBase58(),
  GOLDY: Keypair.generate().publicKey.toBase58(),
  USDC: Keypair.generate().publicKey.toBase58(),
  DFL_USDC: Keypair.generate().publicKey.toBase58(),
};

beforeEach(() => {
  useConfigStore.getState().setConfig({
    authUrl: 'http://127.0.0.1:1/auth',
    apiUrl: 'http://127.0.0.1:1/api',
    notificationsUrl: 'ws://127.0.0.1:1/notifications',
    rpcUrl: 'http://127.0.0.1:2',
    cluster: 'localnet',
    mints,
    remotes: {},
  });
  useHeaderStore.getState().resetHeader();
});

const balance = (wallet: WalletType, token: TokenType) => useHeaderStore.getState().tokens[wallet][token];

describe('IN_GAME funds', () => {
  it('writes the funds list into IN_GAME, accepting both ticket readings and ignoring unknown mints', () => {
    applyInGameFunds([
      { mint: mints.GOLDY, amount: '1000.5' },
      { mint: mints.DFL, amount: '0.000000001' },
      { mint: 'TicketDefault', amount: '3' },
      { mint: 'GoldenTicket', amount: '1' },
      { mint: 'SomethingElse', amount: '9' },
    ]);
    expect(balance(WalletType.IN_GAME, TokenType.GOLDY)).toMatchObject({
      amount: '1000.5',
      amountRaw: 1000.5,
    });
    expect(balance(WalletType.IN_GAME, TokenType.DFL)?.amount).toBe('0.000000001');
    expect(balance(WalletType.IN_GAME, TokenType.TICKET)?.amount).toBe('3');
    expect(balance(WalletType.IN_GAME, TokenType.GOLDEN_TICKET)?.amount).toBe('1');
    expect(balance(WalletType.GLOBAL, TokenType.GOLDY)?.amount).toBe('0');
  });

  it('logs "Failed to fetch user balances" and changes nothing when the fetch fails', async () => {
    applyInGameFunds([{ mint: mints.GOLDY, amount: '5' }]);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = { getFunds: jest.fn().mockRejectedValue(new Error('HTTP 500')) } as unknown as GameApi;
    await loadInGameFunds(api);
    expect(error).toHaveBeenCalledWith(FAILED_TO_FETCH_BALANCES, expect.any(Error));
    expect(FAILED_TO_FETCH_BALANCES).toBe('Failed to fetch user balances');
    expect(balance(WalletType.IN_GAME, TokenType.GOLDY)?.amount).toBe('5');
  });

  it('drops a read that a push overtook: the push is the newer balance', async () => {
    let answer: (funds: { mint: string; amount: string }[]) => void = () => undefined;
    const api = {
      getFunds: jest.fn(() => new Promise((resolve) => (answer = resolve))),
    } as unknown as GameApi;
    const read = loadInGameFunds(api);
    applyPushedFunds([{ mint: mints.DFL, amount: '525' }]);
    answer([{ mint: mints.DFL, amount: '500' }]);
    await read;
    expect(balance(WalletType.IN_GAME, TokenType.DFL)?.amount).toBe('525');
    // A read begun after the push is written as it answers.
    const next = loadInGameFunds(api);
    answer([{ mint: mints.DFL, amount: '530' }]);
    await next;
    expect(balance(WalletType.IN_GAME, TokenType.DFL)?.amount).toBe('530');
  });
});

describe('GLOBAL balances', () => {
  const owner = Keypair.generate().publicKey;
  const account = (mint: string, amount: string) => ({
    pubkey: Keypair.generate().publicKey,
    account: { data: { program: 'spl-token', parsed: { info: { mint, tokenAmount: { amount } } } } },
  });

  it('sums the owner token accounts per mint with the decimals of each token (USDC 6, others 9)', async () => {
    const getParsedTokenAccountsByOwner = jest.fn().mockResolvedValue({
      value: [
        account(mints.DFL, '1500000000'),
        account(mints.DFL, '250000000'),
        account(mints.USDC, '12345678'),
        account(mints.DFL_USDC, '1'),
        account(Keypair.generate().publicKey.toBase58(), '999'),
      ],
    });
    await loadGlobalBalances({ getParsedTokenAccountsByOwner } as unknown as Connection, owner);
    expect(getParsedTokenAccountsByOwner).toHaveBeenCalledWith(owner, { programId: TOKEN_PROGRAM_ID });
    expect(balance(WalletType.GLOBAL, TokenType.DFL)?.amount).toBe('1.75');
    expect(balance(WalletType.GLOBAL, TokenType.USDC)?.amount).toBe('12.345678');
    expect(balance(WalletType.GLOBAL, TokenType.DFL_USDC)?.amount).toBe('0.000000001');
    expect(balance(WalletType.GLOBAL, TokenType.GOLDY)?.amount).toBe('0');
    expect(balance(WalletType.GLOBAL, TokenType.DFL)?.mint).toBe(mints.DFL);
  });

  it('logs and keeps the shown balances when the chain call fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useHeaderStore
      .getState()
      .setTokenBalance(WalletType.GLOBAL, TokenType.DFL, { amount: '2', amountRaw: 2 });
    const connection = { getParsedTokenAccountsByOwner: jest.fn().mockRejectedValue(new Error('503')) };
    await loadGlobalBalances(connection as unknown as Connection, owner);
    expect(error).toHaveBeenCalledWith(FAILED_TO_FETCH_BALANCES, expect.any(Error));
    expect(balance(WalletType.GLOBAL, TokenType.DFL)?.amount).toBe('2');
  });
});

describe('GLOBAL balances that cannot be read', () => {
  const owner = Keypair.generate().publicKey;
  const reading = () => useBalanceReadStore.getState().global;
  const answering = (value: unknown[]) =>
    ({ getParsedTokenAccountsByOwner: jest.fn().mockResolvedValue({ value }) }) as unknown as Connection;
  const down = () =>
    ({
      getParsedTokenAccountsByOwner: jest.fn().mockRejectedValue(new Error('fetch failed')),
    }) as unknown as Connection;
  const dfl = (amount: string) => ({
    account: { data: { parsed: { info: { mint: mints.DFL, tokenAmount: { amount } } } } },
  });

  beforeEach(() => useBalanceReadStore.getState().setGlobalRead('loading'));

  it('are unknown, not 0, when the chain cannot be reached; known again once it answers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadGlobalBalances(answering([dfl('5000000000')]), owner)).toBe(true);
    expect(reading()).toBe('known');
    expect(await loadGlobalBalances(down(), owner)).toBe(false);
    expect(reading()).toBe('unknown');
    // The last figure read stays in the store, but it is marked unknown: no screen shows it as a fact.
    expect(balance(WalletType.GLOBAL, TokenType.DFL)?.amount).toBe('5');
    expect(await loadGlobalBalances(answering([dfl('7000000000')]), owner)).toBe(true);
    expect(reading()).toBe('known');
    expect(balance(WalletType.GLOBAL, TokenType.DFL)?.amount).toBe('7');
  });

  it('a failed read for a sign-in that ended meanwhile marks nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadGlobalBalances(down(), owner, { isCurrent: () => false });
    expect(reading()).toBe('loading');
  });
});
