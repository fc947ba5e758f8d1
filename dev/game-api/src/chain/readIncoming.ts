import type { ParsedTransactionWithMeta, PublicKey } from '@solana/web3.js';
import { HttpError } from '../http/HttpError';
import { balanceAt, ownerOf, splBurns, splTransfers } from './parsedTokenInstructions';

export interface WatchedAccount {
  /** How the player knows it, e.g. "the pool's DFL reserve". */
  label: string;
  account: PublicKey;
  mint: PublicKey;
}

const invalid = (reason: string) => new HttpError(400, reason);

/**
 * What a confirmed transaction moved from `walletId` into each watched game account: it must have
 * succeeded, and every SPL transfer into a watched account must come from a token account the wallet owns
 * and carry that account's mint. Amounts are the accounts' balance after minus before (exact, whatever
 * the instructions say); an account the transaction did not touch gets 0. Throws a 400 naming the reason.
 */
export function readIncoming(
  transaction: ParsedTransactionWithMeta,
  walletId: string,
  watched: readonly WatchedAccount[],
): bigint[] {
  const { meta } = assertSucceeded(transaction);
  const keys = accountKeys(transaction);
  const balances = [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])];
  for (const transfer of splTransfers(transaction)) {
    const target = watched.find(({ account }) => account.toBase58() === transfer.destination);
    if (!target) continue;
    if (transfer.mint !== undefined && transfer.mint !== target.mint.toBase58()) {
      throw invalid(`this transaction sends another token to ${target.label}`);
    }
    const owner =
      ownerOf(transfer.source, keys, balances) ?? transfer.authority ?? transfer.multisigAuthority;
    if (owner !== walletId) throw invalid('the tokens in this transaction were not sent from your wallet');
  }
  return watched.map(({ account, mint }) => {
    const index = keys.indexOf(account.toBase58());
    if (index < 0) return 0n;
    const gained =
      balanceAt(meta.postTokenBalances, index, mint.toBase58()) -
      balanceAt(meta.preTokenBalances, index, mint.toBase58());
    return gained > 0n ? gained : 0n;
  });
}

/** Base units of `mint` the wallet burned from its own token accounts in a confirmed transaction. */
export function readBurned(
  transaction: ParsedTransactionWithMeta,
  walletId: string,
  mint: PublicKey,
): bigint {
  const { meta } = assertSucceeded(transaction);
  const keys = accountKeys(transaction);
  const balances = [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])];
  let burned = 0n;
  for (const burn of splBurns(transaction)) {
    if (burn.mint !== mint.toBase58()) continue;
    const owner = ownerOf(burn.account, keys, balances) ?? burn.authority;
    if (owner !== walletId)
      throw invalid('the LP tokens in this transaction were not burned from your wallet');
    burned += BigInt(burn.tokenAmount?.amount ?? burn.amount ?? '0');
  }
  return burned;
}

function assertSucceeded(transaction: ParsedTransactionWithMeta) {
  const { meta } = transaction;
  if (!meta) throw invalid('the chain returned this transaction without its result: try again later');
  if (meta.err !== null) throw invalid('this transaction failed on chain, so it moved nothing');
  return { meta };
}

function accountKeys(transaction: ParsedTransactionWithMeta): string[] {
  return transaction.transaction.message.accountKeys.map((key) => key.pubkey.toBase58());
}
