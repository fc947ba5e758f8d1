import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useConfigStore } from '../configStore';
import { createFallbackStorage } from './fallbackStorage';
import { Layout } from './layout';
import { notificationsSocketUrl } from './notificationsUrl';

/** localStorage key of the stored session, so a reload stays signed in (where storage works). */
export const SESSION_STORAGE_KEY = 'companion.session';

export interface LoginFields {
  /** Session token; '' when signed out. */
  token: string;
  /** Signed-in wallet's public key (base58); '' when signed out. */
  publicKey: string;
  /** Turns true once the wallet reports NFTs; only signOut turns it back. */
  isNftsFetched: boolean;
  /** Notification socket address, derived from the token and the configured base; '' without a token. */
  wssUrl: string;
  layout: Layout;
  /** 1 when the user signs with a Ledger (passed to message signing). */
  isLedger: 0 | 1;
}

export interface LoginActions {
  setToken: (token: string) => void;
  setPublicKey: (publicKey: string) => void;
  markNftsFetched: () => void;
  setLayout: (layout: Layout) => void;
  toggleLedger: () => void;
  /** Clears the session and shows the sign-in screen; the Ledger switch is a preference and stays. */
  signOut: () => void;
}

export type LoginState = LoginFields & LoginActions;

type StoredSession = Pick<LoginFields, 'token' | 'publicKey'>;

const wssUrlFor = (token: string) =>
  notificationsSocketUrl(useConfigStore.getState().config?.notificationsUrl, token);

/** Login state (docs/product-rules.md, "Login state"); token and publicKey survive a reload. */
export const useLoginStore = create<LoginState>()(
  persist(
    (set) => ({
      token: '',
      publicKey: '',
      isNftsFetched: false,
      wssUrl: '',
      layout: Layout.LoggedOut,
      isLedger: 0,

      setToken: (token) => set({ token, wssUrl: wssUrlFor(token) }),
      setPublicKey: (publicKey) => set({ publicKey }),
      markNftsFetched: () => set({ isNftsFetched: true }),
      setLayout: (layout) => set({ layout }),
      toggleLedger: () => set((state) => ({ isLedger: state.isLedger === 1 ? 0 : 1 })),
      signOut: () =>
        set({ token: '', publicKey: '', isNftsFetched: false, wssUrl: '', layout: Layout.LoggedOut }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(createFallbackStorage),
      partialize: (state): StoredSession => ({ token: state.token, publicKey: state.publicKey }),
      // Only the two stored fields are taken (whatever else the stored JSON holds), and wssUrl follows.
      merge: (persisted, current) => {
        const stored = readStoredSession(persisted);
        return stored ? { ...current, ...stored, wssUrl: wssUrlFor(stored.token) } : current;
      },
    },
  ),
);

function readStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, publicKey } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof publicKey === 'string' ? { token, publicKey } : null;
}

// A stored session is restored before the shell has loaded the config, so wssUrl is derived again
// whenever the configured base arrives or changes.
useConfigStore.subscribe((state, previous) => {
  if (state.config?.notificationsUrl === previous.config?.notificationsUrl) return;
  useLoginStore.setState((login) => ({ wssUrl: wssUrlFor(login.token) }));
});
