import bs58 from 'bs58';
import type { LiteSvm, SvmAccount } from './litesvm';
import type { ChainAccount } from './types';

export function toChainAccount(account: SvmAccount): ChainAccount {
  return {
    lamports: account.lamports(),
    data: account.data(),
    owner: bs58.encode(account.owner()),
    executable: account.executable(),
    rentEpoch: account.rentEpoch(),
  };
}

/** An account as the RPC sees it: LiteSVM keeps zero-lamport accounts around, a validator does not. */
export function readAccount(svm: LiteSvm, address: string): ChainAccount | null {
  const account = svm.getAccount(bs58.decode(address));
  if (!account || account.lamports() === 0n) return null;
  return toChainAccount(account);
}
