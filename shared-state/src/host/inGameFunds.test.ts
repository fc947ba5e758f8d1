import { Keypair } from '@solana/web3.js';
import {
  FAILED_TO_FETCH_BALANCES,
  applyInGameFunds,
  applyPushedFunds,
  loadInGameFunds,
  readUnknownInGameFundsAgain,
} from './inGameFunds';
import { useConfigStore } from '../config';
import type { GameApi } from '../services';
import { BALANCE_RETRY_MS, useBalanceReadStore } from '../stores/balanceReadStore';
import { useHeaderStore } from '../stores/headerStore';
import { useLoginStore } from '../stores/loginStore';
import { TokenType, WalletType } from '../tokens';

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
  useBalanceReadStore.getState().setInGameRead('loading');
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

  it('says the balances are unknown, never 0, when no read of the session has answered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { getFunds: jest.fn().mockRejectedValue(new Error('HTTP 500')) } as unknown as GameApi;
    expect(await loadInGameFunds(failing)).toBe(false);
    expect(useBalanceReadStore.getState().inGame).toBe('unknown');
    const answering = {
      getFunds: jest.fn().mockResolvedValue([{ mint: mints.DFL, amount: '12' }]),
    } as unknown as GameApi;
    expect(await loadInGameFunds(answering)).toBe(true);
    expect(useBalanceReadStore.getState().inGame).toBe('known');
    // Once read, a failed read leaves the game's last word on screen, as known.
    await loadInGameFunds(failing);
    expect(useBalanceReadStore.getState().inGame).toBe('known');
    expect(balance(WalletType.IN_GAME, TokenType.DFL)?.amount).toBe('12');
  });

  it('counts a push as a read: the balances it carries are known', () => {
    applyPushedFunds([{ mint: mints.DFL, amount: '3' }]);
    expect(useBalanceReadStore.getState().inGame).toBe('known');
  });

  it('drops an answer for a session that has ended since it was asked', async () => {
    useLoginStore.setState({ token: 'first-session' });
    let answer: (funds: { mint: string; amount: string }[]) => void = () => undefined;
    const api = {
      getFunds: jest.fn(() => new Promise((resolve) => (answer = resolve))),
    } as unknown as GameApi;
    const read = loadInGameFunds(api);
    useLoginStore.setState({ token: 'second-session' });
    answer([{ mint: mints.DFL, amount: '77' }]);
    expect(await read).toBe(false);
    expect(balance(WalletType.IN_GAME, TokenType.DFL)?.amount).toBe('0');
    expect(useBalanceReadStore.getState().inGame).toBe('loading');
    useLoginStore.setState({ token: '' });
  });

  it('reads unknown balances again every few seconds until the game answers, then stops', async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const getFunds = jest
        .fn()
        .mockRejectedValueOnce(new Error('HTTP 500'))
        .mockRejectedValueOnce(new Error('HTTP 503'))
        .mockResolvedValue([{ mint: mints.GOLDY, amount: '40' }]);
      const api = { getFunds } as unknown as GameApi;
      const stop = readUnknownInGameFundsAgain(api);
      await loadInGameFunds(api);
      expect(useBalanceReadStore.getState().inGame).toBe('unknown');
      // Every 5 seconds (docs/product-rules.md, "Balances"), as the chain's.
      expect(BALANCE_RETRY_MS).toBe(5_000);
      await jest.advanceTimersByTimeAsync(BALANCE_RETRY_MS - 1);
      expect(getFunds).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(getFunds).toHaveBeenCalledTimes(2);
      expect(useBalanceReadStore.getState().inGame).toBe('unknown');
      await jest.advanceTimersByTimeAsync(BALANCE_RETRY_MS);
      expect(getFunds).toHaveBeenCalledTimes(3);
      expect(useBalanceReadStore.getState().inGame).toBe('known');
      expect(balance(WalletType.IN_GAME, TokenType.GOLDY)?.amount).toBe('40');
      await jest.advanceTimersByTimeAsync(BALANCE_RETRY_MS * 3);
      expect(getFunds).toHaveBeenCalledTimes(3);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops reading again when the session ends', async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const getFunds = jest.fn().mockRejectedValue(new Error('HTTP 500'));
      const api = { getFunds } as unknown as GameApi;
      const stop = readUnknownInGameFundsAgain(api);
      await loadInGameFunds(api);
      stop();
      await jest.advanceTimersByTimeAsync(BALANCE_RETRY_MS * 3);
      expect(getFunds).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
