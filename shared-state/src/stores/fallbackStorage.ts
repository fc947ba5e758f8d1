import type { StateStorage } from 'zustand/middleware';

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked (a framed app with third-party storage off, some private modes)
  }
}

/**
 * localStorage while it works; from the first time it throws (blocked, full, revoked), memory. Inside a
 * wallet the app may have no storage at all: the session then lasts until the page reloads
 * (docs/embedding.md).
 */
export function createFallbackStorage(): StateStorage {
  const memory = new Map<string, string>();
  let local = localStorageOrNull();
  const attempt = <T>(action: (storage: Storage) => T): T | undefined => {
    if (!local) return undefined;
    try {
      return action(local);
    } catch (error) {
      console.warn('Storage is unavailable; the session is kept in memory only', error);
      local = null;
      return undefined;
    }
  };
  return {
    getItem: (name) => {
      const stored = attempt((storage) => storage.getItem(name));
      if (stored === undefined) return memory.get(name) ?? null;
      if (stored === null) memory.delete(name);
      else memory.set(name, stored);
      return stored;
    },
    setItem: (name, value) => {
      memory.set(name, value);
      attempt((storage) => storage.setItem(name, value));
    },
    removeItem: (name) => {
      memory.delete(name);
      attempt((storage) => storage.removeItem(name));
    },
  };
}
