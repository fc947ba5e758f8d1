import { Keypair } from '@solana/web3.js';
import { FAILED_TO_FETCH_BALANCES, applyInGameFunds, applyPushedFunds, loadInGameFunds } from './inGameFunds';
import { useConfigStore } from '../config';
import type { GameApi } from '../services';
import { useHeaderStore } from '../stores/headerStore';
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
