import { create } from 'zustand';
import type { RuntimeConfig } from './config';

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
