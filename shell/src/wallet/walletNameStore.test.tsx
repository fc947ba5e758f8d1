import { act, renderHook } from '@testing-library/react';
import { WALLET_NAME_KEY, keepWalletName, storedWalletName, useStoredWalletName } from './walletNameStore';

beforeEach(() => localStorage.clear());

describe('the stored wallet choice', () => {
  it('reads a choice kept by an earlier version of the app (the name as JSON)', () => {
    localStorage.setItem(WALLET_NAME_KEY, '"Phantom"');
    expect(storedWalletName()).toBe('Phantom');
  });

  it('keeps a name in that form, and forgets it on null', () => {
    keepWalletName('Solflare');
    expect(localStorage.getItem(WALLET_NAME_KEY)).toBe('"Solflare"');
    expect(storedWalletName()).toBe('Solflare');
    keepWalletName(null);
    expect(localStorage.getItem(WALLET_NAME_KEY)).toBeNull();
    expect(storedWalletName()).toBeNull();
  });

  it('reads anything else as no choice: nothing stored, not JSON, not a name', () => {
    expect(storedWalletName()).toBeNull();
    for (const stored of ['Phantom', '{"name":"Phantom"}', 'null', '""', '42']) {
      localStorage.setItem(WALLET_NAME_KEY, stored);
      expect(storedWalletName()).toBeNull();
    }
  });

  it('a storage that refuses reads as no choice and keeps nothing, without throwing', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storedWalletName()).toBeNull();
    expect(() => keepWalletName('Phantom')).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
    expect(storedWalletName()).toBeNull();
  });

  it('the wallet layer’s view: read as it mounts (the early sign-in’s choice too), each change kept at once', () => {
    keepWalletName('Phantom');
    const { result } = renderHook(() => useStoredWalletName());
    expect(result.current[0]).toBe('Phantom');
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
    expect(localStorage.getItem(WALLET_NAME_KEY)).toBeNull();
    act(() => result.current[1]('Solflare' as Parameters<(typeof result.current)[1]>[0]));
    expect(result.current[0]).toBe('Solflare');
    expect(localStorage.getItem(WALLET_NAME_KEY)).toBe('"Solflare"');
  });
});
