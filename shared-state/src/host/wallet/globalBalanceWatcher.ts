import { PublicKey, type Connection } from '@solana/web3.js';
import { associatedTokenAddress } from './tokenAccounts';
import { GLOBAL_TOKENS } from '../chain/globalBalances';
import type { GlobalWatcher } from '../chain/globalWatch';
import { getConfig } from '../../configStore';

/**
 * The session's GLOBAL balance subscriptions on the app's Connection: `onChange` runs whenever one of the
 * owner's associated token accounts changes on chain, instead of polling. The live session reads the balances
 * again then (../useLiveSession.ts).
 */
export function globalBalanceWatcher(connection: Connection): GlobalWatcher {
  return (owner, onChange) => {
    const { mints } = getConfig();
    const key = new PublicKey(owner);
    const ids = GLOBAL_TOKENS.filter((t) => mints[t]).map((tokenType) =>
      connection.onAccountChange(associatedTokenAddress(new PublicKey(mints[tokenType]), key), onChange, {
        commitment: 'confirmed',
      }),
    );
    return () => ids.forEach((id) => void connection.removeAccountChangeListener(id));
  };
}
