import { createFallbackStorage } from './fallbackStorage';

describe('createFallbackStorage', () => {
  afterEach(() => localStorage.clear());

  it('uses localStorage while it works', () => {
    const storage = createFallbackStorage();
    storage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    localStorage.setItem('k', 'from another tab');
    expect(storage.getItem('k')).toBe('from another tab');
    storage.removeItem('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps values in memory once localStorage throws, and never throws itself', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createFallbackStorage();
    storage.setItem('session', 'one');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(() => storage.setItem('session', 'two')).not.toThrow();
    expect(storage.getItem('session')).toBe('two');
    expect(() => storage.removeItem('session')).not.toThrow();
    expect(storage.getItem('session')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('works in memory when even reading window.localStorage throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const storage = createFallbackStorage();
      storage.setItem('session', 'kept');
      expect(storage.getItem('session')).toBe('kept');
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
