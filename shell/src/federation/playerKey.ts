import { useLoginStore } from '@companion/shared-state/host';

const DEVICE_KEY = 'companion.deviceId';
/** Used when the page may not store anything (a framed app with storage partitioned or blocked). */
let memoryId: string | null = null;

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A random id for this device, kept in localStorage. Where storage is unavailable or throws, one id for the
 * life of the page: the player keeps one version until reload, and once signed in the wallet decides.
 */
export function deviceId(storage: () => Storage | undefined = () => globalThis.localStorage): string {
  try {
    const store = storage();
    if (store) {
      const stored = store.getItem(DEVICE_KEY);
      if (stored) return stored;
      const id = randomId();
      store.setItem(DEVICE_KEY, id);
      // Partitioned storage may accept a write and forget it: trust it only if it reads back.
      if (store.getItem(DEVICE_KEY) === id) return id;
    }
  } catch {
    // Blocked storage throws on access: fall through to the page's own id.
  }
  memoryId ??= randomId();
  return memoryId;
}

/** Who picks a remote's version (docs/deploying.md): the signed-in wallet, else this device. */
export function playerKey(): string {
  return useLoginStore.getState().publicKey || `device:${deviceId()}`;
}
