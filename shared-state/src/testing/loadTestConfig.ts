import { Keypair } from '@solana/web3.js';
import { useConfigStore, type RuntimeConfig } from '../config';

const key = () => Keypair.generate().publicKey.toBase58();

/** A valid runtime config on the local cluster with freshly generated mints, loaded as the shell would load it. */
export function loadTestConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const config: RuntimeConfig = {
    authUrl: 'http://127.0.0.1:8787/auth',
    apiUrl: 'http://127.0.0.1:8787/api',
    notificationsUrl: 'ws://127.0.0.1:8787/notifications',
    rpcUrl: 'http://127.0.0.1:8899',
    cluster: 'localnet',
    mints: { DFL: key(), GOLDY: key(), USDC: key(), DFL_USDC: key() },
    remotes: {},
    vaults: { DFL: key(), GOLDY: key() },
    ...overrides,
  };
  useConfigStore.getState().setConfig(config);
  return config;
}
