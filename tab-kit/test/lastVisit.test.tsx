import { Activity } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { CONTRACT_VERSION, WalletType } from '@companion/shared-state';
import { useBalanceReadStore, useHeaderStore, useLoginStore } from '@companion/shared-state/host';
import { deferred } from '@companion/shared-state/testing';
import {
  LAST_VISIT_MAX_AGE_MS,
  LAST_VISIT_MAX_CHARS,
  LAST_VISIT_STORAGE_KEY,
  LastVisitNote,
  updatedAgo,
  useGameData,
  useGlobalBalance,
  useInGameBalance,
  useLastVisitBalance,
  useLastVisitValue,
} from '../src';
import { keepLastAnswer, readLastAnswer } from '../src/lastVisit/lastVisitStorage';
import { resetLastVisitBalances } from '../src/lastVisit/lastVisitBalances';

const ALICE = 'AliceWa11et1111111111111111111111111111111';
const BOB = 'BobWa11et11111111111111111111111111111111';

const signIn = (publicKey: string) => useLoginStore.setState({ token: `token-of-${publicKey}`, publicKey });
const signOut = () => useLoginStore.getState().signOut();

beforeEach(() => {
  localStorage.clear();
  resetLastVisitBalances();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe("the last visit's answers", () => {
  test('are kept per wallet: another wallet reads none of them', () => {
    signIn(ALICE);
    keepLastAnswer('xp', { level: 7 });
    expect(readLastAnswer('xp')?.data).toEqual({ level: 7 });
    signOut();
    signIn(BOB);
    expect(readLastAnswer('xp')).toBeNull();
  });

  test('are forgotten at sign-out', () => {
    signIn(ALICE);
    keepLastAnswer('xp', { level: 7 });
    signOut();
    expect(localStorage.getItem(LAST_VISIT_STORAGE_KEY)).toBeNull();
    signIn(ALICE);
    expect(readLastAnswer('xp')).toBeNull();
  });

  test('are forgotten when another wallet signs in, even without a sign-out between', () => {
    signIn(ALICE);
    keepLastAnswer('xp', { level: 7 });
    signIn(BOB);
    expect(localStorage.getItem(LAST_VISIT_STORAGE_KEY)).toBeNull();
  });

  test('are not shown once older than a day', () => {
    signIn(ALICE);
    keepLastAnswer('xp', { level: 7 }, 1_000);
    expect(readLastAnswer('xp', 1_000 + LAST_VISIT_MAX_AGE_MS)?.data).toEqual({ level: 7 });
    expect(readLastAnswer('xp', 1_001 + LAST_VISIT_MAX_AGE_MS)).toBeNull();
  });

  test('are stored under a versioned key, and those of another contract version are ignored', () => {
    signIn(ALICE);
    keepLastAnswer('xp', { level: 7 });
    expect(LAST_VISIT_STORAGE_KEY).toBe('companion.lastVisit.v1');
    const stored = JSON.parse(localStorage.getItem(LAST_VISIT_STORAGE_KEY)!) as { contract: string };
    expect(stored.contract).toBe(CONTRACT_VERSION);
    localStorage.setItem(LAST_VISIT_STORAGE_KEY, JSON.stringify({ ...stored, contract: '0.0.1' }));
    expect(readLastAnswer('xp')).toBeNull();
  });

  test('stay under the size cap: the oldest answers go first, one too large is not kept', () => {
    signIn(ALICE);
    const third = 'x'.repeat(Math.floor(LAST_VISIT_MAX_CHARS / 3));
    keepLastAnswer('a', third, 1_000);
    keepLastAnswer('b', third, 2_000);
    keepLastAnswer('c', third, 3_000);
    expect(localStorage.getItem(LAST_VISIT_STORAGE_KEY)!.length).toBeLessThanOrEqual(LAST_VISIT_MAX_CHARS);
    expect(readLastAnswer('a', 3_000)).toBeNull();
    expect(readLastAnswer('b', 3_000)?.data).toBe(third);
    expect(readLastAnswer('c', 3_000)?.data).toBe(third);
    keepLastAnswer('huge', 'x'.repeat(LAST_VISIT_MAX_CHARS), 4_000);
    expect(localStorage.getItem(LAST_VISIT_STORAGE_KEY)).toBeNull();
  });

  test('say how old they are in player words', () => {
    expect(updatedAgo(0, 59_999)).toBe('Updated just now');
    expect(updatedAgo(0, 5 * 60_000)).toBe('Updated 5 min ago');
    expect(updatedAgo(0, 3 * 60 * 60_000 + 59 * 60_000)).toBe('Updated 3 h ago');
  });
});

describe('a block that keeps its last answer', () => {
  function Block({ lastVisit, load }: { lastVisit: boolean; load: () => Promise<string> }) {
    const { view } = useGameData('level', load, { lastVisit });
    if (view.status !== 'ready') return <p>{view.status}</p>;
    return (
      <>
        <p>{view.data}</p>
        <LastVisitNote savedAt={view.savedAt} />
      </>
    );
  }

  test("shows the last visit's answer at once, marked, then the fresh one", async () => {
    signIn(ALICE);
    keepLastAnswer('level', 'Level 6', Date.now() - 5 * 60_000);
    const fresh = deferred<string>();
    render(<Block lastVisit load={() => fresh.promise} />);
    expect(screen.getByText('Level 6')).toBeTruthy();
    expect(screen.getByTestId('last-visit-note').textContent).toBe('Updated 5 min ago · refreshing');
    await act(async () => fresh.resolve('Level 7'));
    expect(screen.getByText('Level 7')).toBeTruthy();
    expect(screen.queryByTestId('last-visit-note')).toBeNull();
    expect(readLastAnswer('level')?.data).toBe('Level 7');
  });

  test("keeps the note's line, empty, once the fresh answer is in, so that nothing below moves", async () => {
    signIn(ALICE);
    keepLastAnswer('level', 'Level 6', Date.now() - 5 * 60_000);
    const fresh = deferred<string>();
    const { container } = render(<Block lastVisit load={() => fresh.promise} />);
    expect(screen.getByTestId('last-visit-note')).toBeTruthy();
    await act(async () => fresh.resolve('Level 7'));
    // One line where the note was, its words gone and hidden from assistive technology.
    expect(container.querySelectorAll('.kit-last-visit')).toHaveLength(1);
    const line = container.querySelector('.kit-last-visit');
    expect(line?.previousElementSibling?.textContent).toBe('Level 7');
    expect(line?.textContent).toBe('\u00a0');
    expect(line?.getAttribute('aria-hidden')).toBe('true');
  });

  test('has no line at all when no kept answer was shown', async () => {
    signIn(ALICE);
    const { container } = render(<Block lastVisit load={() => Promise.resolve('Level 7')} />);
    await screen.findByText('Level 7');
    expect(container.querySelector('.kit-last-visit')).toBeNull();
  });

  test('shows the error when the fresh read fails, never the kept answer as current', async () => {
    signIn(ALICE);
    keepLastAnswer('level', 'Level 6');
    const fresh = deferred<string>();
    render(<Block lastVisit load={() => fresh.promise} />);
    await act(async () => fresh.reject(new Error('down')));
    expect(screen.getByText('error')).toBeTruthy();
    expect(screen.queryByText('Level 6')).toBeNull();
  });

  test('without the option neither keeps nor shows anything (a form that moves value reads afresh)', async () => {
    signIn(ALICE);
    keepLastAnswer('level', 'Level 6');
    const fresh = deferred<string>();
    render(<Block lastVisit={false} load={() => fresh.promise} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => fresh.resolve('Level 7'));
    expect(readLastAnswer('level')?.data).toBe('Level 6');
  });
});

describe("the header's balances of the last visit", () => {
  const readFunds = (amount: string) =>
    useHeaderStore
      .getState()
      .setTokenBalance(WalletType.IN_GAME, 'DFL', { amount, amountRaw: Number(amount) });
  const readChain = (amount: string) => {
    useHeaderStore
      .getState()
      .setTokenBalance(WalletType.GLOBAL, 'DFL', { amount, amountRaw: Number(amount) });
    useBalanceReadStore.getState().setGlobalRead('known');
  };

  test('are kept from each fresh read and shown on the next visit until that visit reads the wallet', () => {
    signIn(ALICE);
    readFunds('12.5');
    readChain('40');
    // The next visit: nothing read yet.
    resetLastVisitBalances();
    useHeaderStore.getState().resetHeader();
    useBalanceReadStore.getState().setGlobalRead('loading');
    const inGame = renderHook(() => useLastVisitBalance(WalletType.IN_GAME, 'DFL'));
    const global = renderHook(() => useLastVisitBalance(WalletType.GLOBAL, 'DFL'));
    expect(inGame.result.current?.data).toBe('12.5');
    expect(global.result.current?.data).toBe('40');
    act(() => readFunds('13'));
    expect(inGame.result.current).toBeNull();
    expect(global.result.current?.data).toBe('40');
    act(() => readChain('41'));
    expect(global.result.current).toBeNull();
  });

  test('keep a chain read that answered during sign-in, before the session began', () => {
    // Sign-in reads the chain as soon as the wallet gives its key: the answer can come before the token.
    signOut();
    readChain('40');
    signIn(ALICE);
    resetLastVisitBalances();
    useBalanceReadStore.getState().setGlobalRead('loading');
    expect(renderHook(() => useLastVisitBalance(WalletType.GLOBAL, 'DFL')).result.current?.data).toBe('40');
  });

  test('never reach the header store or the balance hooks the forms that move value read', () => {
    signIn(ALICE);
    readFunds('12.5');
    readChain('40');
    resetLastVisitBalances();
    useHeaderStore.getState().resetHeader();
    useBalanceReadStore.getState().setGlobalRead('loading');
    expect(renderHook(() => useLastVisitBalance(WalletType.IN_GAME, 'DFL')).result.current?.data).toBe(
      '12.5',
    );
    expect(useHeaderStore.getState().tokens.IN_GAME.DFL.amount).toBe('0');
    expect(renderHook(() => useInGameBalance('DFL')).result.current).toBe(0n);
    expect(renderHook(() => useGlobalBalance('DFL')).result.current).toBeNull();
  });

  test('are not shown once the chain could not be read: that balance is unknown', () => {
    signIn(ALICE);
    readChain('40');
    resetLastVisitBalances();
    useBalanceReadStore.getState().setGlobalRead('loading');
    const global = renderHook(() => useLastVisitBalance(WalletType.GLOBAL, 'DFL'));
    expect(global.result.current?.data).toBe('40');
    act(() => useBalanceReadStore.getState().setGlobalRead('unknown'));
    expect(global.result.current).toBeNull();
  });

  test('are not kept from the reset at sign-out, and forgotten then', () => {
    signIn(ALICE);
    readFunds('12.5');
    signOut();
    useHeaderStore.getState().resetHeader();
    signIn(ALICE);
    resetLastVisitBalances();
    expect(renderHook(() => useLastVisitBalance(WalletType.IN_GAME, 'DFL')).result.current).toBeNull();
  });
});

describe('a value kept for the next visit', () => {
  test('is kept when fresh, answered while the next visit has not read it, then gone', () => {
    signIn(ALICE);
    const first = renderHook(({ fresh }) => useLastVisitValue('nfts', fresh), {
      initialProps: { fresh: { total: 3 } as { total: number } | null },
    });
    expect(first.result.current).toBeNull();
    first.unmount();
    // The next visit: nothing read yet, the kept value is answered with when it was kept.
    const next = renderHook(({ fresh }) => useLastVisitValue('nfts', fresh), {
      initialProps: { fresh: null as { total: number } | null },
    });
    expect(next.result.current?.data).toEqual({ total: 3 });
    expect(typeof next.result.current?.savedAt).toBe('number');
    next.rerender({ fresh: { total: 4 } });
    expect(next.result.current).toBeNull();
    expect(readLastAnswer('nfts')?.data).toEqual({ total: 4 });
  });

  test('is not written again when its block is shown again with the same value', () => {
    signIn(ALICE);
    const value = { total: 3 };
    function Block() {
      useLastVisitValue('nfts', value);
      return null;
    }
    const tab = (shown: boolean) => (
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <Block />
      </Activity>
    );
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const view = render(tab(true));
    expect(setItem).toHaveBeenCalledTimes(1);
    view.rerender(tab(false));
    view.rerender(tab(true));
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  test('is never answered to another wallet', () => {
    signIn(ALICE);
    renderHook(() => useLastVisitValue('nfts', { total: 3 })).unmount();
    signIn(BOB);
    const { result } = renderHook(() => useLastVisitValue<{ total: number }>('nfts', null));
    expect(result.current).toBeNull();
  });
});
