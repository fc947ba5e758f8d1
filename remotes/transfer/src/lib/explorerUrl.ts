import type { RuntimeConfig } from '@companion/shared-state';

/** The block explorer page of a transaction on the configured cluster. */
export function explorerUrl(signature: string, config: Pick<RuntimeConfig, 'cluster' | 'rpcUrl'>): string {
  const base = `https://explorer.solana.com/tx/${encodeURIComponent(signature)}`;
  if (config.cluster === 'mainnet-beta') return base;
  if (config.cluster === 'devnet') return `${base}?cluster=devnet`;
  return `${base}?cluster=custom&customUrl=${encodeURIComponent(config.rpcUrl)}`;
}
