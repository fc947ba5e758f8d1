import { create } from 'zustand';

/** Runtime configuration the shell fetches from config.json before it renders (DESIGN §3). */
export interface RuntimeConfig {
  /** Base of the auth calls, e.g. http://127.0.0.1:8787/auth */
  authUrl: string;
  /** Base of the game calls, e.g. http://127.0.0.1:8787/api */
  apiUrl: string;
  /** Notification socket address without the query, e.g. ws://127.0.0.1:8787/notifications */
  notificationsUrl: string;
  /** Chain JSON-RPC endpoint; the mainnet cluster endpoint unless a local stack says otherwise. */
  rpcUrl: string;
  /** Chain PubSub endpoint; derived from rpcUrl by web3.js when absent. */
  wsRpcUrl?: string;
  cluster: 'mainnet-beta' | 'devnet' | 'localnet';
  /** On-chain mints of the GLOBAL wallet tokens, and the in-game identifiers of the IN_GAME ones. */
  mints: {
    DFL: string;
    GOLDY: string;
    USDC: string;
    DFL_USDC: string;
  };
  /** Remote name → URL of its remoteEntry.js (or mf-manifest.json). */
  remotes: Record<string, string>;
  /** Registers the local development wallet (local stack only). */
  devWallet?: boolean;
}

export const MAINNET_RPC_URL = 'https://api.mainnet-beta.solana.com';

interface ConfigState {
  config: RuntimeConfig | null;
  setConfig: (config: RuntimeConfig) => void;
}

export const useConfigStore = create<ConfigState>()((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

/** The loaded config; throws when called before the shell has loaded it (a programming error). */
export function getConfig(): RuntimeConfig {
  const { config } = useConfigStore.getState();
  if (!config) throw new Error('Runtime config is not loaded yet');
  return config;
}
