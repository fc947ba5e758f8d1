import { PublicKey, type Connection, type Keypair } from '@solana/web3.js';
import { POOL_ACCOUNT_NAMES, type ChainAddresses, type PoolAccountName } from '../stackData';
import { HttpError } from '../http/HttpError';

/** What the pool and staking need of the chain: the authority signs LP mints and every payout. */
export interface PoolChain {
  connection: Connection;
  authority: Keypair;
  mints: { DFL: PublicKey; USDC: PublicKey; LP: PublicKey };
  accounts: Record<PoolAccountName, PublicKey>;
}

/**
 * The pool's accounts from addresses.json. Undefined when the chain published none or the server has no
 * authority key (it could take deposits but never mint LP or pay out): the routes then answer 503.
 */
export function resolvePoolChain(
  connection: Connection,
  addresses: ChainAddresses | undefined,
  authority: Keypair | undefined,
): PoolChain | undefined {
  const { mints, pool } = addresses ?? {};
  if (!authority || !mints?.DFL || !mints.USDC || !mints.DFL_USDC || !pool) return undefined;
  if (!POOL_ACCOUNT_NAMES.every((name) => pool[name])) return undefined;
  const accounts = Object.fromEntries(
    POOL_ACCOUNT_NAMES.map((name) => [name, new PublicKey(pool[name] as string)]),
  ) as Record<PoolAccountName, PublicKey>;
  return {
    connection,
    authority,
    mints: {
      DFL: new PublicKey(mints.DFL),
      USDC: new PublicKey(mints.USDC),
      LP: new PublicKey(mints.DFL_USDC),
    },
    accounts,
  };
}

export function requirePoolChain(chain: PoolChain | undefined): PoolChain {
  if (!chain)
    throw new HttpError(503, 'the pool and staking are not set up on this server: it knows no pool accounts');
  return chain;
}
