import { decodeMint, tokenAccountKind } from '../../accounts/tokenLayout';
import type { Chain } from '../../ledger/Chain';

/** The software version reported by getVersion and in every response context. */
export const API_VERSION = '2.2.0';
/** An arbitrary but stable feature-set id: clients only compare it between calls. */
export const FEATURE_SET = 3_294_202_862;

export interface ContextResult<T> {
  context: { slot: number; apiVersion: string };
  value: T;
}

export function withContext<T>(chain: Chain, value: T): ContextResult<T> {
  return { context: { slot: chain.slot, apiVersion: API_VERSION }, value };
}

/** A mint's decimals, or undefined when the address is not a mint (needed to render token amounts). */
export function mintDecimals(chain: Chain): (mint: string) => number | undefined {
  return (mint) => {
    const account = chain.getAccount(mint);
    return account && tokenAccountKind(account.owner, account.data) === 'mint'
      ? decodeMint(account.data).decimals
      : undefined;
  };
}
