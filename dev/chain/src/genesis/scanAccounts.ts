import bs58 from 'bs58';
import type { LiteSvm } from '../ledger/litesvm';

// Every account is owned by a program, and every program is an executable account owned by one of these
// loaders (or by a program found from them). Sysvars and feature accounts have owners of their own.
const ROOT_OWNERS = [
  'NativeLoader1111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'Sysvar1111111111111111111111111111111111111',
  'Feature111111111111111111111111111111111111',
];

export interface ScannedAccount {
  address: string;
  lamports: bigint;
}

/**
 * Every account with lamports, found owner by owner: the loaders, then each program they hold, then each program
 * those hold. LiteSVM has no "all accounts" call. An account assigned to an address that holds no program is not
 * reached (nothing on a cluster can create one with lamports but the System program's assign, rarely used).
 */
export function scanAccounts(svm: LiteSvm): ScannedAccount[] {
  const accounts = new Map<string, bigint>();
  const owners = [...ROOT_OWNERS];
  const visited = new Set<string>();
  for (let owner = owners.shift(); owner !== undefined; owner = owners.shift()) {
    if (visited.has(owner)) continue;
    visited.add(owner);
    for (const entry of svm.getProgramAccounts(bs58.decode(owner))) {
      const account = entry.account();
      const address = bs58.encode(entry.address);
      if (account.lamports() > 0n) accounts.set(address, account.lamports());
      if (account.executable()) owners.push(address);
    }
  }
  return [...accounts].map(([address, lamports]) => ({ address, lamports }));
}
