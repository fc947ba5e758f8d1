import fs from 'node:fs';
import path from 'node:path';

/** What the local chain (dev/chain) leaves in the data directory for the game API. */
export interface ChainAddresses {
  stackId?: string;
  /** The game authority's public key: mint authority and owner of the vaults. */
  authority?: string;
  mints?: { GOLDY?: string; DFL?: string; USDC?: string; DFL_USDC?: string };
  /** The authority's associated token accounts, where deposits go and withdrawals come from. */
  vaults?: { GOLDY?: string; DFL?: string };
  /** The pool's reserves, the staking vaults and the rewards account (docs/game-api.md, "Pool and staking"). */
  pool?: Partial<Record<PoolAccountName, string>>;
}

export const POOL_ACCOUNT_NAMES = [
  'reserveDfl',
  'reserveUsdc',
  'stakingDfl',
  'stakingLp',
  'rewardsDfl',
] as const;
export type PoolAccountName = (typeof POOL_ACCOUNT_NAMES)[number];

export const STACK_MISMATCH_MESSAGE = 'chain and game data belong to different stacks: restart with --reset';

export function readChainAddresses(dataDir: string): ChainAddresses | undefined {
  const file = path.join(dataDir, 'addresses.json');
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ChainAddresses;
  } catch (cause) {
    throw new Error(`${file} is not valid JSON`, { cause });
  }
}

/** The id the chain wrote for its current state, or undefined when no chain ran in this directory. */
export function readChainStackId(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'stack-id');
  if (!fs.existsSync(file)) return undefined;
  return fs.readFileSync(file, 'utf8').trim() || undefined;
}
