import { renderHook } from '@testing-library/react';
import { Keypair } from '@solana/web3.js';
import { useServices } from '../services';
import { useLiveSession } from './useLiveSession';
import { BEGUN_READS_GLOBAL } from '../api/begunReads';
import { createGameApi } from '../api';
import { useBalanceReadStore } from '../stores/balanceReadStore';
import { useHeaderStore } from '../stores/headerStore';
import { useLoginStore } from '../stores/loginStore';
import { useNftStore } from '../stores/nftStore';
import { loadTestConfig } from '../testing';
import { TokenType, WalletType } from '../tokens';
import { beginGlobalRead } from './chain/begunGlobalRead';
import { FIRST_READS_KEY, keepFirstReads, sessionFirstReads, type FirstRead } from './firstReads';
import { beginSessionReads } from './sessionStart';

const owner = Keypair.generate().publicKey.toBase58();
const globals = window as unknown as Record<string, unknown>;
const kept = (): FirstRead[] | null =>
  JSON.parse(localStorage.getItem(FIRST_READS_KEY) ?? 'null') as FirstRead[] | null;

let network: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  useLoginStore.getState().signOut();
  network = jest.fn(async () => new Response('[]'));
  Object.assign(globalThis, { fetch: network });
  delete globals[BEGUN_READS_GLOBAL];
});

describe('a session’s first reads, kept for the next visit', () => {
  it('are its funds, both NFT lists and its GLOBAL balances, addressed as this config says', () => {
    loadTestConfig();
    expect(sessionFirstReads(owner)).toEqual([
      { method: 'GET', url: 'http://127.0.0.1:8787/api/p2e/funds', authorized: true },
      { method: 'GET', url: 'http://127.0.0.1:8787/api/nft/p2e', authorized: true },
      { method: 'GET', url: 'http://127.0.0.1:8787/api/nft/f2p', authorized: true },
      {
        method: 'POST',
        url: 'http://127.0.0.1:8899',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getTokenAccountsByOwner',
          params: [
            owner,
            { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
            { encoding: 'jsonParsed', commitment: 'confirmed' },
          ],
        }),
        authorized: false,
      },
    ]);
  });

  it('are kept by the live session, and forgotten when the session ends', () => {
    const config = loadTestConfig();
    useServices.getState().provide({ gameApi: createGameApi({ ...config, getToken: () => 'tok' }) });
    useLoginStore.getState().setPublicKey(owner);
    useLoginStore.getState().setToken('tok');
    const live = renderHook(() => useLiveSession());
    expect(kept()).toEqual(sessionFirstReads(owner));
    live.unmount();
    useLoginStore.getState().signOut();
    expect(kept()).toBeNull();
  });

  it('are kept quietly nowhere where storage is blocked', () => {
    loadTestConfig();
    expect(() =>
      keepFirstReads(owner, () => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).not.toThrow();
  });

  it('are every read a resumed session begins: the page’s begun answers serve them all', async () => {
    const config = loadTestConfig();
    const chainAnswer = {
      jsonrpc: '2.0',
      id: 1,
      result: {
        context: { slot: 1 },
        value: [
          {
            account: {
              data: { parsed: { info: { mint: config.mints.DFL, tokenAmount: { amount: '4000000000' } } } },
            },
          },
        ],
      },
    };
    const answers: Record<string, unknown> = {
      'http://127.0.0.1:8787/api/p2e/funds': [{ mint: config.mints.GOLDY, amount: '7' }],
      'http://127.0.0.1:8787/api/nft/p2e': [],
      'http://127.0.0.1:8787/api/nft/f2p': [],
      'http://127.0.0.1:8899': chainAnswer,
    };
    // What the page's head leaves, from the reads the last visit kept.
    globals[BEGUN_READS_GLOBAL] = sessionFirstReads(owner).map(({ method, url, body, authorized }) => ({
      method,
      url,
      body,
      token: authorized ? 'tok' : '',
      answer: Promise.resolve(new Response(JSON.stringify(answers[url]))),
    }));
    useLoginStore.getState().setPublicKey(owner);
    useLoginStore.getState().setToken('tok');
    const api = createGameApi({ ...config, getToken: () => useLoginStore.getState().token });
    beginSessionReads('tok', api);
    beginGlobalRead(owner);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(network).not.toHaveBeenCalled();
    expect(globals[BEGUN_READS_GLOBAL]).toEqual([]);
    const { tokens } = useHeaderStore.getState();
    expect(tokens[WalletType.IN_GAME][TokenType.GOLDY]?.amount).toBe('7');
    expect(tokens[WalletType.GLOBAL][TokenType.DFL]?.amount).toBe('4');
    expect(useBalanceReadStore.getState().global).toBe('known');
    expect(useNftStore.getState().status).toBe('ready');
  });
});
