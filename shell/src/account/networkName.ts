import type { RuntimeConfig } from '@companion/shared-state';

/** The badge shown when the app is not on mainnet (real funds), or null on mainnet. */
export function networkBadge(cluster: RuntimeConfig['cluster']): string | null {
  if (cluster === 'mainnet-beta') return null;
  return cluster === 'devnet' ? 'Devnet' : 'Localnet';
}
