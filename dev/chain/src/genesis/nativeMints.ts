import bs58 from 'bs58';
import { NATIVE_MINT } from '../accounts/programIds';
import type { LiteSvm } from '../ledger/litesvm';

export const NATIVE_MINT_2022 = '9pan9bMn5HatX4EJdBwg9VgCa7Uz5HL8N1m5D3NdXejP';

/**
 * The wrapped-SOL mints a cluster has from genesis: SPL Token's and Token-2022's native mints (9 decimals, no
 * mint authority). Without them no client can create a wrapped-SOL account, syncNative or unwrap.
 */
export function installNativeMints(svm: LiteSvm): void {
  const present = [NATIVE_MINT, NATIVE_MINT_2022].every((mint) => svm.getAccount(bs58.decode(mint)) !== null);
  if (!present) svm.withNativeMints();
}
