import type { RuntimeConfig } from '@companion/shared-state';

/**
 * The block explorer page of a transaction or an account on the configured cluster (docs/tab-kit.md,
 * "Links"): mainnet plain, devnet by name, anything else (the local chain) as a custom endpoint.
 */
export function explorerUrl(
  target: { tx: string } | { address: string },
  config: Pick<RuntimeConfig, 'cluster' | 'rpcUrl'>,
): string {
  const path =
    'tx' in target ? `tx/${encodeURIComponent(target.tx)}` : `address/${encodeURIComponent(target.address)}`;
  const base = `https://explorer.solana.com/${path}`;
  if (config.cluster === 'mainnet-beta') return base;
  if (config.cluster === 'devnet') return `${base}?cluster=devnet`;
  return `${base}?cluster=custom&customUrl=${encodeURIComponent(config.rpcUrl)}`;
}
