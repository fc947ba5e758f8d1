import { Keypair } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { loadGlobalBalances, TOKEN_PROGRAM_ADDRESS } from './globalBalances';
import { FAILED_TO_FETCH_BALANCES } from '../inGameFunds';
import { useConfigStore } from '../../config';
import { useHeaderStore } from '../../stores/headerStore';
import { useBalanceReadStore } from '../../stores/balanceReadStore';
import { TokenType, WalletType } from '../../tokens';

const RPC_URL = 'http://127.0.0.1:2/rpc';
const key = () => Keypair.generate().publicKey.toBase58();
const mints = { DFL: key(), GOLDY: key(), USDC: key(), DFL_USDC: key() };
const owner = key();

const balance = (token: TokenType) => useHeaderStore.getState().tokens[WalletType.GLOBAL][token];
const reading = () => useBalanceReadStore.getState().global;
const account = (mint: string, amount: unknown) => ({
  pubkey: key(),
  account: { data: { program: 'spl-token', parsed: { info: { mint, tokenAmount: { amount } } } } },
});

/** The chain's endpoint answering each call with `answer` (a JSON-RPC body), as fetch sees it. */
function chainAnswers(answer: unknown, status = 200): jest.Mock {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(answer), { status }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}
const accounts = (value: unknown[]) =>
  chainAnswers({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value } });

beforeEach(() => {
  useConfigStore.getState().setConfig({
    authUrl: 'http://127.0.0.1:1/auth',
    apiUrl: 'http://127.0.0.1:1/api',
    notificationsUrl: 'ws://127.0.0.1:1/notifications',
    rpcUrl: RPC_URL,
    cluster: 'localnet',
    mints,
    remotes: {},
  });
  useHeaderStore.getState().resetHeader();
  useBalanceReadStore.getState().setGlobalRead('loading');
});

describe('GLOBAL balances read with one JSON-RPC call', () => {
  it('asks the configured endpoint for the owner’s SPL token accounts, parsed, at confirmed', async () => {
    const fetchMock = accounts([]);
    await loadGlobalBalances(owner);
    expect(TOKEN_PROGRAM_ADDRESS).toBe(TOKEN_PROGRAM_ID.toBase58());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RPC_URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toMatchObject({
      jsonrpc: '2.0',
      method: 'getTokenAccountsByOwner',
      params: [
        owner,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      ],
    });
  });

  it('sums the owner token accounts per mint in base units, with the decimals of each token (USDC 6, others 9)', async () => {
    accounts([
      account(mints.DFL, '1500000000'),
      account(mints.DFL, '250000000'),
      account(mints.USDC, '12345678'),
      account(mints.DFL_USDC, '1'),
      account(key(), '999'),
      // Beyond a float's exact range: summed as bigint, nothing rounded.
      account(mints.GOLDY, '9007199254740993'),
    ]);
    expect(await loadGlobalBalances(owner)).toBe(true);
    expect(balance(TokenType.DFL)?.amount).toBe('1.75');
    expect(balance(TokenType.USDC)?.amount).toBe('12.345678');
    expect(balance(TokenType.DFL_USDC)?.amount).toBe('0.000000001');
    expect(balance(TokenType.GOLDY)?.amount).toBe('9007199.254740993');
    expect(balance(TokenType.DFL)?.mint).toBe(mints.DFL);
    expect(reading()).toBe('known');
  });

  it('skips an account whose amount is not a whole number of base units', async () => {
    accounts([
      account(mints.DFL, '1000000000'),
      account(mints.DFL, 2.5),
      account(mints.DFL, '-1'),
      account(mints.DFL, '1e9'),
    ]);
    await loadGlobalBalances(owner);
    expect(balance(TokenType.DFL)?.amount).toBe('1');
  });

  it.each([
    ['an HTTP error', () => chainAnswers({ error: 'down' }, 503)],
    [
      'an error answer',
      () => chainAnswers({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'busy' } }),
    ],
    [
      'the endpoint unreachable',
      () =>
        Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) }),
    ],
  ])(
    'marks them unknown, not 0, on %s, and keeps the last figure; known again once the chain answers',
    async (_case, fail) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      accounts([account(mints.DFL, '5000000000')]);
      await loadGlobalBalances(owner);
      fail();
      expect(await loadGlobalBalances(owner)).toBe(false);
      expect(error).toHaveBeenCalledWith(FAILED_TO_FETCH_BALANCES, expect.any(Error));
      expect(reading()).toBe('unknown');
      expect(balance(TokenType.DFL)?.amount).toBe('5');
      accounts([account(mints.DFL, '7000000000')]);
      expect(await loadGlobalBalances(owner)).toBe(true);
      expect(reading()).toBe('known');
      expect(balance(TokenType.DFL)?.amount).toBe('7');
      error.mockRestore();
    },
  );

  it('writes nothing for a sign-in that ended while the read was under way', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    accounts([account(mints.DFL, '5000000000')]);
    expect(await loadGlobalBalances(owner, { isCurrent: () => false })).toBe(false);
    expect(balance(TokenType.DFL)?.amount).toBe('0');
    expect(balance(TokenType.DFL)?.mint).toBe('');
    chainAnswers({}, 500);
    await loadGlobalBalances(owner, { isCurrent: () => false });
    expect(reading()).toBe('loading');
    error.mockRestore();
  });
});
